/**
 * @module
 * Figures in docs/ that change with each measurement, written from the committed data instead of
 * by hand: the costed plan (site/src/data/costed-plan.json, scripts/measure/costed-plan.ts), the
 * race against the C yardstick (charts/src/benchmark.json, `npm run bench -- --race`) and the
 * jobs against one process (site/src/data/jobs.json, scripts/measure/jobs.ts).
 * Each stands in a doc between `<!-- figures:NAME -->` and `<!-- /figures:NAME -->`.
 *
 *   npm run docs:figures        # rewrites the figures in docs/ from the committed data
 *
 * scripts/docs/figures.test.ts fails while a doc's figures differ from the data.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import * as prettier from 'prettier'
import type { Race } from '@nqueens/charts/benchmark-schema'
import type { JobsData } from '../../site/src/data/jobs-schema.ts'
import type { PlanRow } from '../measure/costed-plan-prices.ts'

const ROOT = resolve(import.meta.dirname, '../..')

/** The committed costed plan, as costed-plan.ts writes it. */
export interface CostedPlan {
  measuredAt: string
  node: string
  /** The largest n whose nodes are recorded; past it they are modelled. */
  recordedTo: number
  nodesPerMs: number
  rows: PlanRow[]
}

/** The costed plan's table: measured rows as they are, extrapolated ones marked `*`. */
export function costedPlanTable(plan: CostedPlan): string {
  const head =
    '| n | units | nodes | CPU | messages | queue ops | invocations | dollars | wall at 250 |'
  const rule = '| --- | --- | --- | --- | --- | --- | --- | --- | --- |'
  const rows = plan.rows.map(
    (r) =>
      `| ${r.n}${r.measured ? '' : '\\*'} | ${r.units.toLocaleString('en')} | ${sci(r.nodes)} | ` +
      `${duration(r.cpuMs)} | ${sci(r.messages)} | ${sci(r.queueOps)} | ${sci(r.invocations)} | ` +
      `${money(r.dollars)} | ${duration(r.wallMs)} |`,
  )
  const measured = plan.rows.filter((r) => r.measured).map((r) => r.n)
  const note =
    `Measured ${plan.measuredAt.slice(0, 10)} on Node ${plan.node}: n = ${measured.join(', ')} ` +
    `counted (${Math.round(plan.nodesPerMs).toLocaleString('en')} nodes per CPU ms); nodes ` +
    `recorded to n = ${plan.recordedTo}, modelled past that.`
  return [head, rule, ...rows, '', note].join('\n')
}

/** A racer's ratio to the C yardstick and its time, where the run has them. */
type Racer = [ratio: number | undefined, ms: number | undefined]

/**
 * The race's table: each racer's whole time as a ratio to the C yardstick's, the fastest in bold,
 * with its own time where it passes a second; a column for `--engine webgpu` where the run had a
 * GPU, naming it (or its software adapter).
 */
export function raceTable(race: Race): string {
  if (!race.ran) return `The committed benchmark has no race (${race.reason}).`
  const peers = race.peers ?? []
  const gpu = race.gpuAdapter
  const gpuHead = gpu
    ? ` \`--engine webgpu\`, ${gpu.software ? `software adapter (${gpu.name}): not GPU speed` : gpu.name} |`
    : ''
  // Runs since the CLI had a GPU engine pin the lanes; earlier ones ran plain `nqueens count n`.
  const lanes = race.cliCommand.includes('--engine lanes') ? ' --engine lanes' : ''
  const head =
    '| n | C yardstick | `symmetry`, one thread | `constellation`, one thread | ' +
    `\`nqueens count n${lanes}\`, every core |` +
    gpuHead +
    peers.map((p) => ` ${p.label}, every core |`).join('')
  const rule = '|' + ' --- |'.repeat(5 + (gpu ? 1 : 0) + peers.length)
  const rows = race.rows.map((row) => {
    // The constellation counter is absent from races run before it existed.
    const racers: Racer[] = [
      [row.symmetryRatio, row.symmetryMs],
      [row.constellationRatio, row.constellationMs],
      [row.cliRatio, row.cliMs],
      ...(gpu ? [[row.gpuCliRatio, row.gpuCliMs] satisfies Racer] : []),
      ...(row.peers ?? []).map((p): Racer => [p.ratio, p.ms]),
    ]
    const best = Math.min(...racers.flatMap(([ratio]) => (ratio === undefined ? [] : [ratio])))
    // The fastest in bold; a time of its own past a second, where start-up no longer decides.
    const cell = ([ratio, time]: Racer) => {
      if (ratio === undefined) return '–'
      const text = ratio >= 0.1 ? ratio.toFixed(2) : ratio.toPrecision(2)
      const shown = ratio === best ? `**${text}×**` : `${text}×`
      return time !== undefined && time >= 1000 ? `${shown} (${ms(time)})` : shown
    }
    return `| ${row.n} | ${ms(row.yardstickMs)} | ${racers.map(cell).join(' | ')} |`
  })
  return [head, rule, ...rows].join('\n')
}

