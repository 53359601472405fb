/**
 * @module
 * The counts gpu-startup.ts times, shared by its Node side and the page it bundles for Chromium:
 * each n in turn on one engine, with the start-up the engine reports for it.
 */
import type { GpuEngine } from '../../core/src/gpu/index.ts'

/** One count's start-up as the engine reports it, and its whole time. */
export interface CountStartup {
  n: number
  compiled: number
  startupMs: { kernel: number; layout: number; pipeline: number }
  totalMs: number
}

/** Counts each of `sizes` in turn on `engine`. */
export async function countAll(engine: GpuEngine, sizes: number[]): Promise<CountStartup[]> {
  const counts: CountStartup[] = []
  for (const n of sizes) {
    const started = Date.now()
    const { stats } = await engine.count(n)
    const { compiled, startupMs } = stats
    counts.push({ n, compiled, startupMs, totalMs: Date.now() - started })
  }
  return counts
}
