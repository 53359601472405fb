/**
 * @module
 * A small, dependency-free SVG renderer for the dashboard's charts: the static twins that blogs can
 * use in an `<img>` where scripts are not allowed, and the charts on link-preview cards. It draws
 * the same `Chart` spec as the canvas, with log or linear axes, in any layout (`ChartLayout`), and
 * follows the reader's light or dark scheme through a media query.
 */
import { CHART_COLORS, SERIES_COLORS } from '@nqueens/design'
import type { BarChart, Chart, LineChart } from './charts-data.ts'
import { textWidth } from './text-width.ts'
import {
  TWIN_BAR_ROW,
  TWIN_BAR_FOOT,
  TWIN_BAR_TOP,
  TWIN_LEGEND_COLUMNS,
  TWIN_LEGEND_ROW,
  twinSize,
} from './embed-size.ts'
const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif'

/** `auto` follows the reader's light or dark scheme; `light` and `dark` fix one (for PNGs). */
export type SvgScheme = 'auto' | 'light' | 'dark'

/**
 * The box a chart is drawn in, in its own units (12 of them are the text size): the twin's is
 * EMBED_WIDTH wide with its title on top and its legend below; a card draws it smaller and scales
 * it up, so its text grows, with the legend beside the plot where the card is wide.
 */
export interface ChartLayout {
  width: number
  height: number
  legend: 'below' | 'right'
  title: boolean
}

/** The SVG twin's layout (embed-size.ts sizes it). */
export function twinLayout(chart: Chart): ChartLayout {
  return { ...twinSize(chart), legend: 'below', title: true }
}

const TEXT = 12

export function renderSvg(
  chart: Chart,
  scheme: SvgScheme = 'auto',
  layout: ChartLayout = twinLayout(chart),
): string {
  return chart.kind === 'line'
    ? renderLine(chart, scheme, layout)
    : renderBar(chart, scheme, layout)
}

interface Scale {
  map(value: number): number
  ticks: number[]
}

/** Log scale over whole decades, so every tick is a power of ten. */
function logScale(values: number[], from: number, to: number): Scale {
  const lo = Math.floor(Math.log10(Math.min(...values)))
  const hi = Math.max(lo + 1, Math.ceil(Math.log10(Math.max(...values))))
  const ticks = []
  for (let e = lo; e <= hi; e++) ticks.push(10 ** e)
  return { map: (v) => from + ((Math.log10(v) - lo) / (hi - lo)) * (to - from), ticks }
}

/** Linear scale over whole numbers with ticks 1, 2 or 5 times a power of ten apart. */
function linearScale(values: number[], from: number, to: number, zero = false): Scale {
  const min = zero ? 0 : Math.min(...values)
  const max = Math.max(min + 1, ...values)
  const raw = (max - min) / 8
  const power = 10 ** Math.floor(Math.log10(raw))
  const gap = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw)
  const lo = Math.floor(min / gap) * gap
  const hi = Math.ceil(max / gap) * gap
  const ticks = []
  for (let v = lo; v <= hi + gap / 2; v += gap) ticks.push(v)
  return { map: (v) => from + ((v - lo) / (hi - lo)) * (to - from), ticks }
}

/** One style on every axis, on the canvas charts too: `0.01`, `100`, `10,000`, `1,000,000`. */
export function formatTick(value: number): string {
  if (value >= 1000) return value.toLocaleString('en-US')
  return String(Number(value.toPrecision(3)))
}

/** The ticks a scale over `values` would have; their labels decide the margins. */
function tickLabels(values: number[], log: boolean, zero = false): string[] {
  return (log ? logScale(values, 0, 1) : linearScale(values, 0, 1, zero)).ticks.map(formatTick)
}

/** The widest of `labels` at the chart's text size. */
function widest(labels: string[], bold = false): number {
  return Math.max(0, ...labels.map((label) => textWidth(label, TEXT, bold)))
}

/** The colour class of the i-th series or bar: its place in the whole chart, as the canvas's. */
function colorClass(item: { colorIndex?: number }, i: number): string {
  return `s${(item.colorIndex ?? i) % SERIES_COLORS.light.length}`
}

