/**
 * @module
 * Records the nodes of every complete count, by counter and n, in
 * functions/src/lib/budget/count-nodes.json, from which the Worker says how many requests a count
 * takes (functions/src/lib/budget/count-nodes.ts). Every count is a deterministic search, so each
 * total is a constant, counted here once: each counter counts n = 1, 2, … until the next count is
 * expected (by the model the Worker uses past the record) to pass CAP nodes. `parallel` is the
 * constellation counter under another name and the completions of an empty board walk the flags
 * tree, so neither is counted twice.
 *
 *   npm run measure:count-nodes                      # every counter: minutes on one core
 *   npm run measure:count-nodes -- --only=bitmask    # this counter; the others kept
 *   npm run measure:count-nodes -- --cap=1e9         # a smaller record, sooner
 */
import { cpus } from 'node:os'
import { readFileSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { COUNTERS } from '@nqueens/core'
import { modelCountNodes } from '../../functions/src/lib/budget/count-nodes.ts'
import { cpuMs } from '../stats.ts'

/** No count past this many nodes: brute-force's n = 10 (10^10), the largest it takes, still fits. */
const DEFAULT_CAP = 12e9

const { values } = parseArgs({ options: { cap: { type: 'string' }, only: { type: 'string' } } })
const cap = values.cap === undefined ? DEFAULT_CAP : Number(values.cap)
const only = values.only?.split(',')
// The options as given, for `generatedBy`.
const capArg = values.cap === undefined ? undefined : `--cap=${values.cap}`
const onlyArg = values.only === undefined ? undefined : `--only=${values.only}`
const out = new URL('../../functions/src/lib/budget/count-nodes.json', import.meta.url)

interface CountNodesFile {
  generatedBy: string
  date: string
  machine: string
  totals: Record<string, (number | null)[]>
}

const previous = only ? (JSON.parse(readFileSync(out, 'utf8')) as CountNodesFile) : undefined
const totals: Record<string, (number | null)[]> = {}
for (const counter of Object.values(COUNTERS)) {
  if (counter.id === 'parallel' || (only && !only.includes(counter.id))) continue
  const table: (number | null)[] = [null]
  for (let n = 1; n <= counter.maxN; n++) {
    if (n > 4 && modelCountNodes(table, n) > cap) break
    const start = process.cpuUsage()
    const result = counter.count(n, { budget: cap })
    if (result.status !== 'complete') break
    table.push(result.nodes)
    console.log(`${counter.id} n=${n}: ${result.nodes} nodes, ${Math.round(cpuMs(start))} ms`)
  }
  totals[counter.id] = table
}

const data: CountNodesFile = {
  generatedBy: `scripts/measure/count-nodes.ts${capArg ? ` ${capArg}` : ''}${onlyArg && previous ? ` ${onlyArg}; ${previous.generatedBy}, ${previous.date}` : ''}`,
  date: new Date().toISOString(),
  machine: `${cpus()[0]?.model.trim()}, ${cpus().length} cores, Node ${process.version}`,
  totals: { ...previous?.totals, ...totals },
}
writeFileSync(out, JSON.stringify(data, null, 2) + '\n')
console.log(`wrote ${out.pathname}`)
