import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { KNOWN_COUNTS, getCounter } from '@nqueens/core'
import { BenchmarkSchema, type Benchmark } from '@nqueens/charts/benchmark-schema'

const ROOT = resolve(import.meta.dirname, '..')
const BENCH = ['--import', 'tsx', 'scripts/bench.ts']
/** Counts up to this n are recounted here; larger ones would make the test slow. */
const RECOUNT_MAX_N = 10

/** Every count the file records for n ≤ RECOUNT_MAX_N equals a fresh run of each counter named. */
function expectCountsMatchFreshRun(data: Benchmark): void {
  const small = data.counts.filter((row) => row.n <= RECOUNT_MAX_N)
  expect(small.length).toBeGreaterThanOrEqual(8)
  for (const row of small) {
    // `parallel` and `webgpu` are no core counters (scripts/bench.gpu.test.ts checks the GPU's).
    for (const id of row.by.filter((by) => by !== 'parallel' && by !== 'webgpu')) {
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
    expect(data.generatedBy).toBe(
      'npm run bench -- --quick --out <a folder outside the repository>',
    )
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

  it('re-runs 清水・林 figure 1: ①②③ doubling n from 8 until the mean passes the cap', () => {
    expect(data.paper.algorithms.map((a) => a.id)).toEqual(['boltzmann', 'swap-det', 'swap-random'])
    for (const algorithm of data.paper.algorithms) {
      const ns = algorithm.rows.map((row) => row.n)
      expect(ns).toEqual(ns.map((_, i) => 8 * 2 ** i))
      // Every row but the last is solved for every seed within the cap.
      for (const row of algorithm.rows.slice(0, -1)) {
        expect(row.status).toBe('solved')
        expect(row.runs.length).toBe(data.settings.seeds)
        expect(row.ms).toBeLessThanOrEqual(data.settings.capMs)
      }
    }
    const { startEnergy, million } = data.paper
    expect(startEnergy.map((e) => e.n)).toEqual([1000, 10_000, 100_000, 1_000_000])
    expect(startEnergy[0].meanPairs / startEnergy[0].n).toBeGreaterThan(0.5)
    expect(startEnergy[0].meanPairs / startEnergy[0].n).toBeLessThan(0.8)
    expect(million.n).toBe(10_000)
    expect(million.nodes).toBeGreaterThan(million.n)
  })

  it("re-runs the sources' experiments: brute force predicted and measured, the Java search, shuffle", () => {
    const { bruteForce, javaSearch, shuffle } = data.sources
    expect(bruteForce.total).toBe(KNOWN_COUNTS[bruteForce.n]!.total.toString())
    expect(bruteForce.nodes).toBe(bruteForce.n ** bruteForce.n)
    expect(bruteForce.predictedMs).toBeGreaterThan(0)
    const eight = javaSearch.find((row) => row.n === 8)!
    // The board the post prints, and it is the only completion of its two queens.
    expect(eight.board).toEqual([7, 1, 3, 8, 6, 4, 2, 5])
    expect(eight.completions).toBe('1')
    for (const row of javaSearch) expect([row.board[2], row.board[5]]).toEqual([3, 4])
    expect(shuffle.map((row) => row.n)).toEqual([4, 5, 6, 7, 8])
    // n!/Q(n): 24/2 at n = 4, 40320/92 at n = 8.
    expect(shuffle[0].expectedTries).toBe(12)
    expect(shuffle[4].expectedTries).toBeCloseTo(438.26, 2)
  })

  it('says whether it timed a GPU, and if not, why', () => {
    // This depends on the machine: scripts/bench.gpu.test.ts runs the bench with and without one.
    expect(data.gpu?.ran === true || (data.gpu?.reason.length ?? 0) > 0).toBe(true)
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

describe('the committed charts/src/benchmark.json', () => {
  const path = join(ROOT, 'charts/src/benchmark.json')

  it('loads with the site schema and matches a fresh core run for small n', () => {
    expect(existsSync(path), 'run `npm run bench` to generate it').toBe(true)
    const data = BenchmarkSchema.parse(JSON.parse(readFileSync(path, 'utf8')))
    expect(data.settings.quick).toBe(false)
    expectCountsMatchFreshRun(data)
  })
})
