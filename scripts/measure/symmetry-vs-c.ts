/**
 * @module
 * Races the symmetry counter (one thread, in this process) and the parallel pool against the C
 * yardstick, alternating runs so that a shared, noisy machine treats both alike, and prints the
 * ratios (best and median). Also measures what the node budget costs: the same walk with its
 * budget check removed.
 *
 *   npx tsx scripts/measure/symmetry-vs-c.ts [n=16] [runs=3] [--parallel] [--budget]
 *
 * Needs a C compiler for the yardstick (scripts/yardstick/nq_count.c, built as the race builds it).
 */
import { spawnSync } from 'node:child_process'
import { parseArgs } from 'node:util'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { countParallel, symmetry } from '@nqueens/core'
import {
  baseBranches,
  openSearch,
  walkSearch,
  type SymmetrySearch as Search,
} from '@nqueens/core/internal'
import { cpuMs, median } from '../stats.ts'
import { buildYardstick } from '../yardstick/build.ts'

const { values, positionals } = parseArgs({
  options: {
    parallel: { type: 'boolean', default: false },
    budget: { type: 'boolean', default: false },
  },
  allowPositionals: true,
})
const numbers = positionals.map(Number)
const n = numbers[0] ?? 16
const runs = numbers[1] ?? 3
const binary = buildYardstick()

/** Wall and user-CPU seconds of one yardstick process. */
function yardstick(): { wall: number; cpu: number } {
  const run = spawnSync('bash', ['-c', `TIMEFORMAT='%R %U'; time ${binary} ${n} > /dev/null`], {
    encoding: 'utf8',
  })
  const [wall, cpu] = run.stderr.trim().split(/\s+/).map(Number)
  return { wall, cpu }
}

/** Wall and CPU seconds (all threads of this process) of one call. */
async function measure(run: () => unknown): Promise<{ wall: number; cpu: number }> {
  const cpu0 = process.cpuUsage()
  const t0 = performance.now()
  await run()
  return { wall: (performance.now() - t0) / 1000, cpu: cpuMs(cpu0) / 1000 }
}

/**
 * The walk without its budget check: the same source with the checks and the countdown removed,
 * written to a temporary module (its imports pointed back at the real files) and loaded.
 */
async function walkWithoutBudget(): Promise<(s: Search, limit: number) => number> {
  const url = new URL('../../core/src/count/symmetry/symmetry-walk.ts', import.meta.url)
  const text = readFileSync(url, 'utf8')
  let cuts = 0
  const cut = text
    .replace(/if \(left === 0\) return stopAt\([^)]*\)/g, () => (cuts++, ''))
    .replace(/if \(left === 0\) \{/g, () => (cuts++, 'if (false) {'))
    .replace(/^\s*left--$/gm, () => (cuts++, ''))
    .replace(
      /from '\.\/(symmetry-[a-z]+\.ts)'/g,
      (_, file: string) => `from '${new URL(file, url).href}'`,
    )
  if (cuts < 6) throw new Error('could not find the budget checks in symmetry-walk.ts')
  const file = join(mkdtempSync(join(tmpdir(), 'walk-')), 'walk-without-budget.ts')
  writeFileSync(file, cut)
  return ((await import(pathToFileURL(file).href)) as { walkSearch: typeof walkSearch }).walkSearch
}

function countWith(walk: (s: Search, limit: number) => number): number {
  let unique = 0
  for (const b of baseBranches(n)) {
    const s = openSearch(n, b.top, b.rows, 'unit')
    walk(s, -1)
    unique += s.orbits2 + s.orbits4 + s.orbits8
  }
  return unique
}

const show = (label: string, ratios: number[]): void =>
  console.log(
    `${label}: best ${Math.min(...ratios).toFixed(2)}×, median ${median(ratios).toFixed(2)}×`,
  )

const single: number[] = []
const singleCpu: number[] = []
const parallel: number[] = []
const budgetCost: number[] = []
for (let i = 0; i < runs; i++) {
  const c = yardstick()
  const s = await measure(() => symmetry.count(n))
  single.push(s.wall / c.wall)
  singleCpu.push(s.cpu / c.cpu)
  console.log(
    `run ${i + 1}: C ${c.wall.toFixed(2)} s (cpu ${c.cpu.toFixed(2)}), symmetry ${s.wall.toFixed(2)} s (cpu ${s.cpu.toFixed(2)})`,
  )
  if (values.parallel) {
    const c2 = yardstick()
    const p = await measure(() => countParallel(n))
    parallel.push(p.wall / c2.wall)
    console.log(
      `       C ${c2.wall.toFixed(2)} s, parallel ${p.wall.toFixed(2)} s (cpu ${p.cpu.toFixed(2)})`,
    )
  }
  if (values.budget) {
    const bare = await walkWithoutBudget()
    // Alternate which goes first, so that warming up favours neither.
    const first = i % 2 === 0
    const b0 = first ? undefined : await measure(() => countWith(walkSearch))
    const a = await measure(() => countWith(bare))
    const b = b0 ?? (await measure(() => countWith(walkSearch)))
    budgetCost.push(b.cpu / a.cpu)
    console.log(
      `       walk without budget check ${a.cpu.toFixed(2)} s, with ${b.cpu.toFixed(2)} s`,
    )
  }
}
console.log(`n = ${n}, ${runs} runs, ${new Date().toISOString()}`)
show('symmetry / C, wall', single)
show('symmetry / C, cpu', singleCpu)
if (parallel.length > 0) show('parallel / C, wall', parallel)
if (budgetCost.length > 0) show('with budget / without, cpu', budgetCost)
