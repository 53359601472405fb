import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { BenchmarkSchema, type Benchmark } from '@nqueens/charts/benchmark-schema'

const BENCHMARK_FILE = 'benchmark.json'

/**
 * Validates with the schema the site reads it with, then writes `benchmark.json`; a file the site
 * could not load is never written. Returns the path.
 */
export function writeBenchmark(data: Benchmark, outDir: string): string {
  const validated = BenchmarkSchema.parse(data)
  mkdirSync(outDir, { recursive: true })
  const path = join(outDir, BENCHMARK_FILE)
  writeFileSync(path, JSON.stringify(validated, null, 2) + '\n')
  return path
}
