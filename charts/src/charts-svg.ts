/**
 * @module
 * A small, dependency-free SVG renderer for the dashboard's charts: the static twins that blogs can
 * use in an `<img>` where scripts are not allowed. It draws the same `Chart` spec as the canvas,
 * with log or linear axes, and follows the reader's light or dark scheme through a media query.
 */
import { CHART_COLORS, SERIES_COLORS } from '@nqueens/design'
import type { BarChart, Chart, LineChart } from './charts-data.ts'
import {
  EMBED_WIDTH as WIDTH,
  TWIN_BAR_ROW,
  TWIN_BAR_TOP,
  TWIN_LEGEND_COLUMNS,
  TWIN_LEGEND_ROW,
  twinSize,
} from './embed-size.ts'
const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif'

/** `auto` follows the reader's light or dark scheme; `light` and `dark` fix one (for PNGs). */
export type SvgScheme = 'auto' | 'light' | 'dark'

export function renderSvg(chart: Chart, scheme: SvgScheme = 'auto'): string {
  return chart.kind === 'line' ? renderLine(chart, scheme) : renderBar(chart, scheme)
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

/** Linear scale over whole numbers with a step of 1, 2 or 5 times a power of ten. */
function linearScale(values: number[], from: number, to: number, zero = false): Scale {
  const min = zero ? 0 : Math.min(...values)
  const max = Math.max(min + 1, ...values)
  const raw = (max - min) / 8
  const power = 10 ** Math.floor(Math.log10(raw))
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw)
  const lo = Math.floor(min / step) * step
  const hi = Math.ceil(max / step) * step
  const ticks = []
  for (let v = lo; v <= hi + step / 2; v += step) ticks.push(v)
  return { map: (v) => from + ((v - lo) / (hi - lo)) * (to - from), ticks }
}

/** One style on every axis, on the canvas charts too: `0.01`, `100`, `10,000`, `1,000,000`. */
export function formatTick(value: number): string {
  if (value >= 1000) return value.toLocaleString('en-US')
  return String(Number(value.toPrecision(3)))
}

