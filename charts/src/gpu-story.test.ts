import { describe, expect, it } from 'vitest'
import { BENCHMARK as committed } from './benchmark.ts'
import type { Benchmark, CounterBench } from './benchmark-schema.ts'
import { isChartable, maxN, timeVsN } from './charts-data.ts'
import {
  adapterNote,
  gpuAbsentSentence,
  gpuHeadline,
  gpuTimingSentence,
  noGpuSentence,
} from './gpu-story.ts'

// What the dashboard says of the GPU, on made-up runs (the committed one had no GPU): a run with a
// GPU, one on a software adapter, one that found none, and one from before the bench timed GPUs.
const gpuAdapter = { name: 'Example GPU', vendor: 'example', architecture: 'x', software: false }
const software = {
  name: 'SwiftShader driver',
  vendor: 'google',
  architecture: 'swiftshader',
  software: true,
}

function withGpu(adapter: typeof gpuAdapter): Benchmark {
  const lanes = committed.counters.find((c) => c.id === 'parallel')!
  const series: CounterBench = { ...lanes, id: 'webgpu', threads: 1, engine: 'webgpu', adapter }
  return {
    ...committed,
    counters: [...committed.counters, series],
    gpu: {
      ran: true,
      adapter,
      lanesThreads: 2,
      againstLanes: [
        { n: 16, total: '14772512', gpuMs: 40, lanesMs: 300, ratio: 0.133, rounds: 3 },
        { n: 17, total: '95815104', gpuMs: 90, lanesMs: 1800, ratio: 0.05, rounds: 3 },
      ],
    },
  }
}

describe('the GPU on the dashboard', () => {
  it('headlines the speed against the lanes at the largest n, on the named GPU', () => {
    expect(gpuHeadline(withGpu(gpuAdapter))).toEqual({
      value: '20×',
      label: "WebGPU's speed against the CPU lanes",
      detail: 'Example GPU, n = 17: 90.0 ms against 1,800 ms on 2 threads',
    })
    expect(noGpuSentence(withGpu(gpuAdapter))).toBeUndefined()
    expect(gpuAbsentSentence(withGpu(gpuAdapter))).toBeUndefined()
    expect(gpuTimingSentence(withGpu(gpuAdapter))).toContain('on Example GPU')
  })

  it('never reads a software adapter as GPU speed: no speed headline, no chart line', () => {
    const bench = withGpu(software)
    expect(gpuHeadline(bench)).toBeUndefined()
    expect(gpuAbsentSentence(bench)).toBe(
      "No GPU on the benchmark's machine: WebGPU ran on a software adapter (SwiftShader driver) to test the bench, so its times are a CPU's and make no headline.",
    )
    expect(adapterNote(software)).toBe('software adapter: SwiftShader driver')
    expect(gpuTimingSentence(bench)).toMatch(/software adapter .* not GPU speed/)
    expect(bench.counters.filter(isChartable).map((c) => c.id)).not.toContain('webgpu')
    expect(timeVsN(bench).series.map((s) => s.key)).not.toContain('webgpu')
    expect(maxN(bench).bars.map((b) => b.key)).not.toContain('webgpu')
  })

  it('charts WebGPU on a hardware adapter, and says on which', () => {
    const bench = withGpu(gpuAdapter)
    expect(timeVsN(bench).series.at(-1)).toMatchObject({ key: 'webgpu', label: 'WebGPU' })
    expect(timeVsN(bench).summary).toMatch(/ WebGPU ran on Example GPU\.$/)
    expect(maxN(bench).bars.at(-1)).toMatchObject({ key: 'webgpu' })
  })

  it("says there was no GPU on the benchmark's machine, and why, when it found none", () => {
    const reason = 'no WebGPU adapter was found; Dawn reaches GPUs through Vulkan: it needs …'
    const bench: Benchmark = { ...committed, gpu: { ran: false, reason } }
    const sentence =
      "No WebGPU rows: no GPU on the benchmark's machine (no WebGPU adapter was found)."
    expect(noGpuSentence(bench)).toBe(sentence)
    expect(gpuTimingSentence(bench)).toBe(sentence)
    expect(gpuHeadline(bench)).toBeUndefined()
    expect(gpuAbsentSentence(bench)).toBe(
      "No GPU on the benchmark's machine, so WebGPU was not timed (no WebGPU adapter was found): every figure here is the CPU's.",
    )
  })

  it('says a run from before the GPU engine has no WebGPU rows', () => {
    const bench: Benchmark = { ...committed, gpu: undefined }
    expect(noGpuSentence(bench)).toBe('No WebGPU rows: this run predates the GPU engine.')
    expect(gpuHeadline(bench)).toBeUndefined()
    expect(gpuAbsentSentence(bench)).toBe('WebGPU was not timed: this run predates the GPU engine.')
  })
})
