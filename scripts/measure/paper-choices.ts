/**
 * @module
 * What the details 清水・林 leave open change, for their three algorithms (core/src/find):
 * - ① boltzmann: each diagonal pair weighted like a row's surplus (ours) or counted once;
 * - ② swap-det: swaps with ΔE = 0 kept (the paper's ΔE ≤ 0) or refused;
 * - ③ swap-random: the start made by 3n random swaps (the paper) or by a uniform shuffle.
 * For each, the nodes (moves) to a solution over several seeds, both ways, in alternation, so
 * a busy machine slows both alike; the ratio of medians is the answer.
 *
 *   npx tsx scripts/measure/paper-choices.ts           # a few minutes on the 2-core machine
 *   npx tsx scripts/measure/paper-choices.ts --quick   # small sizes, seconds
 */
import { parseArgs } from 'node:util'
import {
  startBoltzmann,
  startSwapDet,
  startSwapRandom,
  type SearchWalk as Walk,
} from '@nqueens/core/internal'
import { median } from '../stats.ts'

interface Variant {
  label: string
  start: (n: number, seed: number) => Walk
}

interface Question {
  algorithm: string
  sizes: number[]
  variants: [ours: Variant, other: Variant]
}

const { quick } = parseArgs({ options: { quick: { type: 'boolean', default: false } } }).values
const SEEDS = quick ? 3 : 7

const QUESTIONS: Question[] = [
  {
    algorithm: '① boltzmann',
    sizes: quick ? [8, 16] : [8, 16, 32, 64, 128],
    variants: [
      { label: 'pairs weigh 2', start: (n, s) => startBoltzmann(n, s, { diagonalWeight: 2 }) },
      { label: 'pairs weigh 1', start: (n, s) => startBoltzmann(n, s, { diagonalWeight: 1 }) },
    ],
  },
  {
    algorithm: '② swap-det',
    sizes: quick ? [8, 100] : [8, 32, 100, 1000, 10_000],
    variants: [
      { label: 'ties kept', start: (n, s) => startSwapDet(n, s, { ties: true }) },
      { label: 'ties refused', start: (n, s) => startSwapDet(n, s, { ties: false }) },
    ],
  },
  {
    algorithm: '③ swap-random',
    sizes: quick ? [8, 100] : [8, 32, 100, 1000, 10_000, 100_000],
    variants: [
      { label: '3n swaps', start: (n, s) => startSwapRandom(n, s, { start: 'swaps' }) },
      { label: 'uniform', start: (n, s) => startSwapRandom(n, s, { start: 'uniform' }) },
    ],
  },
]

function run(variant: Variant, n: number, seed: number): { nodes: number; ms: number } {
  const started = performance.now()
  const walk = variant.start(n, seed)
  if (!walk.walkTo(Infinity)) throw new Error(`${variant.label} did not finish at n = ${n}`)
  return { nodes: walk.nodes, ms: performance.now() - started }
}

for (const question of QUESTIONS) {
  console.log(`\n${question.algorithm}: ${question.variants.map((v) => v.label).join(' vs ')}`)
  for (const n of question.sizes) {
    const nodes: [number[], number[]] = [[], []]
    const ms: [number[], number[]] = [[], []]
    for (let seed = 1; seed <= SEEDS; seed++) {
      // Alternate which goes first, so neither always runs on a warmer or quieter machine.
      const order = seed % 2 ? [0, 1] : [1, 0]
      for (const k of order) {
        const result = run(question.variants[k], n, seed)
        nodes[k].push(result.nodes)
        ms[k].push(result.ms)
      }
    }
    const [a, b] = [median(nodes[0]), median(nodes[1])]
    console.log(
      `  n = ${String(n).padStart(6)}: nodes ${a.toExponential(2)} vs ${b.toExponential(2)}` +
        ` (×${(b / a).toFixed(2)}), ms ${median(ms[0]).toFixed(1)} vs ${median(ms[1]).toFixed(1)}` +
        `, median of ${SEEDS} seeds`,
    )
  }
}
