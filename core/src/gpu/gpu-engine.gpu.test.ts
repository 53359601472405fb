import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readOeisCounts } from '../../../test/fixtures/oeis-counts.ts'
import { getSplit } from '../count/split.ts'
import type { SplitUnitResult } from '../count/unit-result.ts'
import { InvalidInputError } from '../errors.ts'
import { requestNodeGpuEngine } from '../node/dawn-engine.ts'
import { createGpuEngine } from './gpu-engine.ts'
import { GpuDeviceLostError } from './gpu-lost.ts'

// The engine on the adapter `npm run test:gpu` gives Dawn: SwiftShader, a software Vulkan driver.
// There is no skipping: without an adapter every test here fails, naming what is missing.
let gpu: Awaited<ReturnType<typeof requestNodeGpuEngine>>
beforeAll(async () => {
  gpu = await requestNodeGpuEngine({ allowSoftware: true })
})
afterAll(() => gpu?.device.destroy())

const split = getSplit('constellation')
const OEIS = readOeisCounts()

/** Every unit of n on the lanes (test/setup/lanes.ts loads them), by id. */
function lanesUnits(n: number): Map<number, SplitUnitResult> {
  const ids = split.plan(n).map((unit) => unit.id)
  const results = new Map<number, SplitUnitResult>()
  let next = 0
  split.countMany(
    n,
    () => (next < ids.length ? { id: ids[next++] } : undefined),
    (task, result) => results.set(task.id, result),
    { engine: 'lanes' },
  )
  return results
}

describe('the GPU engine on a software adapter', () => {
  it('compiles a search pipeline once a device and stack depth, for every count and engine there', async () => {
    // A device of its own, so that no earlier test compiled its pipelines.
    const fresh = await requestNodeGpuEngine({ allowSoftware: true })
    try {
      const first = await fresh.count(11)
      expect(first.stats.compiled).toBe(1)
      // n = 12's stacks round up to 11's eight entries: the pipeline is there.
      const second = await fresh.count(12)
      expect(second.stats.compiled).toBe(0)
      expect((await fresh.count(11)).stats.compiled).toBe(0)
      // Another engine on the device shares its kernel.
      const other = await createGpuEngine(fresh.device).count(12)
      expect(other.stats.compiled).toBe(0)
      expect(other.total).toBe(second.total)
      // n = 13 needs nine entries, rounded to 16: a second pipeline, once.
      expect((await fresh.count(13)).stats.compiled).toBe(1)
      expect((await fresh.count(13)).stats.compiled).toBe(0)
    } finally {
      fresh.device.destroy()
    }
  })

  it('names its engine and a software adapter', () => {
    expect(gpu.adapter.software).toBe(true)
    expect(gpu.adapter.name).toMatch(/swiftshader/i)
  })

  it.each(Array.from({ length: 14 }, (_, i) => i + 1))(
    'counts n = %i exactly, every unit as the lanes do, node for node',
    async (n) => {
      const counted = await gpu.count(n)
      const { total, unique } = OEIS[n - 1]
      expect({ total: counted.total, unique: counted.unique }).toEqual({ total, unique })
      expect(counted).toMatchObject({ engine: 'webgpu', status: 'complete', n })
      const lanes = lanesUnits(n)
      const ids = [...lanes.keys()]
      const { results } = await gpu.countUnits(n, ids)
      expect(results).toEqual(ids.map((id) => lanes.get(id)))
      expect(counted.firstRow).toEqual(
        ids.reduce(
          (sum, id) => sum.map((s, c) => s + lanes.get(id)!.firstRow[c]),
          new Array<bigint>(n).fill(0n),
        ),
      )
      expect(counted.nodes).toBe(ids.reduce((sum, id) => sum + lanes.get(id)!.nodes, 0))
    },
  )

  it('stops every dispatch after its passes and goes on exactly from the saved stacks', async () => {
    // 7 nodes an invocation per dispatch: each invocation's stack is written back and read again
    // between every two dispatches, and no round can visit more than 64 · 7 · 2 nodes.
    const tuning = { passes: 7, fixedPasses: true, slots: 64, dispatches: 2 }
    const counted = await gpu.count(11, { tuning })
    expect(counted.total).toBe(OEIS[10].total)
    expect(counted.stats.rounds).toBeGreaterThanOrEqual(Math.ceil(counted.nodes / (64 * 7 * 2)))
    expect(counted.stats.passes).toBe(7)
    expect(counted.stats.busy.some((busy) => busy === 64)).toBe(true)
  })

  it('hands work back at every dispatch when the queue always asks for more, and stays exact', async () => {
    // Every busy invocation gives every entry but its top, and all but one column of that, at
    // the end of each 50-pass dispatch; the host splits down to entries 2 levels from the last.
    const tuning = { minSplit: 2, lowWater: 1 << 20, slots: 128, passes: 50, fixedPasses: true }
    const counted = await gpu.count(13, { tuning })
    expect({ total: counted.total, unique: counted.unique }).toEqual({
      total: OEIS[12].total,
      unique: OEIS[12].unique,
    })
  })

  it('reports progress by nodes, rising to 1', async () => {
    const seen: number[] = []
    const counted = await gpu.count(12, {
      tuning: { passes: 20, fixedPasses: true, slots: 128, dispatches: 4 },
      onProgress: (fraction) => seen.push(fraction),
    })
    // n = 12's nodes are recorded: each round moves by the nodes it ran, at most 4 · 20 · 128.
    const step = (4 * 20 * 128) / counted.nodes
    expect(seen.length).toBeGreaterThan(1 / step)
    seen.forEach((f, i) => expect(f - (seen[i - 1] ?? 0)).toBeLessThanOrEqual(step + 1e-12))
    expect(seen[0]).toBeGreaterThan(step / 2)
    expect(seen).toEqual([...seen].sort((a, b) => a - b))
    expect(seen.at(-1)).toBe(1)
    expect(seen.filter((f) => f === 1)).toHaveLength(1)
  })

  it('stops at a cancel between rounds with its reason', async () => {
    const signal = { aborted: false, reason: new Error('cancelled by the test') }
    const counting = gpu.count(12, {
      tuning: { passes: 10, fixedPasses: true, slots: 64 },
      signal,
      onProgress: () => (signal.aborted = true),
    })
    await expect(counting).rejects.toThrow('cancelled by the test')
  })

  it('rejects with GpuDeviceLostError when the device goes mid-count, and never answers', async () => {
    const other = await requestNodeGpuEngine({ allowSoftware: true })
    let rounds = 0
    const counting = other.count(12, {
      tuning: { passes: 10, fixedPasses: true, slots: 64 },
      onProgress: () => {
        if (++rounds === 2) other.device.destroy()
      },
    })
    await expect(counting).rejects.toBeInstanceOf(GpuDeviceLostError)
  })

  it('refuses an n or a unit it does not have, as the CPU engines do', async () => {
    await expect(gpu.count(33)).rejects.toBeInstanceOf(InvalidInputError)
    await expect(gpu.count(0)).rejects.toThrow('must be an integer from 1 to 32, got 0')
    await expect(gpu.countUnits(8, [0, 0])).rejects.toThrow(/must be distinct integers/)
    await expect(gpu.countUnits(8, [78])).rejects.toThrow('from 0 to 77, got 78')
  })
})
