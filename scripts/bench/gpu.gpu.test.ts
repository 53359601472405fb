import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { KNOWN_COUNTS, type GpuEngine, type WebGpuDevice } from '@nqueens/core'
import {
  againstLanesSizes,
  GPU_STOP_CAPS,
  gpuAgainstLanes,
  gpuTarget,
  openBenchGpu,
} from './gpu.ts'
import type { Progress } from './progress.ts'

// The bench's GPU parts on the adapter `npm run test:gpu` gives Dawn: SwiftShader, a software
// Vulkan driver. Without it every test here fails, naming what is missing.
const quiet: Progress = { phase() {}, update() {}, log() {}, end() {} }
let engine: GpuEngine & { device: WebGpuDevice }
beforeAll(async () => {
  const opened = await openBenchGpu(true)
  if (opened.engine === undefined) throw new Error(`no adapter for the GPU tests: ${opened.reason}`)
  engine = opened.engine
})
afterAll(() => engine?.device.destroy())

describe("the bench's GPU on a software adapter", () => {
  it('refuses a software adapter unless asked, giving the reason', async () => {
    const refused = await openBenchGpu(false)
    expect(refused.engine).toBeUndefined()
    expect('reason' in refused && refused.reason).toMatch(
      /^the only WebGPU adapter is a software one \(SwiftShader[^)]*\), slower than the CPU; /,
    )
    expect(engine.adapter).toMatchObject({
      software: true,
      name: expect.stringMatching(/swiftshader/i),
    })
  })

  it('counts the timing table exactly, as the webgpu series naming its adapter', async () => {
    const target = gpuTarget(engine, 60_000)
    expect(target).toMatchObject({ id: 'webgpu', threads: 1, adapter: engine.adapter })
    for (let n = 1; n <= 11; n++) {
      const outcome = await target.count(n, undefined)
      expect(outcome, `n = ${n}`).toMatchObject({
        status: 'complete',
        total: KNOWN_COUNTS[n]!.total,
        unique: KNOWN_COUNTS[n]!.unique,
        engine: 'webgpu',
      })
    }
  })

  it(`stops a run past ${GPU_STOP_CAPS} caps between rounds, and the engine counts on after it`, async () => {
    // A 1 ms cap: n = 16 takes many rounds of dispatches here, and is stopped after its first.
    expect(await gpuTarget(engine, 1).count(16, undefined)).toEqual({
      status: 'partial',
      total: 0n,
      nodes: 0,
      engine: 'webgpu',
    })
    const full = await gpuTarget(engine, 60_000).count(14, undefined)
    expect(full).toMatchObject({ status: 'complete', total: KNOWN_COUNTS[14]!.total })
  })

  it('meets the lanes in alternating repeats: exact totals, medians and their ratio', async () => {
    const gpu = await gpuAgainstLanes(engine, { sizes: [9, 10], repeats: 2, threads: 2 }, quiet)
    expect(gpu).toMatchObject({ ran: true, adapter: engine.adapter, lanesThreads: 2 })
    if (!gpu.ran) return
    expect(gpu.againstLanes.map((row) => [row.n, row.total, row.rounds])).toEqual([
      [9, '352', 2],
      [10, '724', 2],
    ])
    for (const row of gpu.againstLanes) {
      expect(row.gpuMs).toBeGreaterThan(0)
      expect(row.ratio / (row.gpuMs / row.lanesMs)).toBeCloseTo(1, 1)
    }
  })

  it('meets the lanes around the largest n they count within the cap', () => {
    expect(againstLanesSizes(16, 4)).toEqual([15, 16, 17])
    expect(againstLanesSizes(null, 4)).toEqual([4, 5, 6])
    expect(againstLanesSizes(4, 4)).toEqual([4, 5, 6])
  })
})
