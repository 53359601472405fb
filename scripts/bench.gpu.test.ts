import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { KNOWN_COUNTS } from '@nqueens/core'
import { BenchmarkSchema, type Benchmark } from '@nqueens/charts/benchmark-schema'
import { OFFLINE_ENV } from './offline-env.ts'

// `npm run bench` on the adapter `npm run test:gpu` gives Dawn: SwiftShader, a software Vulkan
// driver. With --software-gpu the bench times it, and every WebGPU row says it is software; without
// the flag, or without any adapter, it records why and writes no WebGPU rows.
const ROOT = resolve(import.meta.dirname, '..')
const BENCH = ['--import', 'tsx', 'scripts/bench.ts', '--quick']
const dir = mkdtempSync(join(tmpdir(), 'nqueens-bench-gpu-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Runs the quick bench with `args` into a folder of its own; its file and its stderr. */
function bench(name: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const out = join(dir, name)
  const run = spawnSync(process.execPath, [...BENCH, ...args, '--out', out], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  })
  if (run.status !== 0) throw new Error(`the bench failed:\n${run.stderr}`)
  const file = join(out, 'benchmark.json')
  return {
    file,
    data: BenchmarkSchema.parse(JSON.parse(readFileSync(file, 'utf8'))),
    stderr: run.stderr,
  }
}

/** The lines of the bench's stderr that speak of WebGPU's rows (progress lines aside). */
const gpuLines = (stderr: string) => stderr.split('\n').filter((line) => /^WebGPU/.test(line))

describe('npm run bench -- --quick --software-gpu --race', () => {
  let data: Benchmark
  let file: string
  let stderr: string
  beforeAll(() => {
    ;({ data, file, stderr } = bench('software', ['--software-gpu', '--race']))
  }, 170_000)

  it('says once that it times a software adapter, whose rows are not GPU speed', () => {
    expect(gpuLines(stderr)).toEqual([
      expect.stringMatching(
        /^WebGPU on SwiftShader[^,]*, a software adapter \(--software-gpu\): its rows are not GPU speed$/,
      ),
    ])
  })

  it('times a webgpu series from n = 4, exact, naming its adapter as software', () => {
    const series = data.counters.find((c) => c.id === 'webgpu')!
    expect(series).toMatchObject({
      engine: 'webgpu',
      threads: 1,
      adapter: { software: true, name: expect.stringMatching(/swiftshader/i) },
    })
    expect(series.rows.map((row) => row.n)).toEqual(series.rows.map((_, i) => 4 + i))
    const complete = series.rows.filter((row) => row.status === 'complete')
    // How far it gets within the quick cap depends on the machine; n = 4 always completes.
    expect(complete[0]?.n).toBe(4)
    for (const row of complete) {
      expect(row.total, `n = ${row.n}`).toBe(KNOWN_COUNTS[row.n]!.total.toString())
      expect(row.unique, `n = ${row.n}`).toBe(KNOWN_COUNTS[row.n]!.unique.toString())
    }
    // Its counts join the counts table; the Worker's rate leaves the GPU out.
    expect(data.counts.filter((row) => row.by.includes('webgpu')).length).toBe(3 + complete.length)
    expect(data.workerRate.counters).not.toContain('webgpu')
  })

  it('meets the lanes in the same run, exact at each n, and names the adapter', () => {
    expect(data.gpu).toMatchObject({ ran: true, adapter: { software: true } })
    if (!data.gpu?.ran) return
    const parallel = data.counters.find((c) => c.id === 'parallel')!
    const top = Math.max(6, (parallel.maxNWithinCap ?? 4) + 1)
    expect(data.gpu.againstLanes.map((row) => row.n)).toEqual([top - 2, top - 1, top])
    for (const row of data.gpu.againstLanes) {
      expect(row.total).toBe(KNOWN_COUNTS[row.n]!.total.toString())
      expect(row.ratio / (row.gpuMs / row.lanesMs)).toBeCloseTo(1, 1)
    }
  })

  it('races nqueens count --engine lanes and --engine webgpu, on the same adapter', () => {
    expect(data.race).toMatchObject({
      ran: true,
      cliCommand: 'npm run -s nqueens -- count N --engine lanes --json',
      gpuCliCommand: 'npm run -s nqueens -- count N --engine webgpu --json',
      gpuAdapter: data.gpu?.ran ? data.gpu.adapter : 'no adapter',
    })
    if (!data.race.ran) return
    for (const row of data.race.rows) {
      expect(row.gpuCliMs).toBeGreaterThan(0)
      expect(row.gpuCliRatio! / (row.gpuCliMs! / row.yardstickMs)).toBeCloseTo(1, 1)
    }
  })

  describe('the dashboard drawn from it', () => {
    /** `npm run build` of the site from `benchmark` into a folder of its own: the dashboard's HTML. */
    function dashboard(name: string, benchmark: string): string {
      const outDir = join(dir, name)
      execFileSync(join(ROOT, 'node_modules/.bin/astro'), ['build', '--outDir', outDir], {
        cwd: ROOT,
        env: { ...process.env, ...OFFLINE_ENV, SITE_BENCHMARK: benchmark },
        stdio: ['ignore', 'ignore', 'pipe'],
      })
      return readFileSync(join(outDir, 'index.html'), 'utf8')
    }
    /** The series keys of a chart on the page, as its canvas carries them. */
    function chartKeys(html: string, id: string): string[] {
      const canvas = html.match(new RegExp(`id="${id}"[^]*?data-chart="([^"]*)"`))![1]
      const spec = JSON.parse(canvas.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as {
        series?: { key: string }[]
        bars?: { key: string }[]
      }
      return (spec.series ?? spec.bars ?? []).map((s) => s.key)
    }

    it('names the software adapter under WebGPU, and keeps it out of the charts and headlines', () => {
      const html = dashboard('site-software', file)
      const name = data.gpu?.ran ? data.gpu.adapter.name : 'no adapter'
      expect(html).toMatch(new RegExp(`class="engine"[^>]*>software adapter: ${name}<`))
      expect(html).toMatch(new RegExp(`class="adapter"[^>]*>software adapter: ${name}<`))
      expect(html).toContain('WebGPU ran on a software adapter')
      expect(html).toContain('not GPU speed')
      expect(chartKeys(html, 'time-vs-n')).not.toContain('webgpu')
      expect(chartKeys(html, 'max-n')).not.toContain('webgpu')
    }, 60_000)

    it('names a hardware adapter in the headlines, the tables and the charts', () => {
      // The same rows as if Dawn had named a GPU: a fixture, not a measurement.
      const adapter = {
        name: 'Example GPU 9000',
        vendor: 'example',
        architecture: 'x',
        software: false,
      }
      const raw = JSON.parse(readFileSync(file, 'utf8')) as Benchmark
      for (const counter of raw.counters) if (counter.adapter) counter.adapter = adapter
      if (raw.gpu?.ran) raw.gpu.adapter = adapter
      if (raw.race.ran) raw.race.gpuAdapter = adapter
      const fixture = join(dir, 'hardware.json')
      writeFileSync(fixture, JSON.stringify(raw))
      const html = dashboard('site-hardware', fixture)
      expect(html).toMatch(/class="engine"[^>]*>Example GPU 9000</)
      expect(html).toMatch(/class="adapter"[^>]*>Example GPU 9000</)
      expect(html).toContain('WebGPU&#39;s speed against the CPU lanes')
      expect(html).toMatch(
        /Example GPU 9000, n = \d+: [\d.,]+ ms against [\d.,]+ ms on \d+ threads/,
      )
      expect(html).not.toContain('software adapter')
      expect(chartKeys(html, 'time-vs-n')).toContain('webgpu')
      expect(chartKeys(html, 'max-n')).toContain('webgpu')
    }, 60_000)
  })
})

describe('npm run bench -- --quick, with no GPU to time', () => {
  it('leaves out a software adapter it was not asked to time, saying why', () => {
    const { data, stderr } = bench('refused', [])
    const reason =
      /^the only WebGPU adapter is a software one \(SwiftShader[^)]*\), slower than the CPU; /
    expect(data.gpu).toEqual({ ran: false, reason: expect.stringMatching(reason) })
    expect(data.counters.map((c) => c.engine)).not.toContain('webgpu')
    expect(gpuLines(stderr)).toEqual([
      `WebGPU rows left out: ${data.gpu?.ran ? '' : data.gpu?.reason}`,
    ])
  }, 120_000)

  it('records that there is no adapter, even with --software-gpu', () => {
    // The Vulkan loader finds no driver at all: the state of a machine without a GPU driver.
    const env = { ...process.env, VK_ICD_FILENAMES: '/nonexistent/icd.json' }
    const { data, stderr } = bench('none', ['--software-gpu'], env)
    expect(data.gpu).toEqual({
      ran: false,
      reason: expect.stringMatching(
        /^no WebGPU adapter was found; Dawn reaches GPUs through Vulkan/,
      ),
    })
    expect(data.counters.map((c) => c.id)).not.toContain('webgpu')
    expect(gpuLines(stderr)).toHaveLength(1)
  }, 120_000)
})
