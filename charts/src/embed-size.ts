/**
 * @module
 * Sizes for the embeds. The iframe's fixed height is the fallback for host pages that do not load
 * /embed/host.js: it fits the embed page at the snippet's width with its table closed (checked by
 * test/browser/embed-paste.test.ts), so no part of the chart or its links is cut off.
 */
import type { Chart } from './charts-data.ts'

/** The widest the snippet lets an iframe or image grow, in CSS pixels. */
export const EMBED_WIDTH = 760

/** The drawing area of a chart: a fixed height for lines, one row per bar for bars. */
export function canvasHeight(chart: Chart): number {
  return chart.kind === 'bar' ? 60 + chart.bars.length * 34 : 380
}

/**
 * Everything on an embed page besides the canvas: padding, the title, up to three lines of
 * summary at EMBED_WIDTH, the "numbers behind this chart" toggle and the source link.
 */
const EMBED_CHROME = 190

/** The iframe height of the snippet: the whole embed page at EMBED_WIDTH. */
export function embedHeight(chart: Chart): number {
  return canvasHeight(chart) + EMBED_CHROME
}

/** The message an embed page posts to its host page whenever its height changes. */
export const EMBED_MESSAGE = 'nqueens-embed:size'

/** The SVG twin's size (charts/src/charts-svg.ts draws it); its PNG twin is twice as large. */
export function twinSize(chart: Chart): { width: number; height: number } {
  const height =
    chart.kind === 'line'
      ? TWIN_LINE_HEIGHT + Math.ceil(chart.series.length / TWIN_LEGEND_COLUMNS) * TWIN_LEGEND_ROW
      : TWIN_BAR_TOP + chart.bars.length * TWIN_BAR_ROW + TWIN_BAR_FOOT
  return { width: EMBED_WIDTH, height }
}

/** A line chart's plot, axes and title; its legend adds a row per three series. */
export const TWIN_LINE_HEIGHT = 432
export const TWIN_LEGEND_COLUMNS = 3
export const TWIN_LEGEND_ROW = 22
/** A bar chart's title above its bars, a row per bar, and its axis below. */
export const TWIN_BAR_TOP = 48
export const TWIN_BAR_ROW = 30
export const TWIN_BAR_FOOT = 56
