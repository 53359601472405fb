/**
 * @module
 * What the dashboard says of the GPU: the adapter under the WebGPU columns, the headline of
 * WebGPU against the CPU lanes, and why there are no WebGPU rows when there are none. A software
 * adapter (`npm run bench -- --software-gpu`) is named as such wherever its rows appear, and
 * never makes a headline or a chart line (`isChartable` in charts-data.ts): its times are a CPU's.
 */
import type { Adapter, Benchmark, CounterBench } from './benchmark-schema.ts'
import { formatMs } from './charts-data.ts'

/** The first clause of a reason: Dawn's advice on what to install follows the first `;`. */
function firstClause(reason: string): string {
  return reason.split(';')[0].trim()
}

/** What a WebGPU column says under its name: the GPU, or that it was none. */
export function adapterNote(adapter: Adapter): string {
  return adapter.software ? `software adapter: ${adapter.name}` : adapter.name
}

/** The WebGPU series of the timing table, if the run had one. */
function gpuSeries(bench: Benchmark): CounterBench | undefined {
  return bench.counters.find((c) => c.engine === 'webgpu')
}

/**
 * Why the run has no WebGPU rows, as a sentence; undefined when it has them. A run written
 * before the bench timed the GPU has no `gpu` at all.
 */
export function noGpuSentence(bench: Pick<Benchmark, 'gpu'>): string | undefined {
  if (bench.gpu === undefined) return 'No WebGPU rows: this run predates the GPU engine.'
  if (bench.gpu.ran) return undefined
  return `No WebGPU rows: no GPU on the benchmark's machine (${firstClause(bench.gpu.reason)}).`
}

/** The timing table's sentence about its WebGPU column, or about its absence. */
export function gpuTimingSentence(bench: Benchmark): string {
  const series = gpuSeries(bench)
  if (!series?.adapter) return noGpuSentence(bench) ?? ''
  if (series.adapter.software) {
    return `WebGPU ran on a software adapter (${series.adapter.name}), as --software-gpu asks, to test the pipeline: it runs on the CPU, so its column is not GPU speed, and the charts leave it out.`
  }
  return `WebGPU is core's WGSL kernel counting the whole split on ${series.adapter.name}, from the host's one thread; a run still going after four caps is stopped between its rounds of dispatches.`
}

/**
 * What the race says of the adapter its `--engine webgpu` column ran on, after the command: the
 * GPU, or that the adapter was software.
 */
export function gpuRaceNote(adapter: Adapter): string {
  return adapter.software
    ? `on a software adapter (${adapter.name}, --software-gpu), which runs on the CPU: not GPU speed.`
    : `the whole process on ${adapter.name}, Dawn's start-up included.`
}

/** A headline figure: a big value, what it is, and where it comes from. */
export interface Figure {
  value: string
  label: string
  detail: string
}

/**
 * The GPU's headline: how many times the lanes' speed WebGPU counted at the largest n they met
 * at, in the same run, on which adapter. Undefined when the run timed no GPU (none found, a
 * software adapter, or a run from before the GPU engine): `gpuAbsentSentence` says why in words.
 */
export function gpuHeadline(bench: Pick<Benchmark, 'gpu'>): Figure | undefined {
  const { gpu } = bench
  if (gpu === undefined || !gpu.ran || gpu.adapter.software) return undefined
  const row = gpu.againstLanes.at(-1)!
  const speed = row.lanesMs / row.gpuMs
  return {
    value: `${speed >= 10 ? Math.round(speed).toLocaleString('en-US') : speed.toPrecision(2)}×`,
    label: "WebGPU's speed against the CPU lanes",
    detail: `${gpu.adapter.name}, n = ${row.n}: ${formatMs(row.gpuMs)} ms against ${formatMs(row.lanesMs)} ms on ${gpu.lanesThreads} threads`,
  }
}

/**
 * Why the dashboard has no GPU headline, as a sentence beside the headlines; undefined when it
 * has one.
 */
export function gpuAbsentSentence(bench: Pick<Benchmark, 'gpu'>): string | undefined {
  const { gpu } = bench
  if (gpu === undefined) return 'WebGPU was not timed: this run predates the GPU engine.'
  if (!gpu.ran) {
    return `No GPU on the benchmark's machine, so WebGPU was not timed (${firstClause(gpu.reason)}): every figure here is the CPU's.`
  }
  if (gpu.adapter.software) {
    return `No GPU on the benchmark's machine: WebGPU ran on a software adapter (${gpu.adapter.name}) to test the bench, so its times are a CPU's and make no headline.`
  }
  return undefined
}
