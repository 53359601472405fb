import { FINDERS, verifyPlacement, type Finder } from '@nqueens/core'
import { Diagonals, permutationBySwaps, Random } from '@nqueens/core/internal'
import type { Paper, PaperRow } from '@nqueens/charts/benchmark-schema'
import { budgetFor, roundMs } from './timed-run.ts'
import type { Progress } from './progress.ts'

/** 清水・林's ①②③, in the order of their figure 1. */
const PAPER_IDS = ['boltzmann', 'swap-det', 'swap-random'] as const

/** n = 8, 16, 32, …: doublings give the log–log figure evenly spaced points. */
function paperSizes(largest: number): number[] {
  const sizes: number[] = []
  for (let n = 8; n <= largest; n *= 2) sizes.push(n)
  return sizes
}

/**
 * The paper's figure 1 on this machine: each of ①②③ from n = 8, doubling, the mean solver CPU
 * time over `seeds` seeds (the paper averages its randomised runs), until the mean passes the cap or
 * n passes the finder's limit. Every solution is verified. Then, as the paper reports: the energy
 * of the 3n-swap start (about 2n/3, it says), and ③ at a million queens, once.
 */
export function benchPaper(
  options: { capMs: number; seeds: number; quick: boolean },
  progress: Progress,
): Paper {
  const algorithms: Paper['algorithms'] = []
  for (const [index, id] of PAPER_IDS.entries()) {
    const finder = FINDERS[id] as Finder
    finder.solve(16, { seed: 1, budget: 100_000 })
    const rows: PaperRow[] = []
    let rate: number | undefined
    let stoppedBy: 'cap' | 'max-n' = 'max-n'
    for (const n of paperSizes(finder.maxN)) {
      progress.update(index / PAPER_IDS.length, `${id} n=${n}`)
      const budget = budgetFor(rate, options.capMs, 12) ?? Math.ceil(options.capMs * 50_000)
      const row = timeRow(finder, n, budget, options.seeds)
      rows.push(row)
      if (row.status === 'solved' && row.ms > 1) rate = Math.max(rate ?? 0, row.nodes / row.ms)
      if (row.status !== 'solved' || row.ms > options.capMs) {
        stoppedBy = 'cap'
        break
      }
    }
    algorithms.push({ id, rows, stoppedBy })
    progress.log(`  ${id.padEnd(12)} to n = ${rows.at(-1)!.n} (${rows.at(-1)!.ms} ms)`)
  }

  // Few seeds at the larger sizes: the mean is steady there, and each start is O(n).
  const startEnergy = [1000, 10_000, 100_000, 1_000_000].map((n) => {
    const seeds = n <= 10_000 ? 20 : 5
    let pairs = 0
    for (let seed = 1; seed <= seeds; seed++) {
      pairs += new Diagonals(permutationBySwaps(new Int32Array(n), new Random(seed))).pairs()
    }
    return { n, seeds, meanPairs: pairs / seeds }
  })

  const millionN = options.quick ? 10_000 : 1_000_000
  progress.update(1, `swap-random n=${millionN}`)
  const cpu = process.cpuUsage()
  const run = FINDERS['swap-random']!.solve(millionN, { seed: 1 })
  const used = process.cpuUsage(cpu)
  if (run.status !== 'solved' || !verifyPlacement(run.queens!).valid) {
    throw new Error(`swap-random did not solve n = ${millionN}`)
  }
  const ms = roundMs((used.user + used.system) / 1000)
  const million = { n: millionN, seed: 1, ms, nodes: run.nodes }
  progress.log(`  swap-random  n = ${millionN} in ${million.ms} ms`)
  return { algorithms, startEnergy, million }
}

function timeRow(finder: Finder, n: number, budget: number, seeds: number): PaperRow {
  const runs: number[] = []
  const nodes: number[] = []
  for (let seed = 1; seed <= seeds; seed++) {
    // CPU time of this thread's process (the solver is synchronous, so it is the solver's):
    // on a shared machine a run that waits for a core would otherwise count the wait.
    const cpu = process.cpuUsage()
    const result = finder.solve(n, { seed, budget })
    const used = process.cpuUsage(cpu)
    const ms = (used.user + used.system) / 1000
    runs.push(roundMs(ms))
    nodes.push(result.nodes)
    if (result.status !== 'solved') {
      return { n, status: 'over-cap', ms: roundMs(ms), runs, nodes: result.nodes }
    }
    if (!verifyPlacement(result.queens!).valid) {
      throw new Error(`${finder.id} returned an invalid solution for n = ${n}, seed ${seed}`)
    }
  }
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length
  return { n, status: 'solved', ms: roundMs(mean(runs)), runs, nodes: Math.round(mean(nodes)) }
}
