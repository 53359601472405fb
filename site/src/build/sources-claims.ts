/**
 * @module
 * Each source's claims beside this machine's measurements, with a verdict, for the Sources page.
 * Pure functions of the committed benchmark (and of core, for checks that need no timing), so the
 * page and the tests read the same judgement. 002's claims live in `paper.ts`.
 */
import { recursionTree, type TreeNode, verifyPlacement, first } from '@nqueens/core'
import type { Benchmark } from '@nqueens/charts/benchmark-schema'
import {
  BOARD_001,
  BOARD_004,
  CLAIMED_000_N,
  GAUSS_003,
  RULE_000_MS,
  TABLE_000,
  TIMES_001,
  TOTAL_8_003,
} from '../data/sources.ts'
import { formatRatio, type Claim } from '@nqueens/charts/paper'

const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`

function counterRow(bench: Benchmark, id: string, n: number) {
  return bench.counters
    .find((c) => c.id === id)
    ?.rows.find((r) => r.n === n && r.status === 'complete')
}

/** Within a factor of `factor` either way. */
function near(a: number, b: number, factor: number): boolean {
  return a > 0 && b > 0 && Math.max(a / b, b / a) <= factor
}

export function claims000(bench: Benchmark): Claim[] {
  const claims: Claim[] = []
  // A 9×9 run stopped at the cap took over a second as surely as a finished one.
  const bf9 = bench.counters.find((c) => c.id === 'brute-force')?.rows.find((r) => r.n === 9)
  const boards9 = 9 ** 9
  claims.push({
    claim: 'Brute force tries all n^n boards, so 9×9 already takes over a second (2,112 ms).',
    measured: !bf9
      ? 'brute force did not run 9×9.'
      : bf9.status === 'complete'
        ? `9×9 took ${seconds(bf9.ms)} (${bf9.nodes.toLocaleString('en-US')} boards).`
        : `9×9 was stopped unfinished after ${seconds(bf9.ms)}, ${bf9.nodes.toLocaleString('en-US')} of its ${boards9.toLocaleString('en-US')} boards tried (all of them: about ${seconds((bf9.ms * boards9) / bf9.nodes)} at that rate).`,
    verdict: bf9 && bf9.ms > RULE_000_MS ? 'holds' : 'does not hold',
  })
  const { bruteForce } = bench.sources
  claims.push({
    claim:
      'Exercise: how long would brute force take at 10×10? (By its own 9×9 time and n^n: about 55 s.)',
    measured: `Predicted from this run's ${bruteForce.fromN}×${bruteForce.fromN} (${seconds(bruteForce.fromMs)}) by n^n: ${seconds(bruteForce.predictedMs)}; one run at ${bruteForce.n}×${bruteForce.n} took ${seconds(bruteForce.ms)} and found ${bruteForce.total} solutions.`,
    verdict: near(bruteForce.predictedMs, bruteForce.ms, 1.5) ? 'holds' : 'partly',
  })
  // The speed-up is the fair comparison: at 14×14, or the largest n both counted here.
  const both = TABLE_000.filter((r) => r.n <= 14)
    .map((r) => ({
      r,
      bt: counterRow(bench, 'backtrack', r.n),
      fl: counterRow(bench, 'flags', r.n),
    }))
    .filter((x) => x.bt && x.fl)
    .at(-1)
  const speedUp = both ? both.bt!.ms / both.fl!.ms : undefined
  claims.push({
    claim:
      'Backtracking counts 14×14 in about 4 s (4,158 ms); flag arrays make it about 3 times faster (1,361 ms).',
    measured: !both
      ? 'backtracking and flag arrays share no counted size.'
      : `${both.r.n === 14 ? '' : `Backtracking stopped before 14×14 here (one size past 1 s). `}At ${both.r.n}×${both.r.n}: backtracking ${seconds(both.bt!.ms)}, flag arrays ${seconds(both.fl!.ms)}, ${formatRatio(speedUp!)} faster (000 at ${both.r.n}×${both.r.n}: ${formatRatio(both.r.bt / Math.max(1, both.r.flags))}).`,
    verdict:
      speedUp === undefined
        ? 'not measured'
        : speedUp >= 2
          ? 'holds'
          : speedUp > 1
            ? 'partly'
            : 'does not hold',
  })
  const reach = (id: string) => bench.counters.find((c) => c.id === id)?.maxNWithinCap ?? null
  const theirsWithin = (pick: (r: (typeof TABLE_000)[number]) => number | undefined) =>
    TABLE_000.filter((r) => (pick(r) ?? Infinity) <= RULE_000_MS).at(-1)!.n
  const ours = ['brute-force', 'backtrack', 'flags'].map(reach)
  const them = [theirsWithin((r) => r.bf), theirsWithin((r) => r.bt), theirsWithin((r) => r.flags)]
  claims.push({
    claim: `Raising n until one size passes 1 s stops brute force at ${them[0]}, backtracking at ${them[1]} and flag arrays at ${them[2]}.`,
    measured: `Here: ${ours.join(', ')} (same rule, ${bench.settings.capMs} ms).`,
    verdict: ours.every((n, i) => n === them[i])
      ? 'holds'
      : ours.every((n, i) => n !== null && Math.abs(n - them[i]) <= 1)
        ? 'partly'
        : 'does not hold',
  })
  const race = bench.race.ran ? bench.race.rows.find((r) => r.n === CLAIMED_000_N) : undefined
  const record = bench.recordCount?.ran ? bench.recordCount : undefined
  const parts = [
    race?.constellationMs &&
      `${CLAIMED_000_N}×${CLAIMED_000_N} in ${seconds(race.constellationMs)} on one thread (constellations)`,
    record && `${record.n}×${record.n} in ${seconds(record.ms)} on ${record.threads} threads`,
  ].filter(Boolean)
  claims.push({
    claim: `An ordinary PC reaches ${CLAIMED_000_N}×${CLAIMED_000_N} (with part 2's bitmaps, not among the sources).`,
    measured: parts.length
      ? `Counted here: ${parts.join('; ')}.`
      : 'not measured in this run (npm run bench -- --race).',
    verdict: parts.length ? 'holds' : 'not measured',
  })
  return claims
}

