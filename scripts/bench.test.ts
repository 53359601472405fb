import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { KNOWN_COUNTS } from '../core/src/board/known.ts'
import { getCounter } from '../core/src/count/index.ts'
import { BenchmarkSchema, type Benchmark } from '../site/src/data/schema.ts'

const ROOT = resolve(import.meta.dirname, '..')
const BENCH = ['--import', 'tsx', 'scripts/bench.ts']
/** Counts up to this n are recounted here; larger ones would make the test slow. */
const RECOUNT_MAX_N = 10

/** Every count the file records for n ≤ RECOUNT_MAX_N equals a fresh run of each counter named. */
function expectCountsMatchFreshRun(data: Benchmark): void {
  const small = data.counts.filter((row) => row.n <= RECOUNT_MAX_N)
  expect(small.length).toBeGreaterThanOrEqual(8)
  for (const row of small) {
    for (const id of row.by.filter((by) => by !== 'parallel')) {
      const fresh = getCounter(id).count(row.n)
      expect(fresh.total.toString(), `${id} at n = ${row.n}`).toBe(row.total)
      if (fresh.unique !== undefined && row.unique !== undefined) {
        expect(fresh.unique.toString(), `${id} unique at n = ${row.n}`).toBe(row.unique)
      }
    }
    expect(row.total).toBe(KNOWN_COUNTS[row.n]?.total.toString())
  }
}

describe('npm run bench -- --quick', () => {
  const out = mkdtempSync(join(tmpdir(), 'nqueens-bench-'))
  let data: Benchmark

  beforeAll(() => {
    execFileSync(process.execPath, [...BENCH, '--quick', '--out', out], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    data = BenchmarkSchema.parse(JSON.parse(readFileSync(join(out, 'benchmark.json'), 'utf8')))
  }, 120_000)
  afterAll(() => rmSync(out, { recursive: true, force: true }))

  it('writes a file that the site schema accepts, with the machine and the command', () => {
    expect(data.generatedBy).toBe(`npm run bench -- --quick --out ${out}`)
    expect(data.settings.quick).toBe(true)
    expect(data.machine.cores).toBeGreaterThan(0)
    expect(data.machine.node).toBe(process.version)
    expect(Date.parse(data.date)).toBeGreaterThan(Date.parse('2025-01-01'))
  })

  it('records counts that match a fresh core run and the OEIS reference for small n', () => {
    expectCountsMatchFreshRun(data)
  })

  it('times every counter from n = 4 until the cap, each row median of its runs', () => {
    expect(data.counters.map((c) => c.id)).toContain('bitmask')
    for (const counter of data.counters) {
      expect(counter.rows[0].n).toBe(4)
      const ns = counter.rows.map((row) => row.n)
      expect(ns).toEqual(ns.map((_, i) => 4 + i))
      const past = counter.rows.filter((row) => row.runs.some((ms) => ms > data.settings.capMs))
      // Only the last row may pass the cap: it ends the series.
      expect(past.every((row) => row === counter.rows.at(-1))).toBe(true)
    }
  })

  it('records a positive Worker nodes-per-millisecond figure', () => {
    expect(data.workerRate.nodesPerMs).toBeGreaterThan(0)
  })

  it('refuses arguments it does not know, with the usage text', () => {
    const result = spawnSync(process.execPath, [...BENCH, '--cap', 'soon'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
    expect(result.status).toBe(2)
    expect(result.stderr).toContain('--cap must be a whole number')
    expect(result.stderr).toContain('npm run bench --')
  })
})

describe('the committed site/src/data/benchmark.json', () => {
  const path = join(ROOT, 'site/src/data/benchmark.json')

  it('loads with the site schema and matches a fresh core run for small n', () => {
    expect(existsSync(path), 'run `npm run bench` to generate it').toBe(true)
    const data = BenchmarkSchema.parse(JSON.parse(readFileSync(path, 'utf8')))
    expect(data.settings.quick).toBe(false)
    expectCountsMatchFreshRun(data)
  })
})
