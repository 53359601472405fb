import { verifyPlacement } from '@nqueens/core'
import type { FinderBench, LocalSearchRow } from '@nqueens/charts/benchmark-schema'
import { median } from '../stats.ts'
import { budgetFor, measure, roundMs } from './timed-run.ts'
import type { Progress } from './progress.ts'

/** One finder as the bench sees it. */
export interface FindTarget {
  id: string
  randomised: boolean
  maxN: number
  solve(n: number, seed: number, budget: number | undefined): FindOutcome
}

export interface FindOutcome {
  status: 'solved' | 'unsatisfiable' | 'partial'
  queens?: ArrayLike<number>
  nodes: number
}

/** 10^2, 3·10^2, 10^3, … 10^7: half-decade steps give the log–log chart enough points. */
export function scalingSizes(largest: number): number[] {
  const sizes: number[] = []
  for (let exponent = 2; 10 ** exponent <= largest; exponent++) {
    sizes.push(10 ** exponent)
    if (3 * 10 ** exponent <= largest) sizes.push(3 * 10 ** exponent)
  }
  return sizes
}

/**
 * Times each finder over growing n, several seeds per size, until the median passes the cap or a
 * run is stopped by its budget. Every solution is verified: a fast wrong answer is not a result.
 */
export async function benchLocalSearch(
  targets: readonly FindTarget[],
  options: { capMs: number; seeds: number; largestN: number },
  progress: Progress,
): Promise<FinderBench[]> {
  const sizes = scalingSizes(options.largestN)
  const benches: FinderBench[] = []
  for (const [index, target] of targets.entries()) {
    // Warm the JIT up, with a budget: some finders never finish at n = 100.
    target.solve(Math.min(100, target.maxN), 1, 100_000)
    const rows: LocalSearchRow[] = []
    let fastest: number | undefined
    let stoppedBy: FinderBench['stoppedBy'] = 'largest-n'
    for (const [step, n] of sizes.entries()) {
      if (n > target.maxN) {
        stoppedBy = 'max-n'
        break
      }
      progress.update((index + step / sizes.length) / targets.length, `${target.id} n=${n}`)
      // The run that ends a series may go up to 12 caps, so a linear finder shows its last size.
      const budget = budgetFor(fastest, options.capMs, 12) ?? Math.ceil(options.capMs * 5_000)
      const row = await timeRow(target, n, budget, options)
      rows.push(row)
      if (row.status === 'solved' && row.ms > 0)
        fastest = Math.max(fastest ?? 0, row.nodes / row.ms)
      if (row.status === 'over-cap' || row.ms > options.capMs) {
        stoppedBy = 'cap'
        break
      }
    }
    if (rows.length === 0) continue
    const within = rows.filter((row) => row.status === 'solved' && row.ms <= options.capMs)
    benches.push({
      id: target.id,
      randomised: target.randomised,
      rows,
      maxNWithinCap: within.at(-1)?.n ?? null,
      stoppedBy,
    })
    progress.log(
      `  ${target.id.padEnd(14)} n ≤ ${within.at(-1)?.n ?? '—'} within ${options.capMs} ms`,
    )
  }
  return benches
}

async function timeRow(
  target: FindTarget,
  n: number,
  budget: number,
  options: { capMs: number; seeds: number },
): Promise<LocalSearchRow> {
  const runs: number[] = []
  const seeds: number[] = []
  const nodes: number[] = []
  let heapBytes = 0
  let rssBytes = 0
  let solved = true
  for (let seed = 1; seed <= options.seeds; seed++) {
    const measured = await measure(() => target.solve(n, seed, budget))
    const outcome = measured.result
    seeds.push(seed)
    runs.push(measured.ms)
    nodes.push(outcome.nodes)
    heapBytes = Math.max(heapBytes, measured.heapBytes)
    rssBytes = Math.max(rssBytes, measured.rssBytes)
    if (outcome.status !== 'solved') {
      solved = false
      break
    }
    if (!outcome.queens || !verifyPlacement(outcome.queens).valid) {
      throw new Error(`${target.id} returned an invalid solution for n = ${n}, seed ${seed}`)
    }
    if (measured.ms > options.capMs) break
  }
  return {
    n,
    status: solved ? 'solved' : 'over-cap',
    seeds,
    ms: roundMs(median(runs)),
    msMin: roundMs(Math.min(...runs)),
    msMax: roundMs(Math.max(...runs)),
    runs: runs.map(roundMs),
    nodes: Math.round(median(nodes)),
    heapBytes,
    rssBytes,
  }
}