function renderLine(chart: LineChart, scheme: SvgScheme, layout: ChartLayout): string {
  const points = chart.series.flatMap((s) => s.points)
  const xs = points.map((p) => p.x)
  const ys = points.flatMap((p) => [p.y, p.low ?? p.y, p.high ?? p.y])
  if (chart.capY !== undefined) ys.push(chart.capY)
  if (xs.length === 0) xs.push(1, 10)
  if (ys.length === 0) ys.push(1, 10)
  const labels = chart.series.map((s) => s.label)
  const legendWidth = widest(labels) + 20
  const rows = Math.ceil(labels.length / TWIN_LEGEND_COLUMNS)
  // The y axis's name, then its tick labels; the last x tick label is centred on the plot's end.
  const xTicks = tickLabels(xs, chart.x.log)
  const overhang = textWidth(xTicks.at(-1) ?? '', TEXT) / 2 + 4
  const right = layout.legend === 'right' ? layout.width - legendWidth - 12 : layout.width
  const plot = {
    left: 30 + widest(tickLabels(ys, chart.y.log)),
    right: right - Math.max(20, overhang),
    top: layout.title ? 48 : 12,
    bottom: layout.height - 42 - (layout.legend === 'below' ? 30 + rows * TWIN_LEGEND_ROW : 0),
  }
  const x = chart.x.log
    ? logScale(xs, plot.left, plot.right)
    : linearScale(xs, plot.left, plot.right)
  const y = chart.y.log
    ? logScale(ys, plot.bottom, plot.top)
    : linearScale(ys, plot.bottom, plot.top)
  const parts: string[] = [
    opening(chart, layout, scheme),
    axes(plot, x, y, chart.x.label, chart.y.label),
  ]
  if (chart.capY !== undefined) {
    const cy = y.map(chart.capY).toFixed(1)
    parts.push(
      `<line class="cap" x1="${plot.left}" x2="${plot.right}" y1="${cy}" y2="${cy}" stroke-dasharray="6 4"/>`,
      // At the left, where times growing with n leave room, above the line (below it where the
      // line runs along the plot's top).
      `<text class="cap-label" x="${plot.left + 6}" y="${Number(cy) - plot.top < 18 ? Number(cy) + 16 : Number(cy) - 5}">cap ${formatTick(chart.capY)} ms</text>`,
    )
  }
  chart.series.forEach((series, i) => {
    const coords = series.points.map((p) => `${x.map(p.x).toFixed(1)},${y.map(p.y).toFixed(1)}`)
    parts.push(`<g class="${colorClass(series, i)}"><title>${escapeXml(series.label)}</title>`)
    if (coords.length > 1) parts.push(`<polyline points="${coords.join(' ')}" stroke-width="2"/>`)
    for (const p of series.points) {
      const px = x.map(p.x).toFixed(1)
      if (p.low !== undefined && p.high !== undefined && p.high > p.low) {
        parts.push(
          `<line x1="${px}" x2="${px}" y1="${y.map(p.low).toFixed(1)}" y2="${y.map(p.high).toFixed(1)}" stroke-width="1.5"/>`,
        )
      }
      parts.push(`<circle cx="${px}" cy="${y.map(p.y).toFixed(1)}" r="3"/>`)
    }
    parts.push('</g>')
  })
  parts.push(
    layout.legend === 'below'
      ? legend(chart, (i) => ({
          x:
            plot.left +
            (i % TWIN_LEGEND_COLUMNS) * ((layout.width - plot.left - 20) / TWIN_LEGEND_COLUMNS),
          y: plot.bottom + 50 + Math.floor(i / TWIN_LEGEND_COLUMNS) * TWIN_LEGEND_ROW,
        }))
      : legend(chart, (i) => ({
          x: right + 12,
          y: plot.top + 10 + i * TWIN_LEGEND_ROW,
        })),
  )
  return parts.join('\n') + '\n</svg>\n'
}

function renderBar(chart: BarChart, scheme: SvgScheme, layout: ChartLayout): string {
  const values = [0, ...chart.bars.map((b) => b.value)]
  const ticks = tickLabels(values, false, true)
  const top = layout.title ? TWIN_BAR_TOP : 12
  const rowHeight = Math.min(
    TWIN_BAR_ROW * 1.5,
    (layout.height - top - TWIN_BAR_FOOT) / Math.max(1, chart.bars.length),
  )
  // Room right of the plot for the last tick label, centred on its end, and the longest bar's value.
  const valueRoom = 6 + widest(chart.bars.map((b) => String(b.value || '—')))
  const plot = {
    left: 16 + widest(chart.bars.map((b) => b.label)),
    right: layout.width - Math.max(textWidth(ticks.at(-1) ?? '', TEXT) / 2, valueRoom) - 8,
    top,
    bottom: top + chart.bars.length * rowHeight,
  }
  const x = linearScale(values, plot.left, plot.right, true)
  const parts = [opening(chart, layout, scheme)]
  parts.push(xAxisTicks(x, plot))
  const barHeight = Math.min(20, rowHeight - 8)
  chart.bars.forEach((bar, i) => {
    const middle = plot.top + (i + 0.5) * rowHeight
    const w = Math.max(0, x.map(bar.value) - plot.left)
    parts.push(
      `<text class="fg" x="${plot.left - 8}" y="${(middle + 4).toFixed(1)}" text-anchor="end">${escapeXml(bar.label)}</text>`,
      `<rect class="${colorClass(bar, i)}" x="${plot.left}" y="${(middle - barHeight / 2).toFixed(1)}" width="${w.toFixed(1)}" height="${barHeight}" rx="2"/>`,
      `<text class="fg" x="${(plot.left + w + 6).toFixed(1)}" y="${(middle + 4).toFixed(1)}">${bar.value || '—'}</text>`,
    )
  })
  parts.push(
    `<text class="muted" x="${(plot.left + plot.right) / 2}" y="${plot.bottom + 40}" text-anchor="middle">${escapeXml(chart.valueLabel)}</text>`,
  )
  return parts.join('\n') + '\n</svg>\n'
}

