import {
  KNOWN_COUNTS,
  countCompletions,
  bruteForce,
  listSolutions,
  first,
  shuffle,
} from '@nqueens/core'
import type { CounterBench, Sources } from '@nqueens/charts/benchmark-schema'
import { measure, roundMs } from './timed-run.ts'
import type { Progress } from './progress.ts'

/** The Java post's pre-placed queens, 0-based (row, column): its (y, x) = (2, 2) and (5, 3). */
const JAVA_QUEENS: readonly [row: number, col: number][] = [
  [2, 2],
  [5, 3],
]

/**
 * The sources' own experiments, re-run here (site/src/pages/sources.astro sets them side by side):
 * - 000's exercise: how long brute force takes at 10×10, predicted from this run's brute-force
 *   row by the article's own O(n^n) and then measured once;
 * - 001's search: enumerate in lexicographic order with flag arrays and stop at the first board
 *   that keeps its two pre-placed queens (its way), beside `first` with the queens placed up front
 *   and the count of all their completions;
 * - 004's shuffle: tries to a solution, mean over seeds, against the expected n!/Q(n).
 */
export async function benchSources(
  counters: readonly CounterBench[],
  options: { quick: boolean },
  progress: Progress,
): Promise<Sources> {
  progress.update(0, 'brute force, predicted then measured')
  const bruteForceRows = counters.find((c) => c.id === 'brute-force')!.rows
  const base = bruteForceRows.filter((row) => row.status === 'complete').at(-1)!
  const target = options.quick ? Math.min(base.n + 1, 8) : 10
  // n^n placements of one queen per row, each tested: time ∝ n^n from the last complete row.
  const predictedMs = (base.ms * target ** target) / base.n ** base.n
  const run = await measure(() => bruteForce.count(target))
  const bruteForceRun = {
    n: target,
    fromN: base.n,
    fromMs: base.ms,
    predictedMs: roundMs(predictedMs),
    ms: roundMs(run.ms),
    total: run.result.total.toString(),
    nodes: run.result.nodes,
  }
  progress.log(
    `  brute force n = ${target}: predicted ${Math.round(predictedMs)} ms, took ${Math.round(run.ms)} ms`,
  )

  const javaRows: Sources['javaSearch'] = []
  for (const n of options.quick ? [8, 10] : [8, 15, 16]) {
    progress.update(0.5, `the Java post's search, n = ${n}`)
    const queens = new Array<number>(n).fill(-1)
    for (const [row, col] of JAVA_QUEENS) queens[row] = col
    const keeps = (s: Int32Array) => JAVA_QUEENS.every(([row, col]) => s[row] === col)
    const leafCheck = await measure(() => {
      let cursor: string | undefined
      let passed = 0
      let nodes = 0
      for (;;) {
        const page = listSolutions(n, { limit: 1000, cursor })
        nodes += page.nodes
        const index = page.solutions.findIndex(keeps)
        if (index >= 0) return { passed: passed + index + 1, nodes, board: page.solutions[index] }
        passed += page.solutions.length
        if (!page.cursor) throw new Error(`no completion of the Java post's queens at n = ${n}`)
        cursor = page.cursor
      }
    })
    const pruned = await measure(() => first.solve(n, { queens }))
    const counted = await measure(() => countCompletions(n, { queens }))
    javaRows.push({
      n,
      ms: roundMs(leafCheck.ms),
      solutionsPassed: leafCheck.result.passed,
      nodes: leafCheck.result.nodes,
      board: Array.from(leafCheck.result.board, (c) => c + 1),
      firstMs: roundMs(pruned.ms),
      firstNodes: pruned.result.nodes,
      completions: counted.result.total.toString(),
      completionsMs: roundMs(counted.ms),
    })
    progress.log(`  Java search n = ${n}: ${Math.round(leafCheck.ms)} ms to its board`)
  }

  const shuffleRows: Sources['shuffle'] = []
  const seeds = options.quick ? 5 : 40
  for (let n = 4; n <= (options.quick ? 8 : 12); n++) {
    progress.update(0.8, `shuffle n = ${n}`)
    const tries: number[] = []
    const run = await measure(() => {
      for (let seed = 1; seed <= seeds; seed++) tries.push(shuffle.solve(n, { seed }).nodes)
    })
    const total = KNOWN_COUNTS[n]!.total
    let factorial = 1n
    for (let k = 2n; k <= BigInt(n); k++) factorial *= k
    shuffleRows.push({
      n,
      seeds,
      meanTries: tries.reduce((a, b) => a + b, 0) / seeds,
      expectedTries: Number(factorial) / Number(total),
      meanMs: roundMs(run.ms / seeds),
    })
  }
  return { bruteForce: bruteForceRun, javaSearch: javaRows, shuffle: shuffleRows }
}