function renderLine(chart: LineChart, scheme: SvgScheme): string {
  const { height } = twinSize(chart)
  const plot = { left: 72, right: WIDTH - 20, top: 48, bottom: 360 }
  const points = chart.series.flatMap((s) => s.points)
  const xs = points.map((p) => p.x)
  const ys = points.flatMap((p) => [p.y, p.low ?? p.y, p.high ?? p.y])
  if (chart.capY !== undefined) ys.push(chart.capY)
  if (xs.length === 0) xs.push(1, 10)
  if (ys.length === 0) ys.push(1, 10)
  const x = chart.x.log
    ? logScale(xs, plot.left, plot.right)
    : linearScale(xs, plot.left, plot.right)
  const y = chart.y.log
    ? logScale(ys, plot.bottom, plot.top)
    : linearScale(ys, plot.bottom, plot.top)
  const parts: string[] = [
    frame(chart, height, scheme),
    axes(plot, x, y, chart.x.label, chart.y.label),
  ]
  if (chart.capY !== undefined) {
    const cy = y.map(chart.capY).toFixed(1)
    parts.push(
      `<line class="cap" x1="${plot.left}" x2="${plot.right}" y1="${cy}" y2="${cy}" stroke-dasharray="6 4"/>`,
      `<text class="cap-label" x="${plot.right - 4}" y="${Number(cy) - 5}" text-anchor="end">cap ${formatTick(chart.capY)} ms</text>`,
    )
  }
  chart.series.forEach((series, i) => {
    const c = `s${i % SERIES_COLORS.light.length}`
    const coords = series.points.map((p) => `${x.map(p.x).toFixed(1)},${y.map(p.y).toFixed(1)}`)
    parts.push(`<g class="${c}"><title>${escapeXml(series.label)}</title>`)
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
    legend(
      chart.series.map((s) => s.label),
      plot.left,
      410,
    ),
  )
  return parts.join('\n') + '\n</svg>\n'
}

function renderBar(chart: BarChart, scheme: SvgScheme): string {
  const rowHeight = TWIN_BAR_ROW
  const bottom = TWIN_BAR_TOP + chart.bars.length * rowHeight
  const plot = { left: 170, right: WIDTH - 40, top: TWIN_BAR_TOP, bottom }
  const { height } = twinSize(chart)
  const x = linearScale([0, ...chart.bars.map((b) => b.value)], plot.left, plot.right, true)
  const parts = [frame(chart, height, scheme)]
  for (const tick of x.ticks) {
    const tx = x.map(tick).toFixed(1)
    parts.push(
      `<line class="grid" x1="${tx}" x2="${tx}" y1="${plot.top}" y2="${plot.bottom}"/>`,
      `<text class="muted" x="${tx}" y="${plot.bottom + 18}" text-anchor="middle">${formatTick(tick)}</text>`,
    )
  }
  chart.bars.forEach((bar, i) => {
    const top = plot.top + i * rowHeight + 5
    const w = Math.max(0, x.map(bar.value) - plot.left)
    parts.push(
      `<text class="fg" x="${plot.left - 8}" y="${top + 15}" text-anchor="end">${escapeXml(bar.label)}</text>`,
      `<rect class="s${i % SERIES_COLORS.light.length}" x="${plot.left}" y="${top}" width="${w.toFixed(1)}" height="${rowHeight - 10}" rx="2"/>`,
      `<text class="fg" x="${(plot.left + w + 6).toFixed(1)}" y="${top + 15}">${bar.value || '—'}</text>`,
    )
  })
  parts.push(
    `<text class="muted" x="${(plot.left + plot.right) / 2}" y="${plot.bottom + 40}" text-anchor="middle">${escapeXml(chart.valueLabel)}</text>`,
  )
  return parts.join('\n') + '\n</svg>\n'
}

function frame(chart: Chart, height: number, scheme: SvgScheme): string {
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
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${height}" width="${WIDTH}" height="${height}" role="img" aria-labelledby="title desc" font-family="${FONT}" font-size="12">`,
    `<title id="title">${escapeXml(chart.title)}</title>`,
    `<desc id="desc">${escapeXml(chart.summary)}</desc>`,
    `<style>polyline{fill:none}${style}</style>`,
    `<rect class="bg" width="100%" height="100%"/>`,
    `<text class="fg" x="16" y="28" font-size="16" font-weight="600">${escapeXml(chart.title)}</text>`,
  ].join('\n')
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
  for (const tick of x.ticks) {
    const tx = x.map(tick).toFixed(1)
    parts.push(
      `<line class="grid" x1="${tx}" x2="${tx}" y1="${plot.top}" y2="${plot.bottom}"/>`,
      `<text class="muted" x="${tx}" y="${plot.bottom + 18}" text-anchor="middle">${formatTick(tick)}</text>`,
    )
  }
  parts.push(
    `<line class="axis" x1="${plot.left}" x2="${plot.right}" y1="${plot.bottom}" y2="${plot.bottom}"/>`,
    `<line class="axis" x1="${plot.left}" x2="${plot.left}" y1="${plot.top}" y2="${plot.bottom}"/>`,
    `<text class="muted" x="${(plot.left + plot.right) / 2}" y="${plot.bottom + 38}" text-anchor="middle">${escapeXml(xLabel)}</text>`,
    `<text class="muted" transform="translate(18 ${(plot.top + plot.bottom) / 2}) rotate(-90)" text-anchor="middle">${escapeXml(yLabel)}</text>`,
  )
  return parts.join('\n')
}

function legend(labels: string[], left: number, top: number): string {
  const columnWidth = (WIDTH - left - 20) / TWIN_LEGEND_COLUMNS
  return labels
    .map((label, i) => {
      const lx = left + (i % TWIN_LEGEND_COLUMNS) * columnWidth
      const ly = top + Math.floor(i / TWIN_LEGEND_COLUMNS) * TWIN_LEGEND_ROW
      return `<g class="s${i % SERIES_COLORS.light.length}"><rect x="${lx}" y="${ly - 9}" width="14" height="10" rx="2"/></g><text class="fg" x="${lx + 20}" y="${ly}">${escapeXml(label)}</text>`
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
