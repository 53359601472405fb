/**
 * @module
 * The live charts' axis labels (charts.ts): log axes labelled at their decades only, fewer of them
 * in a small frame, and room kept for the last label so that the canvas does not cut it.
 */
import { Chart } from 'chart.js'
import type { LineChart } from '@nqueens/charts/charts-data'
import { formatTick } from '@nqueens/charts/svg'

/** A chart drawn narrower or lower than a phone's column gives its legend a smaller font. */
export function isSmall(chart: { width: number; height: number }): boolean {
  return chart.width < 480 || chart.height < 260
}

export function isDecade(value: number): boolean {
  const exponent = Math.log10(value)
  return Math.abs(exponent - Math.round(exponent)) < 1e-9
}

/** Log axes label powers of ten only; Chart.js would otherwise label 2, 3, 4… of every decade. */
export function formatLogTick(value: number | string): string {
  const v = Number(value)
  return isDecade(v) ? formatTick(v) : ''
}

/**
 * A log x axis's labels: the decades, and in a small frame, where an axis of more than four
 * decades would have its labels touch ("1,000,00010,000,000"), every other one.
 */
export function xLogTick(spec: LineChart) {
  const xs = spec.series.flatMap((s) => s.points.map((p) => p.x))
  const decades = Math.log10(Math.max(...xs) / Math.min(...xs))
  return function (this: { chart: { width: number; height: number } }, value: number | string) {
    const label = formatLogTick(value)
    const odd = Math.round(Math.log10(Number(value))) % 2 !== 0
    return label && isSmall(this.chart) && decades > 4 && odd ? '' : label
  }
}

/**
 * How far a log x axis's last label reaches past the plot: Chart.js centres it on the right edge,
 * where the canvas would cut it (on a phone, the last digit of "100,000"). The label is the
 * largest power of ten up to the largest x, measured in Chart.js's default tick font.
 */
export function lastLabelOverhang(spec: LineChart): number {
  const largest = Math.max(...spec.series.flatMap((s) => s.points.map((p) => p.x)))
  const context = document.createElement('canvas').getContext('2d')
  if (!context || !Number.isFinite(largest)) return 0
  context.font = `12px ${Chart.defaults.font.family}`
  const label = formatTick(10 ** Math.floor(Math.log10(largest)))
  return Math.ceil(context.measureText(label).width / 2) + 2
}
