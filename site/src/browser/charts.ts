/**
 * @module
 * Draws `<canvas data-chart>` elements with Chart.js: all at once (startCharts, the embeds) or
 * one by one as they come into view (drawChart, through chart-loader.ts). The spec comes from the element's
 * `data-chart` attribute (built at build time by charts-data.ts); colours come from the page's CSS
 * custom properties, so the charts follow light and dark mode and redraw when it changes.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  LogarithmicScale,
  PointElement,
  Tooltip,
  type ChartConfiguration,
  type Scale,
} from 'chart.js'
import type { BarChart, Chart as ChartSpec, LineChart } from '@nqueens/charts/charts-data'
import { isDecade, isSmall, lastLabelOverhang, formatLogTick, xLogTick } from './chart-ticks.ts'

// Only what these charts use, so the bundle stays small.
Chart.register(
  LineController,
  LineElement,
  PointElement,
  BarController,
  BarElement,
  LinearScale,
  LogarithmicScale,
  CategoryScale,
  Tooltip,
  Legend,
)

export interface Theme {
  series: string[]
  fg: string
  muted: string
  grid: string
  cap: string
}

function readTheme(): Theme {
  const style = getComputedStyle(document.documentElement)
  const read = (name: string) => style.getPropertyValue(name).trim()
  const series: string[] = []
  for (let i = 0; read(`--series-${i}`) !== ''; i++) series.push(read(`--series-${i}`))
  return {
    series: series.length > 0 ? series : ['#0072b2'],
    fg: read('--chart-fg') || '#1c2430',
    muted: read('--chart-muted') || '#5b6573',
    grid: read('--chart-grid') || '#e3e7ee',
    cap: read('--chart-cap') || '#b42318',
  }
}

export function lineConfig(spec: LineChart, theme: Theme): ChartConfiguration<'line'> {
  const color = (i: number) => theme.series[i % theme.series.length]
  const datasets: ChartConfiguration<'line'>['data']['datasets'] = spec.series.map((series, i) => ({
    label: series.label,
    data: series.points.map((p) => ({ x: p.x, y: p.y })),
    borderColor: color(series.colorIndex ?? i),
    backgroundColor: color(series.colorIndex ?? i),
    pointRadius: 3,
    borderWidth: 2,
  }))
  if (spec.capY !== undefined) {
    const xs = spec.series.flatMap((s) => s.points.map((p) => p.x))
    datasets.push({
      label: `cap (${spec.capY} ms)`,
      data: [
        { x: Math.min(...xs), y: spec.capY },
        { x: Math.max(...xs), y: spec.capY },
      ],
      borderColor: theme.cap,
      backgroundColor: theme.cap,
      borderDash: [6, 4],
      borderWidth: 1.5,
      pointRadius: 0,
    })
  }
  // Smaller in a small frame, where a log axis's decades (up to "10,000,000") stand close.
  const font = (context: { chart: { width: number; height: number } }) => ({
    size: isSmall(context.chart) ? 10 : 12,
  })
  // Log axes keep only their decades as ticks, then Chart.js leaves out whichever labels would
  // touch at this width (autoSkip), so "100,000" and "1,000,000" never run together on a phone.
  const tick = {
    color: theme.muted,
    maxRotation: 0,
    autoSkip: true,
    autoSkipPadding: 12,
    font,
    callback: (v: number | string) => formatLogTick(v),
  }
  const decadesOnly = (axis: Scale) => {
    axis.ticks = axis.ticks.filter((t) => isDecade(t.value))
  }
  return {
    type: 'line',
    data: { datasets },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      parsing: false,
      interaction: { mode: 'nearest', intersect: false },
      layout: { padding: { right: spec.x.log ? lastLabelOverhang(spec) : 0 } },
      plugins: {
        legend: {
          labels: {
            color: theme.fg,
            boxWidth: 12,
            // Smaller in a small frame, so that the legend leaves the plot its room.
            font: (context) => ({ size: isSmall(context.chart) ? 10 : 12 }),
          },
        },
        tooltip: {
          callbacks: {
            label: (item) => {
              const point = spec.series[item.datasetIndex]?.points[item.dataIndex]
              const spread =
                point?.low !== undefined && point.high !== undefined
                  ? ` (${point.low}–${point.high})`
                  : ''
              return `${item.dataset.label}: n=${(item.raw as { x: number }).x.toLocaleString('en-US')}, ${item.formattedValue} ms${spread}`
            },
          },
        },
      },
      scales: {
        // Chart.js types each scale type separately; the union of the two is what we build.
        x: {
          type: (spec.x.log ? 'logarithmic' : 'linear') as 'linear',
          title: { display: true, text: spec.x.label, color: theme.muted },
          ticks: spec.x.log
            ? { ...tick, callback: xLogTick(spec) }
            : { color: theme.muted, stepSize: 1, maxRotation: 0, font },
          afterBuildTicks: spec.x.log ? decadesOnly : undefined,
          grid: {
            color: (c) => (!spec.x.log || isDecade(c.tick.value) ? theme.grid : 'transparent'),
          },
        },
        y: {
          type: (spec.y.log ? 'logarithmic' : 'linear') as 'linear',
          title: { display: true, text: spec.y.label, color: theme.muted },
          ticks: tick,
          afterBuildTicks: spec.y.log ? decadesOnly : undefined,
          // Grid lines on decades only: the minor ones would crowd a log axis.
          grid: {
            color: (c) => (!spec.y.log || isDecade(c.tick.value) ? theme.grid : 'transparent'),
          },
        },
      },
    },
  }
}

function barConfig(spec: BarChart, theme: Theme): ChartConfiguration<'bar'> {
  return {
    type: 'bar',
    data: {
      labels: spec.bars.map((bar) => bar.label),
      datasets: [
        {
          label: spec.valueLabel,
          data: spec.bars.map((bar) => bar.value),
          backgroundColor: spec.bars.map(
            (bar, i) => theme.series[(bar.colorIndex ?? i) % theme.series.length],
          ),
        },
      ],
    },
    options: {
      indexAxis: 'y',
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      plugins: { legend: { display: false } },
      scales: {
        x: {
          beginAtZero: true,
          title: { display: true, text: spec.valueLabel, color: theme.muted },
          ticks: { color: theme.muted, stepSize: 1 },
          grid: { color: theme.grid },
        },
        y: { ticks: { color: theme.fg }, grid: { display: false } },
      },
    },
  }
}

/**
 * Where Chart.js laid out the plot, its axes and its legend, in CSS pixels of the canvas, kept as
 * the canvas's `data-layout` (`{ plot, x, y, legend }`, each `[left, top, right, bottom]`) after
 * every layout: what a reader of the page, or a test of a frame, can check is inside the canvas.
 */
