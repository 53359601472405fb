import type { CountEngine } from '@nqueens/core'
import type { Adapter, CounterBench, CounterRow, CountRow } from '@nqueens/charts/benchmark-schema'
import { median } from '../stats.ts'
import { budgetFor, measure, roundMs } from './timed-run.ts'
import type { Progress } from './progress.ts'

/**
 * One counter as the bench sees it: the core counters, the parallel one on all cores, and the GPU
 * engine (scripts/bench/gpu.ts), which names its adapter.
 */
export interface CountTarget {
  id: string
  threads: number
  maxN: number
  adapter?: Adapter
  count(n: number, budget: number | undefined): Promise<CountOutcome> | CountOutcome
}

export interface CountOutcome {
  status: 'complete' | 'partial'
  total: bigint
  unique?: bigint
  nodes: number
  /** The engine, for the counters that have more than one. */
  engine?: CountEngine
}

/** The first n of every series; 1..3 are counted once for the counts table but not timed. */
export const FIRST_N = 4

/**
 * Times each counter from n = 4 upward, median of `runs`, until a run passes the cap or the
 * counter's largest n. The run that passes the cap is recorded too, and ends the series.
 */
export async function benchCounters(
  targets: readonly CountTarget[],
  options: { capMs: number; runs: number; maxN?: number },
  progress: Progress,
): Promise<CounterBench[]> {
  const benches: CounterBench[] = []
  for (const [index, target] of targets.entries()) {
    const last = Math.min(target.maxN, options.maxN ?? Infinity)
    // One untimed run first, so the first timed row does not pay for the JIT warming up.
    await target.count(Math.min(8, last), undefined)
    const rows: CounterRow[] = []
    const engines = new Set<string>()
    let fastest: number | undefined
    let stoppedBy: CounterBench['stoppedBy'] = 'max-n'
    for (let n = FIRST_N; n <= last; n++) {
      progress.update(
        (index + (n - FIRST_N) / (last - FIRST_N + 1)) / targets.length,
        `${target.id} n=${n}`,
      )
      const previous = rows.at(-1)
      const budget =
        previous && previous.ms >= options.capMs / 100
          ? budgetFor(fastest, options.capMs)
          : undefined
      const { row, engine } = await timeRow(target, n, budget, options)
      rows.push(row)
      if (engine) engines.add(engine)
      if (row.status === 'complete' && row.ms > 0)
        fastest = Math.max(fastest ?? 0, row.nodes / row.ms)
      if (row.status === 'over-cap' || row.runs.some((ms) => ms > options.capMs)) {
        stoppedBy = 'cap'
        break
      }
    }
    const within = rows.filter((row) => row.status === 'complete' && row.ms <= options.capMs)
    benches.push({
      id: target.id,
      threads: target.threads,
      rows,
      maxNWithinCap: within.at(-1)?.n ?? null,
      stoppedBy,
      // One engine for the whole series, or the bench would time two things as one.
      ...engineOf(target.id, engines),
      ...(target.adapter && { adapter: target.adapter }),
    })
    const reached = within.at(-1)?.n
    progress.log(`  ${target.id.padEnd(12)} n ≤ ${reached ?? '—'} within ${options.capMs} ms`)
  }
  return benches
}

function engineOf(id: string, engines: Set<string>): { engine?: CountEngine } {
  if (engines.size > 1)
    throw new Error(`${id} counted on more than one engine: ${[...engines].join(', ')}`)
  const [engine] = engines as Set<CountEngine>
  return engine === undefined ? {} : { engine }
}

async function timeRow(
  target: CountTarget,
  n: number,
  budget: number | undefined,
  options: { capMs: number; runs: number },
): Promise<{ row: CounterRow; engine?: CountEngine }> {
  const runs: number[] = []
  let heapBytes = 0
  let rssBytes = 0
  let outcome: CountOutcome | undefined
  for (let run = 0; run < options.runs; run++) {
    const measured = await measure(() => target.count(n, budget))
    outcome = measured.result
    runs.push(measured.ms)
    heapBytes = Math.max(heapBytes, measured.heapBytes)
    rssBytes = Math.max(rssBytes, measured.rssBytes)
    // A run past the cap ends the series; repeating it would only spend time.
    if (outcome.status === 'partial' || measured.ms > options.capMs) break
  }
  if (!outcome) throw new Error('no runs')
  const complete = outcome.status === 'complete'
  const row: CounterRow = {
    n,
    status: complete ? 'complete' : 'over-cap',
    ...(complete ? { total: outcome.total.toString() } : {}),
    ...(complete && outcome.unique !== undefined ? { unique: outcome.unique.toString() } : {}),
    ms: roundMs(median(runs)),
    runs: runs.map(roundMs),
    nodes: outcome.nodes,
    heapBytes,
    rssBytes,
  }
  return { row, engine: outcome.engine }
}

/**
 * The counts table: every n that some counter counted completely, with the counters that did.
 * Counters that disagree are a bug, and the benchmark refuses to publish it.
 */
export async function collectCounts(
  benches: readonly CounterBench[],
  targets: readonly CountTarget[],
): Promise<CountRow[]> {
  const byN = new Map<number, CountRow>()
  const add = (n: number, id: string, total: string, unique: string | undefined) => {
    const row = byN.get(n)
    if (!row) {
      byN.set(n, { n, total, ...(unique !== undefined ? { unique } : {}), by: [id] })
      return
    }
    if (
      row.total !== total ||
      (unique !== undefined && row.unique !== undefined && row.unique !== unique)
    ) {
      throw new Error(
        `counters disagree at n = ${n}: ${row.by.join(', ')} say ${row.total}/${row.unique}, ${id} says ${total}/${unique}`,
      )
    }
    if (unique !== undefined) row.unique = unique
    row.by.push(id)
  }
  // n = 1..3: too small to time, counted once by every counter.
  for (const target of targets) {
    for (let n = 1; n < FIRST_N && n <= target.maxN; n++) {
      const outcome = await target.count(n, undefined)
      add(n, target.id, outcome.total.toString(), outcome.unique?.toString())
    }
  }
  for (const bench of benches) {
    for (const row of bench.rows) {
      if (row.status === 'complete' && row.total !== undefined)
        add(row.n, bench.id, row.total, row.unique)
    }
  }
  return [...byN.values()].sort((a, b) => a.n - b.n)
}
