// The benchmark data, parsed with the same schema scripts/bench validated it with before writing.
// Regenerate with `npm run bench` (see README, "Benchmarks"); never edit benchmark.json by hand.
import raw from './benchmark.json'
import { BenchmarkSchema, type Benchmark } from './schema.ts'

export const BENCHMARK: Benchmark = BenchmarkSchema.parse(raw)