export function claims001(bench: Benchmark): Claim[] {
  const rows = bench.sources.javaSearch
  const eight = rows.find((r) => r.n === 8)
  const claims: Claim[] = [
    {
      claim: `With queens pre-placed at rows 3 and 6 (columns 3 and 4), the search prints ${BOARD_001.join(',')}.`,
      measured: eight
        ? `The same search here stops at ${eight.board.join(',')} after ${eight.solutionsPassed} solutions; it is the only completion (${eight.completions} counted).`
        : 'not measured.',
      verdict: eight && eight.board.join() === BOARD_001.join() ? 'holds' : 'does not hold',
    },
  ]
  for (const { n, ms } of TIMES_001) {
    const row = rows.find((r) => r.n === n)
    claims.push({
      claim: `N = ${n} takes about ${seconds(ms)}.`,
      measured: row
        ? `${seconds(row.ms)} here (${formatRatio(ms / row.ms)} of its time), to the ${row.solutionsPassed.toLocaleString('en-US')}th solution; with the queens placed first, ${row.firstMs} ms.`
        : 'not measured in this run.',
      verdict: !row ? 'not measured' : near(row.ms, ms, 3) ? 'holds' : 'partly',
    })
  }
  return claims
}

function countTree(node: TreeNode): { nodes: number; solutions: number } {
  let nodes = 1
  let solutions = node.solution ? 1 : 0
  for (const child of node.children) {
    const sub = countTree(child)
    nodes += sub.nodes
    solutions += sub.solutions
  }
  return { nodes, solutions }
}

export function claims003(bench: Benchmark): Claim[] {
  const gauss = verifyPlacement(GAUSS_003.map((c) => c - 1))
  const eight = bench.counts.find((r) => r.n === 8)
  const tree = countTree(recursionTree(4))
  return [
    {
      claim: `Gauss's board ${GAUSS_003.join(',')} is a solution of 8 queens.`,
      measured: `verify: ${gauss.valid ? 'valid' : `invalid, ${gauss.conflicts.length} attacking pairs`}.`,
      verdict: gauss.valid ? 'holds' : 'does not hold',
    },
    {
      claim: `8 queens have ${TOTAL_8_003} solutions.`,
      measured: eight
        ? `${eight.total}, counted by ${eight.by.length} algorithms.`
        : 'not counted.',
      verdict: eight?.total === String(TOTAL_8_003) ? 'holds' : 'does not hold',
    },
    {
      claim:
        'PlaceQueens enumerates every completion; its recursion tree for n = 4 (figure 2.3) ends in 2 solutions.',
      measured: `Our tree for n = 4: ${tree.nodes} nodes, ${tree.solutions} of them solutions (drawn on the Algorithms page).`,
      verdict: tree.solutions === 2 ? 'holds' : 'does not hold',
    },
  ]
}

export function claims004(bench: Benchmark): Claim[] {
  const printed = verifyPlacement(BOARD_004.map((c) => c - 1))
  const firstBoard = Array.from(first.solve(8).queens!, (c) => c + 1)
  const rows = bench.sources.shuffle
  const ratios = rows.map((r) => r.meanTries / r.expectedTries)
  const mean = 10 ** (ratios.reduce((s, r) => s + Math.log10(r), 0) / ratios.length)
  const million = bench.paper.million
  return [
    {
      claim: `The board it prints, ${BOARD_004.join(',')}, solves 8 queens.`,
      measured: `verify: ${printed.valid ? 'valid' : 'invalid'}; it is also the lexicographically first solution (${firstBoard.join(',')}).`,
      verdict: printed.valid ? 'holds' : 'does not hold',
    },
    {
      claim: 'Shuffling until a board works finds one (n!/Q(n) tries on average).',
      measured: `Mean tries over ${rows[0]?.seeds} seeds are ${formatRatio(mean)} the expected n!/Q(n) on average for n = ${rows[0]?.n}–${rows.at(-1)?.n} (each n: ${ratios.map((r) => r.toFixed(2)).join(', ')}).`,
      verdict:
        ratios.every((r) => r >= 0.5 && r <= 1.5) && mean >= 0.8 && mean <= 1.25
          ? 'holds'
          : 'partly',
    },
    {
      claim: 'The challenge: take n as input and stay practical for large n.',
      measured: `Shuffling needs 1.4 million tries at n = 16 and 61 million at n = 20 (n!/Q(n)); ③ solved ${million.n.toLocaleString('en-US')} queens in ${seconds(million.ms)}.`,
      verdict: million.n >= 1_000_000 ? 'holds' : 'partly',
    },
  ]
}
