/**
 * @module
 * The GPU engine measured on the machine it runs on: run by scripts/measure/gpu-device.sh from a
 * bundle (scripts/measure/gpu-bundle.sh), where no npm and no network are. In one process, on the
 * high-performance adapter Dawn finds:
 *
 * 1. checks every n from 4 to `--check-to` against the published counts (any difference fails);
 * 2. times each n of `--time` (wall time of `engine.count`, the device opened and the kernel
 *    compiled beforehand), repeating while the time allows, and stops before an n its forecast
 *    (the last time × 8) would not finish within `--seconds` in all;
 * 3. with `--sweep N`, times N once per tuning of the list below (the schedule's knobs), each
 *    beside the schedule model's prediction for it (gpu-schedule/predict.ts, on a sample of
 *    about `--model-sample` nodes walked here on the CPU): its makespan in passes against the
 *    ideal, and the time it predicts from the defaults' measured time; then in alternating
 *    rounds against a device whose shaders Dawn compiles without its bounds checks
 *    (`disable_robustness`), to learn what they cost.
 *
 * It prints one JSON object on stdout; progress goes to stderr.
 *
 *   node gpu-measure.mjs --counts oeis-counts.json [--check-to 17] [--time 18,19,20,21]
 *     [--seconds 240] [--sweep 19] [--model-sample 1e8] [--allow-software]
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import {
  requestGpuEngine,
  requestNodeGpuEngine,
  type GpuEngine,
  type GpuTuning,
} from '@nqueens/core'
import { create } from 'webgpu'
import { predict } from './gpu-schedule/predict.ts'

const { values } = parseArgs({
  options: {
    counts: { type: 'string' },
    'check-to': { type: 'string', default: '17' },
    time: { type: 'string', default: '18,19,20,21' },
    seconds: { type: 'string', default: '240' },
    sweep: { type: 'string' },
    'model-sample': { type: 'string', default: '1e8' },
    'allow-software': { type: 'boolean', default: false },
  },
})
if (!values.counts) throw new Error('--counts: the path of oeis-counts.json is required')
const published = (
  JSON.parse(readFileSync(values.counts, 'utf8')) as {
    counts: { n: number; total: string; unique: string }[]
  }
).counts
const deadline = performance.now() + Number(values.seconds) * 1000
const log = (line: string) => process.stderr.write(`gpu-measure: ${line}\n`)

/** Tunings the sweep tries, each against the defaults: the schedule's knobs. */
const SWEEP: Partial<GpuTuning>[] = [
  {},
  { slots: 1 << 15 },
  { slots: 1 << 16 },
  { slots: 1 << 18 },
  { passes: 1 << 10 },
  { passes: 1 << 14 },
  { tail: 0 },
  { tail: 16 },
  { tail: 64 },
  { lowWater: 1 << 16 },
  { lowWater: 1 << 19 },
  { minSplit: 3 },
  { minSplit: 6 },
  { dispatches: 1 },
  { dispatches: 8 },
]

const opened = performance.now()
const engine = await requestNodeGpuEngine({ allowSoftware: values['allow-software'] })
const openMs = performance.now() - opened
log(`adapter ${engine.adapter.name} (${engine.adapter.vendor} ${engine.adapter.architecture})`)

async function timed(n: number, tuning?: Partial<GpuTuning>, on: GpuEngine = engine) {
  const started = performance.now()
  const result = await on.count(n, { tuning })
  const ms = performance.now() - started
  const known = published[n - 1]
  const exact = result.total === BigInt(known.total) && result.unique === BigInt(known.unique)
  if (!exact) {
    throw new Error(
      `n = ${n}: counted ${result.total} (${result.unique} unique), published ${known.total}`,
    )
  }
  return { ms: Math.round(ms * 10) / 10, nodes: result.nodes, stats: result.stats }
}

const checks = []
for (let n = 4; n <= Number(values['check-to']); n++) {
  const { ms } = await timed(n)
  checks.push({ n, ms })
  log(`n = ${n} exact (${ms} ms)`)
}

const timings = []
let forecast = 0
for (const n of values.time.split(',').map(Number)) {
  if (performance.now() + forecast > deadline) {
    log(`n = ${n} skipped: its forecast (${Math.round(forecast)} ms) passes the time left`)
    break
  }
  const runs: number[] = []
  let last
  do {
    last = await timed(n)
    runs.push(last.ms)
    log(`n = ${n}: ${last.ms} ms`)
  } while (runs.length < 3 && performance.now() + last.ms < deadline && last.ms < 10_000)
  const best = Math.min(...runs)
  timings.push({
    n,
    runs,
    bestMs: best,
    nodes: last.nodes,
    nodesPerS: Math.round((last.nodes / best) * 1000),
    // Each round's busy invocations and passes, as the schedule model plays them.
    stats: last.stats,
  })
  forecast = best * 8
}

const sweep = []
if (values.sweep !== undefined) {
  const n = Number(values.sweep)
  let defaultMs = 0
  let defaultPasses = 0
  for (const tuning of SWEEP) {
    if (performance.now() > deadline) break
    const { ms, stats } = await timed(n, tuning)
    const model = predict(n, tuning, { exact: false, sample: Number(values['model-sample']) })
    if (defaultMs === 0) [defaultMs, defaultPasses] = [ms, model.makespanPasses]
    const predictedMs = Math.round((defaultMs * model.makespanPasses) / defaultPasses)
    const { makespanPasses, idealPasses, ratio, sampled } = model
    sweep.push({
      n,
      tuning,
      ms,
      rounds: stats.rounds,
      passes: stats.passes,
      model: { makespanPasses, idealPasses, ratio, sampled, predictedMs },
    })
    log(
      `sweep n = ${n} ${JSON.stringify(tuning)}: ${ms} ms (model: ${predictedMs} ms, ${ratio}x ideal)`,
    )
  }
}

const robustness = []
if (values.sweep !== undefined && performance.now() < deadline) {
  const n = Number(values.sweep)
  // Kept for as long as its device lives: Dawn crashes when it is collected first.
  const unchecked = create(['enable-dawn-features=disable_robustness'])
  const bare = await requestGpuEngine(unchecked, { allowSoftware: values['allow-software'] })
  for (let round = 0; round < 3 && performance.now() < deadline; round++) {
    const checked = (await timed(n)).ms
    const without = (await timed(n, undefined, bare)).ms
    robustness.push({ n, checked, without })
    log(`robustness n = ${n}: with bounds checks ${checked} ms, without ${without} ms`)
  }
  bare.device.destroy()
}

engine.device.destroy()
process.stdout.write(
  JSON.stringify({
    adapter: engine.adapter,
    openMs: Math.round(openMs),
    checks,
    timings,
    sweep,
    robustness,
  }) + '\n',
)
