import {
  combineUnits,
  costliestFirst,
  CostProgress,
  getSplit,
  knownCount,
  type UnitCounts,
} from '@nqueens/core'
import { byId } from './dom.ts'

/**
 * @module
 * "Count it on your machine": the same split count as the jobs and the CLI's pool, on one Web
 * Worker per core of the visitor's machine. Units go out costliest first, in batches to whichever
 * worker has finished its last (a batch runs together on core's WebAssembly lanes); progress is
 * weighted by the units' cost estimates, as core schedules a split count (`costliestFirst`,
 * `CostProgress`). The units' counts are combined by core's `combineUnits`,
 * as every runner's are (with their residues), compared with the published counts and set beside
 * the committed benchmark's CLI time.
 */

/** What count-worker.ts sends back for each unit it completes. */
interface UnitDone extends UnitCounts {
  id: number
  nodes: number
  /** The engine that counted it: `lanes` where the worker compiled the module, else `walk`. */
  engine: 'lanes' | 'walk'
}

/** Units per batch: enough to keep a worker's 12 lanes busy, few enough to share out the end. */
const BATCH = 16

const form = byId<HTMLFormElement>('here-form')
const button = byId<HTMLButtonElement>('here-start')
const bar = byId<HTMLProgressElement>('here-progress')
const status = byId<HTMLElement>('here-status')
const cores = Math.max(1, Math.min(navigator.hardwareConcurrency || 2, 16))
byId('here-cores').textContent = String(cores)

form.addEventListener('submit', (event) => {
  event.preventDefault()
  void run(Number(byId<HTMLSelectElement>('here-n').value))
})

async function run(n: number): Promise<void> {
  button.disabled = true
  const plan = getSplit('constellation').plan(n)
  const units = costliestFirst(plan)
  const progress = new CostProgress(plan)
  let next = 0
  const results: UnitCounts[] = []
  let nodes = 0
  let lanes = true
  const started = performance.now()
  const workers = Array.from(
    { length: Math.min(cores, units.length) },
    () => new Worker(new URL('./count-worker.ts', import.meta.url), { type: 'module' }),
  )
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve, reject) => {
          let waiting = 0
          const handOut = () => {
            const ids = units.slice(next, next + BATCH).map((unit) => unit.id)
            next += ids.length
            waiting = ids.length
            if (ids.length > 0) worker.postMessage({ n, ids })
            else resolve()
          }
          worker.onmessage = (event: MessageEvent<UnitDone>) => {
            const done = event.data
            results.push(done)
            nodes += done.nodes
            lanes &&= done.engine === 'lanes'
            bar.value = progress.finish(done.id)
            status.textContent = `Counting n = ${n}: ${Math.round(bar.value * 100)}% of the work, ${seconds(performance.now() - started)}`
            if (--waiting === 0) handOut()
          }
          worker.onerror = (event) => reject(new Error(event.message))
          handOut()
        }),
    ),
  ).catch((error: Error) => {
    status.textContent = `A worker failed: ${error.message}`
  })
  workers.forEach((worker) => worker.terminate())
  const ms = performance.now() - started
  let sums: { total: bigint; unique: bigint }
  try {
    sums = combineUnits(results)
  } catch (error) {
    // A unit whose total does not match its residues: a count changed on its way.
    status.textContent = `The count failed its residue check: ${(error as Error).message}`
    button.disabled = false
    return
  }
  const { total, unique } = sums
  const known = knownCount(n)
  const checked =
    known && known.total === total && known.unique === unique
      ? 'equal to the published counts (OEIS A000170, A002562)'
      : 'DIFFERENT from the published counts: please report it'
  const bench = benchmarkFor(n)
  status.textContent =
    `n = ${n}: ${total.toLocaleString('en-US')} solutions (${unique.toLocaleString('en-US')} ` +
    `unique), ${checked}. ${nodes.toLocaleString('en-US')} nodes in ${seconds(ms)} on ` +
    `${workers.length} workers here${lanes ? ', on WebAssembly SIMD lanes' : ''}` +
    (bench ? `; the CLI on the benchmark's machine took ${seconds(bench)}.` : '.')
  button.disabled = false
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`
}

/** The committed benchmark's whole-process CLI time for n, from the page's data attribute. */
function benchmarkFor(n: number): number | undefined {
  const times = JSON.parse(form.dataset.cliMs ?? '{}') as Record<string, number>
  return times[String(n)]
}