function opening(chart: Chart, layout: ChartLayout, scheme: SvgScheme): string {
  const palette = (scheme: 'light' | 'dark') =>
    [
      ...SERIES_COLORS[scheme].map((color, i) => `.s${i}{stroke:${color};fill:${color}}`),
      `.bg{fill:${CHART_COLORS[scheme].bg}}`,
      `.fg{fill:${CHART_COLORS[scheme].fg}}`,
      `.muted{fill:${CHART_COLORS[scheme].muted}}`,
      `.grid{stroke:${CHART_COLORS[scheme].grid}}`,
      `.axis{stroke:${CHART_COLORS[scheme].muted}}`,
      `.cap{stroke:${CHART_COLORS[scheme].cap}}`,
      `.cap-label{fill:${CHART_COLORS[scheme].cap}}`,
    ].join('')
  const style =
    scheme === 'auto'
      ? `${palette('light')}@media (prefers-color-scheme: dark){${palette('dark')}}`
      : palette(scheme)
  const { width, height } = layout
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="title desc" font-family="${FONT}" font-size="${TEXT}">`,
    `<title id="title">${escapeXml(chart.title)}</title>`,
    `<desc id="desc">${escapeXml(chart.summary)}</desc>`,
    `<style>polyline{fill:none}${style}</style>`,
    `<rect class="bg" width="100%" height="100%"/>`,
    layout.title
      ? `<text class="fg" x="16" y="28" font-size="16" font-weight="600">${escapeXml(chart.title)}</text>`
      : '',
  ].join('\n')
}

/**
 * A grid line per x tick, and its label; where labels would touch, every second (or third…) one,
 * counted from the last, so that the axis's end keeps its label.
 */
function xAxisTicks(x: Scale, plot: { top: number; bottom: number }): string {
  const labels = x.ticks.map(formatTick)
  const gap = x.ticks.length > 1 ? Math.abs(x.map(x.ticks[1]) - x.map(x.ticks[0])) : Infinity
  let every = 1
  while (widest(labels) + 8 > gap * every) every++
  return x.ticks
    .map((tick, i) => {
      const tx = x.map(tick).toFixed(1)
      const grid = `<line class="grid" x1="${tx}" x2="${tx}" y1="${plot.top}" y2="${plot.bottom}"/>`
      if ((x.ticks.length - 1 - i) % every !== 0) return grid
      return `${grid}\n<text class="muted" x="${tx}" y="${plot.bottom + 18}" text-anchor="middle">${labels[i]}</text>`
    })
    .join('\n')
}

function axes(
  plot: { left: number; right: number; top: number; bottom: number },
  x: Scale,
  y: Scale,
  xLabel: string,
  yLabel: string,
): string {
  const parts: string[] = []
  for (const tick of y.ticks) {
    const ty = y.map(tick).toFixed(1)
    parts.push(
      `<line class="grid" x1="${plot.left}" x2="${plot.right}" y1="${ty}" y2="${ty}"/>`,
      `<text class="muted" x="${plot.left - 8}" y="${Number(ty) + 4}" text-anchor="end">${formatTick(tick)}</text>`,
    )
  }
  parts.push(xAxisTicks(x, plot))
  parts.push(
    `<line class="axis" x1="${plot.left}" x2="${plot.right}" y1="${plot.bottom}" y2="${plot.bottom}"/>`,
    `<line class="axis" x1="${plot.left}" x2="${plot.left}" y1="${plot.top}" y2="${plot.bottom}"/>`,
    `<text class="muted" x="${(plot.left + plot.right) / 2}" y="${plot.bottom + 38}" text-anchor="middle">${escapeXml(xLabel)}</text>`,
    `<text class="muted" transform="translate(14 ${(plot.top + plot.bottom) / 2}) rotate(-90)" text-anchor="middle">${escapeXml(yLabel)}</text>`,
  )
  return parts.join('\n')
}

/** A swatch and a name per series, each where `place` puts the i-th. */
function legend(chart: LineChart, place: (i: number) => { x: number; y: number }): string {
  return chart.series
    .map((series, i) => {
      const { x, y } = place(i)
      return `<g class="${colorClass(series, i)}"><rect x="${x}" y="${y - 9}" width="14" height="10" rx="2"/></g><text class="fg" x="${x + 20}" y="${y}">${escapeXml(series.label)}</text>`
    })
    .join('\n')
}

/**
 * Text for an attribute or an element's content, in SVG or HTML: `&`, `<`, `>`, `"` and `'` as
 * character references. The one escaping of the charts, the cards, the embed snippets and the
 * Worker's API docs.
 */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
