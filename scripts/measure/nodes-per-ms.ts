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

function finderRate(finder: Finder): number {
  // At the largest n the Worker takes for this method, where a node costs the most (O(n) checks
  // per placement for backtracking; setup amortised over fewer moves for local search).
  const n = edgeMaxN(finder)
  let seed = 1
  return rateOf(() => finder.solve(n, { budget: 200_000, seed: seed++ }).nodes)
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

const rates: Record<string, number> = {}
for (const counter of Object.values(COUNTERS)) if (counter) rates[counter.id] = counterRate(counter)
for (const finder of Object.values(FINDERS)) if (finder) rates[finder.id] = finderRate(finder)

const nodes: Record<string, (number | null)[]> = {}
for (const counter of Object.values(COUNTERS)) if (counter) nodes[counter.id] = countNodes(counter)

console.log('nodes per CPU ms (median of 3):')
for (const [id, rate] of Object.entries(rates))
  console.log(`  ${id.padEnd(14)} ${Math.round(rate)}`)
const slowest = Math.min(...Object.values(rates))
// Rounded down to two significant digits, so the figure never claims more speed than measured.
const step = 10 ** (Math.floor(Math.log10(slowest)) - 1)
const rounded = Math.floor(slowest / step) * step
console.log(`slowest: ${Math.round(slowest)} → NODES_PER_MS = "${rounded}" in wrangler.toml [vars]`)

const out = new URL('../../functions/src/budget/measured.json', import.meta.url)
const data = {
  generatedBy: 'scripts/measure/nodes-per-ms.ts',
  date: new Date().toISOString(),
  // Rounded down like NODES_PER_MS; the Worker budgets each algorithm by its own figure.
  nodesPerMs: Object.fromEntries(
    Object.entries(rates).map(([id, r]) => {
      const unit = 10 ** (Math.floor(Math.log10(r)) - 1)
      return [id, Math.floor(r / unit) * unit]
    }),
  ),
  nodes,
}
writeFileSync(out, JSON.stringify(data, null, 2) + '\n')
console.log(`wrote ${out.pathname}`)
