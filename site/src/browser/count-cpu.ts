import {
  combineUnits,
  costliestFirst,
  CostProgress,
  getSplit,
  NodeProgress,
  type UnitCounts,
} from '@nqueens/core'

/**
 * @module
 * The panel's CPU engine: the split count on one Web Worker per core (count-worker.ts). Units go
 * out costliest first, in batches to whichever worker has finished its last (a batch runs together
 * on core's WebAssembly lanes); progress is the nodes counted over n's, as the CLI's and the GPU's
 * (`NodeProgress`), or where n's nodes are not known the units' cost estimates (`CostProgress`),
 * as core schedules a split count (`costliestFirst`). The units'
 * counts are combined by core's `combineUnits`, as every runner's are, with their residues.
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

export interface CpuCount {
  total: bigint
  unique: bigint
  nodes: number
  workers: number
  /** Whether every unit ran on the lanes. */
  lanes: boolean
}

/**
 * Counts n on `cores` workers; `onProgress` hears the share done by nodes (else by cost). Rejects when a worker
 * fails, when the units' residues disagree (`CountCheckError`), or when `signal` aborts (the
 * workers are stopped at once).
 */
export async function countOnCores(
  n: number,
  cores: number,
  onProgress: (share: number) => void,
  signal: AbortSignal,
): Promise<CpuCount> {
  const plan = getSplit('constellation').plan(n)
  const units = costliestFirst(plan)
  const byNodes = NodeProgress.of(n)
  const progress = new CostProgress(plan)
  let next = 0
  const results: UnitCounts[] = []
  let nodes = 0
  let lanes = true
  const workers = Array.from(
    { length: Math.min(cores, units.length) },
    () => new Worker(new URL('./count-worker.ts', import.meta.url), { type: 'module' }),
  )
  const stop = () => workers.forEach((worker) => worker.terminate())
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            signal.addEventListener('abort', () => reject(signal.reason as Error))
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
              onProgress(byNodes ? byNodes.add(done.nodes) : progress.finish(done.id))
              if (--waiting === 0) handOut()
            }
            worker.onerror = (event) => reject(new Error(`a worker failed: ${event.message}`))
            handOut()
          }),
      ),
    )
  } finally {
    stop()
  }
  const { total, unique } = combineUnits(results)
  return { total, unique, nodes, workers: workers.length, lanes }
}
