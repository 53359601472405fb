/**
 * @module
 * Measures what the Worker's budget policy (functions/src/lib/budget/policy.ts) is built from, and
 * writes it to functions/src/lib/budget/measured.json:
 * - `nodesPerMs`: each kernel's own speed, nodes per CPU millisecond, with no request around it
 *   (by board size: a finder's node costs more on larger boards, a counter's less on small ones), and `setupMs`: what a
 *   finder spends before its first node (allocating and filling its board);
 * - `spread`: the slowest run's speed against the median, over every figure: what the safety
 *   factor has to cover on one machine;
 * - `solveNodes`: the most nodes a finder needed to solve an empty board from scratch, by n, over
 *   many seeds (exact for deterministic ones), up to the first n past what the paid profile allows;
 * - counted completions' speed and setup with a queen pre-placed (completions-rate.ts);
 * - `io`: the CPU per queen of reading a board (parse, verify) and of writing one (encode, JSON).
 *
 *   npm run measure:budget        # a few minutes on one core
 *   npm run measure:budget -- --only=boltzmann,swap-det   # these kernels; the rest kept
 *
 * CPU time comes from process.cpuUsage (user + system), so a busy machine disturbs it less than it
 * would wall time; each speed is the median of 3 runs.
 */
import { cpus } from 'node:os'
import { readFileSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import {
  COUNTERS,
  encodeQueens,
  FINDERS,
  readQueens,
  verifyPlacement,
  type Counter,
  type Finder,
} from '@nqueens/core'
import { PROFILES, SAFETY } from '../../functions/src/lib/budget/profiles.ts'
import { cpuMs, median, roundDown } from '../stats.ts'
import { measureCompletions, type MeasuredFile } from './completions-rate.ts'

const RUNS = 3
/** The search time of one paid-profile request: solve tables stop past it. */
const SEARCH_MS = PROFILES.paid * SAFETY
/** Board sizes finders are measured at. */
const SIZES = [
  1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16, 20, 24, 32, 48, 64, 100, 128, 256, 512, 1000, 2000, 5000,
  10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000,
]

const spreads: number[] = []

/**
 * The median of RUNS speeds; `run` does some work and returns its nodes. Finders' setups stay in:
 * where a solve ends in a few nodes, the setup is most of what a node costs.
 */
function rateOf(run: () => number, minMs = 150): number {
  const rates: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const start = process.cpuUsage()
    let nodes = 0
    let calls = 0
    while (cpuMs(start) < minMs || calls === 0) {
      nodes += run()
      calls++
    }
    rates.push(nodes / cpuMs(start))
  }
  const middle = median(rates)
  const slowest = Math.min(...rates)
  if (slowest > 0) spreads.push(middle / slowest)
  return middle
}

/** Sizes a counter's speed is measured at: every n where counts grow from instant to long. */
const COUNTER_SIZES = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 24, 27, 32]

/**
 * A counter's nodes per ms at each size, one long run at a time (20 million nodes, or the whole
 * count): short runs overstate the speed a request's single long count gets.
 */
function counterRates(counter: Counter): Record<string, number> {
  const rates: Record<string, number> = {}
  for (const n of COUNTER_SIZES.filter((size) => size <= counter.maxN)) {
    rates[n] = roundDown(rateOf(() => counter.count(n, { budget: 20_000_000 }).nodes))
  }
  return rates
}

interface FinderTable {
  rates: Record<string, number>
  setup: Record<string, number>
  solve: Record<string, number | null>
}

/** Seeds tried per size: many where a solve is cheap and tails are long, a few on huge boards. */
function seedsAt(finder: Finder, n: number): number {
  if (!finder.randomised) return 1
  return n <= 100 ? 200 : n <= 10_000 ? 20 : 3
}

function measureFinder(finder: Finder): FinderTable {
  const table: FinderTable = { rates: {}, setup: {}, solve: {} }
  for (const n of SIZES.filter((size) => size <= finder.maxN)) {
    const setups: number[] = []
    for (let seed = 1; setups.length < RUNS; seed++) {
      const start = process.cpuUsage()
      finder.solve(n, { seed, budget: 1 })
      setups.push(cpuMs(start))
    }
    const setupMs = median(setups)
    let seed = 1
    const chunk = Math.max(200_000, 2 * n)
    const rate = roundDown(rateOf(() => finder.solve(n, { budget: chunk, seed: seed++ }).nodes))
    // Boards no finder searches (n = 1 to 3: answered before any node) say nothing of speed.
    if (rate > 0) table.rates[n] = rate
    table.setup[n] = Math.ceil(setupMs * 100) / 100
    // The most nodes a solve from scratch needed, or null once one did not fit a paid request.
    const cap = Math.floor((SEARCH_MS - setupMs) * rate)
    let worst = 0
    for (let s = 1; s <= seedsAt(finder, n) && worst <= cap; s++) {
      const result = finder.solve(n, { seed: s, budget: cap + 1 })
      worst = result.status === 'partial' ? Infinity : Math.max(worst, result.nodes)
    }
    table.solve[n] = worst <= cap ? worst : null
    console.log(`  ${finder.id} n=${n}: ${rate}/ms, setup ${setupMs.toFixed(2)} ms, worst ${worst}`)
    if (worst > cap) break
  }
  return table
}

