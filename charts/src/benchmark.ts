/**
 * @module
 * The benchmark data, parsed with the same schema scripts/bench validated it with before writing.
 * Regenerate with `npm run bench` (see docs/benchmarks.md); never edit benchmark.json by hand.
 */
import raw from './benchmark.json'
import { BenchmarkSchema, type Benchmark } from './benchmark-schema.ts'

export const BENCHMARK: Benchmark = BenchmarkSchema.parse(raw)
