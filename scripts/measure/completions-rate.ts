/**
 * @module
 * The speed of counted completions (core's `countCompletions`), for the budget policy: nodes per
 * CPU ms and the setup before the first node, by board size, with one queen pre-placed in the
 * corner (the walk then searches every other row, as a request with few queens does). Part of
 * scripts/measure/budget-table.ts; run alone, it updates only its own entries of measured.json:
 *
 *   npx tsx scripts/measure/completions-rate.ts
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { COMPLETIONS_ID, COMPLETIONS_MAX_N, countCompletions } from '@nqueens/core'
import { cpuMs, median, roundDown } from '../stats.ts'

/** From small boards, where a count is over in a few nodes, to the largest the walk accepts. */
const SIZES = [4, 5, 6, 7, 8, 10, 12, 14, 16, 20, 24, 32, 48, 64, 100, 128, 256, 512, 1000]
/** Nodes per timed run: a long run, as a request's single long count is. */
const CHUNK = 20_000_000
const RUNS = 3

/** functions/src/lib/budget/measured.json as the measurement scripts read and rewrite it. */
export interface MeasuredFile {
  generatedBy: string
  date: string
  spread: number
  io: { readNs: number; writeNs: number }
  nodesPerMs: Record<string, Record<string, number>>
  setupMs: Record<string, Record<string, number>>
  solveNodes: Record<string, unknown>
}

export interface CompletionsTable {
  rates: Record<string, number>
  setup: Record<string, number>
}

export function measureCompletions(sizes = SIZES): CompletionsTable {
  const table: CompletionsTable = { rates: {}, setup: {} }
  for (const n of sizes.filter((size) => size <= COMPLETIONS_MAX_N)) {
    const queens = new Int32Array(n).fill(-1)
    queens[0] = 0
    const setups: number[] = []
    const rates: number[] = []
    for (let i = 0; i < RUNS; i++) {
      let start = process.cpuUsage()
      countCompletions(n, { queens, budget: 1 })
      setups.push(cpuMs(start))
      start = process.cpuUsage()
      let nodes = 0
      while (cpuMs(start) < 150 || nodes === 0) {
        nodes += countCompletions(n, { queens, budget: CHUNK }).nodes
      }
      rates.push(nodes / cpuMs(start))
    }
    table.rates[n] = roundDown(median(rates))
    table.setup[n] = Math.ceil(median(setups) * 100) / 100
    console.log(`  ${COMPLETIONS_ID} n=${n}: ${table.rates[n]}/ms, setup ${table.setup[n]} ms`)
  }
  return table
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const out = new URL('../../functions/src/lib/budget/measured.json', import.meta.url)
  const data = JSON.parse(readFileSync(out, 'utf8')) as MeasuredFile
  const table = measureCompletions()
  data.nodesPerMs[COMPLETIONS_ID] = table.rates
  data.setupMs[COMPLETIONS_ID] = table.setup
  writeFileSync(out, JSON.stringify(data, null, 2) + '\n')
  console.log(`updated ${COMPLETIONS_ID} in ${out.pathname}`)
}