/** `first` and `enumerate` need wildly different nodes from one n to the next: every n. */
function measureEveryN(finder: Finder, into: FinderTable): void {
  const rate = Math.max(...Object.values(into.rates))
  into.solve = {}
  for (let n = 1; ; n++) {
    const result = finder.solve(n, { budget: Math.floor(SEARCH_MS * rate) })
    if (result.status === 'partial') {
      into.solve[n] = null
      break
    }
    into.solve[n] = result.nodes
  }
}

/**
 * CPU per queen, in ns, of reading a board (parse and verify) and of writing one into an answer
 * (encode, JSON, bytes), each the median of 3 runs on a million queens.
 */
function ioPerQueen(): { readNs: number; writeNs: number } {
  const n = 1_000_000
  const queens = Int32Array.from({ length: n }, (_, i) => (i * 2) % n)
  const text = encodeQueens(queens)
  const nsPerQueen = (step: () => void) => {
    const times: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const start = process.cpuUsage()
      step()
      times.push(cpuMs(start))
    }
    return Math.ceil((median(times) * 1e6) / n)
  }
  return {
    readNs: nsPerQueen(() => verifyPlacement(readQueens(text, n))),
    writeNs: nsPerQueen(() =>
      new TextEncoder().encode(JSON.stringify({ queens: encodeQueens(queens) })),
    ),
  }
}

// `--only id,id`: measure just these kernels and keep every other figure of measured.json.
const onlyValue = parseArgs({ options: { only: { type: 'string' } } }).values.only
const only = onlyValue?.split(',')
/** The option as given, for `generatedBy`. */
const onlyArg = onlyValue === undefined ? undefined : `--only=${onlyValue}`
const wanted = (id: string) => only === undefined || only.includes(id)
const out = new URL('../../functions/src/lib/budget/measured.json', import.meta.url)
const previous = only ? (JSON.parse(readFileSync(out, 'utf8')) as MeasuredFile) : undefined

const finders: Record<string, FinderTable> = {}
for (const finder of Object.values(FINDERS)) {
  if (!finder || !wanted(finder.id)) continue
  console.log(`${finder.id}:`)
  finders[finder.id] = measureFinder(finder)
  if (finder.id === 'first' || finder.id === 'enumerate') measureEveryN(finder, finders[finder.id])
}
const counters: Record<string, Record<string, number>> = {}
for (const counter of Object.values(COUNTERS)) {
  // parallel in one thread is the constellation counter under another name: the policy reads
  // constellation's figures for it.
  if (counter.id === 'parallel' || !wanted(counter.id)) continue
  counters[counter.id] = counterRates(counter)
  const rates = Object.entries(counters[counter.id]).map(([n, rate]) => `${n}: ${rate}`)
  console.log(`${counter.id}: per ms ${rates.join(', ')}`)
}
const completions = wanted('completions') ? measureCompletions() : undefined
const io = previous?.io ?? ioPerQueen()
const spread = Math.ceil(Math.max(previous?.spread ?? 0, ...spreads) * 100) / 100
console.log(
  `io: read ${io.readNs}, write ${io.writeNs} ns per queen; slowest run against the median: ${spread}×`,
)

const data = {
  // With --only, the other figures' provenance is kept: '<this run>; <the run before>, <its date>'.
  generatedBy: `scripts/measure/budget-table.ts${onlyArg && previous ? ` ${onlyArg}; ${previous.generatedBy}, ${previous.date}` : ''}`,
  date: new Date().toISOString(),
  machine: `${cpus()[0]?.model.trim()}, ${cpus().length} cores, Node ${process.version}`,
  spread,
  io,
  nodesPerMs: {
    ...previous?.nodesPerMs,
    ...counters,
    ...Object.fromEntries(Object.entries(finders).map(([id, t]) => [id, t.rates])),
    ...(completions ? { completions: completions.rates } : {}),
  },
  setupMs: {
    ...previous?.setupMs,
    ...Object.fromEntries(Object.entries(finders).map(([id, t]) => [id, t.setup])),
    ...(completions ? { completions: completions.setup } : {}),
  },
  solveNodes: {
    ...previous?.solveNodes,
    ...Object.fromEntries(Object.entries(finders).map(([id, t]) => [id, t.solve])),
  },
}
writeFileSync(out, JSON.stringify(data, null, 2) + '\n')
console.log(`wrote ${out.pathname}`)
