/**
 * @module
 * The dashboard's charts as plain data, built once from the benchmark: the canvas charts (through
 * `data-chart`), their tables, the embed pages and the SVG twins all draw from the same spec.
 */
import { algorithmLabel } from './labels.ts'
import type { Benchmark, CounterBench } from './benchmark-schema.ts'
import { formatSlope, paperSeries } from './paper.ts'

export interface Point {
  x: number
  y: number
  /** Spread over seeds, when there is one. */
  low?: number
  high?: number
}

export interface Series {
  key: string
  label: string
  points: Point[]
  /** Its place among the chart's series when some were left out, so it keeps its colour. */
  colorIndex?: number
}

export interface Axis {
  label: string
  log: boolean
}

export interface LineChart {
  kind: 'line'
  id: ChartId
  title: string
  /** The title in Latin script, for link-preview cards, whose font has no other (chart-card.ts). */
  cardTitle?: string
  /** One sentence for `aria-label` and the embed page. */
  summary: string
  x: Axis
  y: Axis
  series: Series[]
  /** A horizontal line at the cap, in y units. */
  capY?: number
}

export interface BarChart {
  kind: 'bar'
  id: ChartId
  title: string
  summary: string
  valueLabel: string
  bars: { key: string; label: string; value: number; colorIndex?: number }[]
}

export type Chart = LineChart | BarChart

export const CHART_IDS = ['time-vs-n', 'max-n', 'local-search', 'paper'] as const
export type ChartId = (typeof CHART_IDS)[number]

/**
 * A series the charts draw: every CPU counter, and WebGPU on a hardware adapter. WebGPU on a
 * software one (`--software-gpu`) runs on the CPU: a line of it would read as GPU speed, so only
 * the tables show it, named as software.
 */
export function isChartable(counter: CounterBench): boolean {
  return counter.engine !== 'webgpu' || counter.adapter?.software === false
}

/** The sentence a chart adds when it has a WebGPU series: on which GPU. */
function gpuNote(counters: CounterBench[]): string {
  const adapter = counters.find((c) => c.engine === 'webgpu')?.adapter
  return adapter ? ` WebGPU ran on ${adapter.name}.` : ''
}

/** Time against n for every counter: the classic "how far in one second" picture. */
export function timeVsN(bench: Benchmark): LineChart {
  const counters = bench.counters.filter(isChartable)
  return {
    kind: 'line',
    id: 'time-vs-n',
    title: 'Counting time against n',
    summary: `Median time to count all solutions, per algorithm, for n from 4 until a run passes ${bench.settings.capMs} ms; time on a log scale.${gpuNote(counters)}`,
    x: { label: 'n (board size)', log: false },
    y: { label: 'time (ms, log scale)', log: true },
    capY: bench.settings.capMs,
    series: counters.map((counter) => ({
      key: counter.id,
      label: `${algorithmLabel(counter.id)}${counter.threads > 1 ? ` (${counter.threads} threads)` : ''}`,
      points: counter.rows
        .filter((row) => row.status === 'complete')
        .map((row) => ({ x: row.n, y: Math.max(row.ms, 0.001) })),
    })),
  }
}

/** The largest n each counter finishes within the cap. */
export function maxN(bench: Benchmark): BarChart {
  const counters = bench.counters.filter(isChartable)
  return {
    kind: 'bar',
    id: 'max-n',
    title: `Largest n counted within ${formatCap(bench.settings.capMs)}`,
    summary: `The largest board size each counting algorithm finishes within ${formatCap(bench.settings.capMs)} (median of ${plural(bench.settings.runs, 'run')}).${gpuNote(counters)}`,
    valueLabel: 'largest n',
    bars: counters.map((counter) => ({
      key: counter.id,
      label: algorithmLabel(counter.id),
      value: counter.maxNWithinCap ?? 0,
    })),
  }
}

/** Local search: solver time against n, both on log scales; a slope of 1 is linear time. */
export function localSearch(bench: Benchmark): LineChart {
  return {
    kind: 'line',
    id: 'local-search',
    title: 'Finding one solution for large n',
    summary: `Median solver time over ${plural(bench.settings.seeds, 'seed')} against n, both on log scales, for the finders that reach large boards.`,
    x: { label: 'n (queens, log scale)', log: true },
    y: { label: 'time (ms, log scale)', log: true },
    capY: bench.settings.capMs,
    // A finder stopped at its first size has no line to draw; the table still lists it.
    series: bench.localSearch
      .map((finder) => ({
        key: finder.id,
        label: algorithmLabel(finder.id),
        points: finder.rows
          .filter((row) => row.status === 'solved')
          .map((row) => ({
            x: row.n,
            y: Math.max(row.ms, 0.001),
            low: Math.max(row.msMin, 0.001),
            high: Math.max(row.msMax, 0.001),
          })),
      }))
      .filter((series) => series.points.length > 0),
  }
}

/** 清水・林 (1990) figure 1 re-run: ①②③ on log–log axes, each label with its fitted slope. */
export function paperFigure(bench: Benchmark): LineChart {
  return {
    kind: 'line',
    id: 'paper',
    title: '清水・林 (1990), figure 1, re-run here',
    cardTitle: 'Shimizu & Hayashi (1990), figure 1, re-run here',
    summary: `Mean solver CPU time over ${plural(bench.settings.seeds, 'seed')} against n, both on log scales, for the paper's three algorithms, each from n = 8 doubling until the mean passes ${formatCap(bench.settings.capMs)}; the slope of a fitted line is the power of n.`,
    x: { label: 'n (queens, log scale)', log: true },
    y: { label: 'CPU time (ms, log scale)', log: true },
    capY: bench.settings.capMs,
    series: paperSeries(bench).map((series) => ({
      key: series.id,
      label: `${series.label} (${formatSlope(series.fit)})`,
      points: series.points.map((p) => ({
        x: p.n,
        y: Math.max(p.ms, 0.001),
        low: Math.max(p.low, 0.001),
        high: Math.max(p.high, 0.001),
      })),
    })),
  }
}

export function buildCharts(bench: Benchmark): Record<ChartId, Chart> {
  return {
    'time-vs-n': timeVsN(bench),
    'max-n': maxN(bench),
    'local-search': localSearch(bench),
    paper: paperFigure(bench),
  }
}

export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`
}

export function formatCap(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`
}

/** Milliseconds as people read them: 0.042, 3.1, 870, 12 400. */
export function formatMs(ms: number): string {
  if (ms < 1) return ms.toFixed(3)
  if (ms < 10) return ms.toFixed(2)
  if (ms < 100) return ms.toFixed(1)
  return Math.round(ms).toLocaleString('en-US')
}

/** Exact decimal strings with thousands separators, without going through a float. */
export function formatCount(count: string): string {
  return count.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹'

/** Board sizes: 10⁶ for powers of ten from a thousand up, 300,000 otherwise. */
export function formatN(n: number): string {
  const exponent = Math.log10(n)
  if (n >= 1000 && Number.isInteger(exponent)) {
    return `10${[...String(exponent)].map((d) => SUPERSCRIPT[Number(d)]).join('')}`
  }
  return n.toLocaleString('en-US')
}

export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB']
  let value = bytes
  let unit = 0
  while (Math.abs(value) >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${value.toFixed(value >= 100 || unit === 0 ? 0 : 1)} ${units[unit]}`
}
