import { CARD, chartCardSvg } from '@nqueens/charts/card'
import type { Chart } from '@nqueens/charts/embeds'
import { cardHeight } from '../embeds/thumbnails.ts'
import { encodePng } from './png.ts'
import { Canvas } from './raster.ts'
import { drawSvg, type DrawReport } from './svg-draw.ts'

/**
 * A chart's link-preview card as a PNG, drawn in the Worker: for a chosen-series chart (the build
 * draws only the whole charts' cards) and for thumbnails narrower than 1200 pixels. The same
 * composition (`@nqueens/charts/card`), the same font's glyphs, drawn by the Worker's own
 * rasterizer (svg-draw.ts), which draws what resvg draws at build time from the same SVG.
 */
export async function renderChartCardPng(
  chart: Chart,
  width: number,
  subtitle?: string,
): Promise<Uint8Array<ArrayBuffer>> {
  return encodePng(drawChartCard(chart, width, subtitle).canvas)
}

/** The card's pixels, and what the drawing reports (for the tests). */
export function drawChartCard(
  chart: Chart,
  width: number = CARD.width,
  subtitle?: string,
): { canvas: Canvas; report: DrawReport } {
  const canvas = new Canvas(width, cardHeight(width))
  const report = drawSvg(chartCardSvg(chart, { subtitle }), canvas)
  return { canvas, report }
}