const recordLayout = {
  id: 'recordLayout',
  afterLayout(chart: Chart) {
    const box = (b: { left: number; top: number; right: number; bottom: number } | undefined) =>
      b ? [b.left, b.top, b.right, b.bottom].map(Math.round) : undefined
    const { x, y } = chart.scales
    const legend = chart.options.plugins?.legend?.display === false ? undefined : chart.legend
    chart.canvas.dataset.layout = JSON.stringify({
      plot: box(chart.chartArea),
      x: box(x),
      y: box(y),
      legend: box(legend),
    })
  },
}
Chart.register(recordLayout)

/** The chart drawn on each canvas, to destroy before drawing it again. */
const drawn = new Map<HTMLCanvasElement, { destroy(): void }>()

function draw(canvas: HTMLCanvasElement, theme: Theme): void {
  const spec = JSON.parse(canvas.dataset.chart ?? '{}') as ChartSpec
  drawn.get(canvas)?.destroy()
  const chart =
    spec.kind === 'line'
      ? new Chart(canvas, lineConfig(spec, theme))
      : new Chart(canvas, barConfig(spec, theme))
  drawn.set(canvas, chart)
  canvas.dataset.drawn = 'true'
}

let followingScheme = false

/** Redraws every chart drawn so far when the reader's scheme flips (the colours live in CSS). */
function followScheme(): void {
  if (followingScheme) return
  followingScheme = true
  window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
    const theme = readTheme()
    for (const canvas of drawn.keys()) draw(canvas, theme)
  })
}

/** Draws one canvas now (chart-loader.ts calls it as the canvas comes into view). */
export function drawChart(canvas: HTMLCanvasElement): void {
  followScheme()
  draw(canvas, readTheme())
}

/**
 * Draws every chart on the page at once, and again when the reader's scheme flips. Pages call it
 * from their script after anything that must come first (an embed's theme and chosen series): a
 * bundler may hoist a shared chunk's top-level code above the page's own.
 */
export function startCharts(): void {
  followScheme()
  const theme = readTheme()
  for (const canvas of document.querySelectorAll<HTMLCanvasElement>('canvas[data-chart]')) {
    draw(canvas, theme)
  }
}
