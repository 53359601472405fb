/**
 * Measures how many search nodes each algorithm visits per CPU millisecond, and how many nodes a
 * complete count takes per counter and n; writes both to functions/src/budget/measured.json.
 * The Worker budgets each algorithm by its own figure, and an algorithm missing from the file by
 * `NODES_PER_MS` in wrangler.toml [vars] (the slowest figure, which this script prints). The node
 * table decides "compute, or answer the known value at once" without counting.
 *
 *   npx tsx scripts/measure/nodes-per-ms.ts          # about a minute on one core
 *
 * CPU time comes from process.cpuUsage (user + system), so a busy machine slows the figure less
 * than wall time would; each figure is the median of 3 runs of at least ~150 ms.
 */
import { writeFileSync } from 'node:fs'
import { COUNTERS, FINDERS, type Counter, type Finder } from '../../core/src/index.ts'
import { edgeMaxN } from '../../functions/src/budget/edge-caps.ts'

/** Complete counts are tabulated up to this many nodes: well past any per-request budget. */
const TABLE_CAP = 20_000_000
const RUNS = 3
const TARGET_NODES = 2_000_000

function cpuMs(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start)
  return (used.user + used.system) / 1000
}

/** The median of RUNS measurements: the best one would flatter, and budgets must not. */
function rateOf(run: () => number): number {
  const rates: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const start = process.cpuUsage()
    let nodes = 0
    while (nodes < TARGET_NODES && cpuMs(start) < 150) nodes += run()
    rates.push(nodes / cpuMs(start))
  }
  return rates.sort((a, b) => a - b)[Math.floor(RUNS / 2)]
}

function counterRate(counter: Counter): number {
  const n = Math.min(counter.maxN, 16)
  return rateOf(() => counter.count(n, { budget: 500_000 }).nodes)
}

/** Board sizes a finder is measured at, up to its edge cap: a node costs more on larger boards. */
const FINDER_SIZES = [8, 16, 32, 64, 128, 256, 512, 1000, 2000, 5000, 10_000, 20_000]

function finderRates(finder: Finder): Record<string, number> {
  const cap = edgeMaxN(finder)
  const sizes = [...FINDER_SIZES.filter((n) => n < cap), cap]
  const rates: Record<string, number> = {}
  for (const n of sizes) {
    let seed = 1
    rates[n] = rateOf(() => finder.solve(n, { budget: 200_000, seed: seed++ }).nodes)
  }
  return rates
}

function countNodes(counter: Counter): (number | null)[] {
  const table: (number | null)[] = [null]
  for (let n = 1; n <= counter.maxN; n++) {
    const result = counter.count(n, { budget: TABLE_CAP })
    if (result.status !== 'complete') break
    table.push(result.nodes)
  }
  return table
}

/** Nodes per ms by algorithm, then by board size (counters: one size, their cost per node is flat). */
const rates: Record<string, Record<string, number>> = {}
for (const counter of Object.values(COUNTERS)) {
  if (counter) rates[counter.id] = { [Math.min(counter.maxN, 16)]: counterRate(counter) }
}
for (const finder of Object.values(FINDERS)) if (finder) rates[finder.id] = finderRates(finder)

const nodes: Record<string, (number | null)[]> = {}
for (const counter of Object.values(COUNTERS)) if (counter) nodes[counter.id] = countNodes(counter)

console.log('nodes per CPU ms (median of 3), by n:')
for (const [id, byN] of Object.entries(rates)) {
  const cells = Object.entries(byN).map(([n, rate]) => `${n}: ${Math.round(rate)}`)
  console.log(`  ${id.padEnd(14)} ${cells.join('  ')}`)
}
const slowest = Math.min(...Object.values(rates).flatMap((byN) => Object.values(byN)))

/** Two significant digits, rounded down, so a figure never claims more speed than measured. */
function roundDown(rate: number): number {
  const step = 10 ** (Math.floor(Math.log10(rate)) - 1)
  return Math.floor(rate / step) * step
}
const rounded = roundDown(slowest)
console.log(`slowest: ${Math.round(slowest)} → NODES_PER_MS = "${rounded}" in wrangler.toml [vars]`)

const out = new URL('../../functions/src/budget/measured.json', import.meta.url)
const data = {
  generatedBy: 'scripts/measure/nodes-per-ms.ts',
  date: new Date().toISOString(),
  // Rounded down like NODES_PER_MS; the Worker budgets each algorithm by its own figure at the
  // smallest measured n at or above the request's n.
  nodesPerMs: Object.fromEntries(
    Object.entries(rates).map(([id, byN]) => [
      id,
      Object.fromEntries(Object.entries(byN).map(([n, rate]) => [n, roundDown(rate)])),
    ]),
  ),
  nodes,
}
writeFileSync(out, JSON.stringify(data, null, 2) + '\n')
console.log(`wrote ${out.pathname}`)
