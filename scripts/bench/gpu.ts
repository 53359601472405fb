/**
 * @module
 * The benchmark's WebGPU rows: core's GPU engine on the adapter Dawn finds in Node
 * (`requestNodeGpuEngine`), timed as a `webgpu` series beside the counters and against the CPU
 * lanes in alternating repeats. With no hardware adapter there are no rows, only the reason: a
 * software adapter (SwiftShader, llvmpipe) runs on the CPU, and is timed only when the bench is
 * asked to (`--software-gpu`, to test the pipeline), its rows then naming it as software.
 */
import { performance } from 'node:perf_hooks'
import {
  countParallel,
  GpuUnavailableError,
  requestNodeGpuEngine,
  type GpuEngine,
  type WebGpuDevice,
} from '@nqueens/core'
import type { Adapter, Gpu } from '@nqueens/charts/benchmark-schema'
import { median } from '../stats.ts'
import type { CountTarget } from './counters.ts'
import { roundMs, roundRatio } from './timed-run.ts'
import type { Progress } from './progress.ts'

/** The engine on this machine's adapter, or why there is none to time. */
export type BenchGpu =
  | { engine: GpuEngine & { device: WebGpuDevice }; adapter: Adapter }
  | { engine?: undefined; reason: string }

/**
 * Opens the GPU engine on the high-performance adapter; a software one only with
 * `allowSoftware`. A missing package, adapter or device gives the reason Dawn's host states
 * (`GpuUnavailableError`); anything else is a fault, and stops the bench.
 */
export async function openBenchGpu(allowSoftware: boolean): Promise<BenchGpu> {
  try {
    const engine = await requestNodeGpuEngine({ allowSoftware })
    return { engine, adapter: engine.adapter }
  } catch (error) {
    if (error instanceof GpuUnavailableError) return { reason: error.message }
    throw error
  }
}

/** A GPU run is stopped once it has taken this many caps, as a CPU run is by its node budget. */
export const GPU_STOP_CAPS = 4

/** Thrown into a GPU count (as its signal's reason) when the run passes its time limit. */
const OVER_CAP = new Error('past the time limit')

/**
 * The GPU engine as a counter of the timing table: `count(n)`, the whole split on the GPU, from
 * the host's one thread. The engine checks `signal` between rounds of dispatches; a run still
 * going after `GPU_STOP_CAPS` caps is stopped there and reported partial, with no nodes (the
 * GPU's counts are read back only at the end).
 */
export function gpuTarget(engine: GpuEngine, capMs: number): CountTarget {
  return {
    id: 'webgpu',
    threads: 1,
    maxN: 32,
    adapter: engine.adapter,
    async count(n) {
      const start = performance.now()
      const signal = {
        get aborted() {
          return performance.now() - start > GPU_STOP_CAPS * capMs
        },
        reason: OVER_CAP,
      }
      try {
        const result = await engine.count(n, { signal })
        const { total, unique, nodes } = result
        return { status: 'complete', total, unique, nodes, engine: result.engine }
      } catch (error) {
        if (error !== OVER_CAP) throw error
        return { status: 'partial', total: 0n, nodes: 0, engine: 'webgpu' }
      }
    },
  }
}

/**
 * WebGPU against the CPU lanes: at each n, `countParallel(n)` on `threads` threads and the engine's
 * `count(n)`, both in this process, in turn, `repeats` times (alternation spreads a noisy
 * neighbour's load over both), after one untimed count on the GPU; medians, and their ratio (GPU
 * ÷ lanes). Totals that differ stop the bench.
 */
export async function gpuAgainstLanes(
  engine: GpuEngine,
  options: { sizes: number[]; repeats: number; threads: number },
  progress: Progress,
): Promise<Gpu> {
  const { sizes, repeats } = options
  const againstLanes = []
  for (const [index, n] of sizes.entries()) {
    const gpuMs: number[] = []
    const lanesMs: number[] = []
    let total = ''
    // The GPU builds a pipeline for each depth of stack on first use: not a cost of the repeats.
    progress.update(index / sizes.length, `n=${n} WebGPU, untimed`)
    await engine.count(n)
    for (let repeat = 0; repeat < repeats; repeat++) {
      const at = (part: number) => (index + (repeat + part / 2) / repeats) / sizes.length
      progress.update(at(0), `n=${n} lanes`)
      let start = performance.now()
      const lanes = await countParallel(n, {
        threads: options.threads,
        onProgress: (f) => progress.update(at(f), `n=${n} lanes`),
      })
      lanesMs.push(performance.now() - start)
      progress.update(at(1), `n=${n} WebGPU`)
      start = performance.now()
      const gpu = await engine.count(n, {
        onProgress: (f) => progress.update(at(1 + f), `n=${n} WebGPU`),
      })
      gpuMs.push(performance.now() - start)
      if (gpu.total !== lanes.total) {
        throw new Error(
          `WebGPU against the lanes at n = ${n}: lanes ${lanes.total}, GPU ${gpu.total}`,
        )
      }
      total = gpu.total.toString()
    }
    const row = {
      n,
      total,
      gpuMs: roundMs(median(gpuMs)),
      lanesMs: roundMs(median(lanesMs)),
      ratio: roundRatio(median(gpuMs) / median(lanesMs)),
      rounds: repeats,
    }
    againstLanes.push(row)
    progress.log(
      `  n=${n}: lanes ×${options.threads} ${row.lanesMs} ms · WebGPU ${row.gpuMs} ms (${row.ratio}×)`,
    )
  }
  return { ran: true, adapter: engine.adapter, lanesThreads: options.threads, againstLanes }
}

/**
 * The sizes WebGPU meets the lanes at: the largest n the lanes counted within the cap, the one
 * below it and the one past it, where the GPU's start-up no longer decides alone.
 */
export function againstLanesSizes(lanesReach: number | null, firstN: number): number[] {
  const top = Math.max(firstN + 2, (lanesReach ?? firstN) + 1)
  return [top - 2, top - 1, top]
}