/** The jobs' table: each job's time from POST to done against the same count in one process. */
export function jobsTable(data: JobsData): string {
  const head =
    '| n | units | POST to done | one thread | job / one thread | every core (`countParallel`) |'
  const rule = '| --- | --- | --- | --- | --- | --- |'
  const rows = data.runs.map(
    (run) =>
      `| ${run.n} | ${run.units.toLocaleString('en')} | ${ms(run.jobMs)} | ` +
      `${ms(run.oneThreadMs)} | ${run.overhead.toFixed(2)}× | ${ms(run.parallelMs)} |`,
  )
  const note =
    `Measured ${data.date.slice(0, 10)} at ${data.commit} on ${data.machine.cores} cores ` +
    `(${data.machine.cpuModel}), Node ${data.machine.node}; every job exact.`
  return [head, rule, ...rows, '', note].join('\n')
}

/** `text` with the figures named `name` replaced by `figures`; throws when a doc lacks them. */
export function replaceFigures(text: string, name: string, figures: string): string {
  const start = `<!-- figures:${name} -->`
  const end = `<!-- /figures:${name} -->`
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  if (from < 0 || to < from) throw new Error(`no ${start} … ${end} in the doc`)
  return `${text.slice(0, from + start.length)}\n\n${figures}\n\n${text.slice(to)}`
}

/** Every doc with figures, and how to draw them from the committed data. */
export const FIGURES: { doc: string; name: string; draw: () => string }[] = [
  {
    doc: 'docs/deploy.md',
    name: 'costed-plan',
    draw: () => costedPlanTable(readJson('site/src/data/costed-plan.json') as CostedPlan),
  },
  {
    doc: 'docs/jobs.md',
    name: 'jobs',
    draw: () => jobsTable(readJson('site/src/data/jobs.json') as JobsData),
  },
  {
    doc: 'docs/benchmarks.md',
    name: 'race',
    draw: () => raceTable((readJson('charts/src/benchmark.json') as { race: Race }).race),
  },
]

/** A doc as it should be: its figures drawn from the data, formatted as Prettier formats it. */
export async function drawnDoc(doc: string): Promise<string> {
  let text = readFileSync(join(ROOT, doc), 'utf8')
  for (const figure of FIGURES.filter((f) => f.doc === doc)) {
    text = replaceFigures(text, figure.name, figure.draw())
  }
  const options = await prettier.resolveConfig(join(ROOT, doc))
  return prettier.format(text, { ...options, filepath: join(ROOT, doc) })
}

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(join(ROOT, path), 'utf8'))
}

/** Large counts as 1.2·10^9, small ones in full. */
export function sci(x: number): string {
  if (x < 1e4) return Math.round(x).toLocaleString('en')
  const e = Math.floor(Math.log10(x))
  return `${(x / 10 ** e).toFixed(1)}·10^${e}`
}

/** Dollars: under a cent as such, cents to $100, whole dollars past that. */
export function money(x: number): string {
  if (x < 0.01) return '< $0.01'
  return x < 100 ? `$${x.toFixed(2)}` : `$${Math.round(x).toLocaleString('en')}`
}

/** A duration in the largest unit that reads well, from seconds to years. */
export function duration(ms: number): string {
  const s = ms / 1000
  if (s < 120) return `${s.toFixed(s < 10 ? 1 : 0)} s`
  if (s < 7200) return `${(s / 60).toFixed(0)} min`
  if (s < 172800) return `${(s / 3600).toFixed(1)} h`
  if (s < 3.156e7 * 2) return `${(s / 86400).toFixed(0)} days`
  return `${sci(s / 3.156e7)} years`
}

function ms(value: number): string {
  if (value < 1000) return `${Math.round(value)} ms`
  return `${(value / 1000).toFixed(value < 100_000 ? 1 : 0)} s`
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const doc of new Set(FIGURES.map((f) => f.doc))) {
    writeFileSync(join(ROOT, doc), await drawnDoc(doc))
    console.log(`figures written into ${doc}`)
  }
}
