/**
 * @module
 * The device run's figures as one Markdown table (summary.md), from what gpu-device.sh left in its
 * output folder: gpu.json (gpu-measure), cli.jsonl (whole `nqueens count` processes, one per line:
 * `{ engine, n, ms, total }`) and ygch.jsonl (the CUDA peer: `{ n, ms, total }`). Each figure is
 * the best of its runs; a ratio is the other's time over WebGPU's.
 *
 *   node gpu-summary.mjs OUT_DIR
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

interface Line {
  engine?: string
  n: number
  ms: number
  total: string
}

const dir = process.argv[2]
if (!dir) throw new Error('usage: gpu-summary.mjs OUT_DIR')
const read = (name: string): string | undefined =>
  existsSync(join(dir, name)) ? readFileSync(join(dir, name), 'utf8') : undefined
const lines = (name: string): Line[] =>
  (read(name) ?? '')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Line)
const gpu = JSON.parse(read('gpu.json') ?? '{"timings":[],"checks":[],"sweep":[]}') as {
  adapter?: { name: string }
  checks: { n: number }[]
  timings: { n: number; bestMs: number; nodesPerS: number }[]
  sweep?: {
    n: number
    tuning: object
    ms: number
    model: { ratio: number; predictedMs: number }
  }[]
}
const best = (rows: Line[], n: number, engine?: string) => {
  const times = rows.filter((r) => r.n === n && (engine === undefined || r.engine === engine))
  return times.length ? Math.min(...times.map((r) => r.ms)) : undefined
}
const cli = lines('cli.jsonl')
const ygch = lines('ygch.jsonl')
const card = (read('gpu.txt') ?? gpu.adapter?.name ?? 'unknown').trim()
const ns = [
  ...new Set([...gpu.timings.map((t) => t.n), ...cli.map((r) => r.n), ...ygch.map((r) => r.n)]),
]
const cell = (ms: number | undefined) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(3)} s`)
const ratio = (ms: number | undefined, to: number | undefined) =>
  ms === undefined || to === undefined ? '–' : `${(ms / to).toFixed(2)}×`
const rows = ns
  .sort((a, b) => a - b)
  .map((n) => {
    const engine = gpu.timings.find((t) => t.n === n)
    const webgpuCli = best(cli, n, 'webgpu')
    const lanes = best(cli, n, 'lanes')
    const peer = best(ygch, n)
    return (
      `| ${n} | ${cell(engine?.bestMs)} | ${engine ? (engine.nodesPerS / 1e9).toFixed(1) : '–'} | ` +
      `${cell(webgpuCli)} | ${cell(lanes)} | ${ratio(lanes, webgpuCli)} | ${cell(peer)} | ` +
      `${ratio(peer, engine?.bestMs)} |`
    )
  })
const text = [
  `Card: ${card}. Checked exact against the published counts: n = ${gpu.checks.map((c) => c.n).join(', ') || 'none'}.`,
  '',
  '| n | WebGPU engine | G nodes/s | `nqueens count --engine webgpu` | `--engine lanes` | lanes ÷ webgpu | ygch CUDA | ygch ÷ engine |',
  '|---|---|---|---|---|---|---|---|',
  ...rows,
  '',
  // The schedule's knobs, each measured beside what the model predicts from the defaults' time.
  '| n | tuning | measured | model predicts | model ÷ ideal |',
  '|---|---|---|---|---|',
  ...(gpu.sweep ?? []).map(
    (s) =>
      `| ${s.n} | \`${JSON.stringify(s.tuning)}\` | ${cell(s.ms)} | ${cell(s.model.predictedMs)} | ` +
      `${s.model.ratio.toFixed(3)} |`,
  ),
  '',
].join('\n')
writeFileSync(join(dir, 'summary.md'), text)
process.stdout.write(text)
