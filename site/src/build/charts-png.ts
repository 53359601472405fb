/**
 * @module
 * PNG twins of the charts, rasterised at build time from the SVG twins by resvg (a Rust SVG
 * renderer; build time only, nothing of it reaches the Worker or the browser). PNGs go where SVG
 * is refused: link previews (og:image) and some editors and feeds.
 */
import { Resvg } from '@resvg/resvg-js'
import { CHART_COLORS, SITE_TITLE, type Scheme } from '@nqueens/design'
import type { Chart } from '@nqueens/charts/charts-data'
import { escapeXml, renderSvg } from '../common/charts-svg.ts'

/** The size link previews ask for (Open Graph, Twitter's large card). */
export const CARD = { width: 1200, height: 630 } as const

/** Text is drawn with the system's fonts; DejaVu Sans (Debian's default) where the SVG's are absent. */
const FONTS = { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' }

/** The chart at twice its SVG size, for sharp images on high-density screens. */
export function renderChartPng(chart: Chart, scheme: Scheme): Buffer {
  const svg = renderSvg(chart, scheme)
  return new Resvg(svg, { font: FONTS, fitTo: { mode: 'zoom', value: 2 } }).render().asPng()
}

/** The chart on a 1200×630 card with the site's name: the og:image of the pages. */
export function renderChartCard(chart: Chart): Buffer {
  const svg = renderSvg(chart, 'light')
  const size = /viewBox="0 0 (\d+) (\d+)"/.exec(svg)
  const [width, height] = size ? [Number(size[1]), Number(size[2])] : [760, 480]
  const top = 64
  const scale = Math.min((CARD.width - 80) / width, (CARD.height - top - 24) / height)
  const x = (CARD.width - width * scale) / 2
  const colors = CHART_COLORS.light
  const card =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}">` +
    `<rect width="100%" height="100%" fill="${colors.bg}"/>` +
    `<text x="40" y="46" font-family="DejaVu Sans, sans-serif" font-size="28" font-weight="700" fill="${colors.fg}">♛ ${escapeXml(SITE_TITLE)}</text>` +
    svg.replace(
      /^<svg[^>]*>/,
      `<svg x="${x.toFixed(1)}" y="${top}" width="${(width * scale).toFixed(1)}" ` +
        `height="${(height * scale).toFixed(1)}" viewBox="0 0 ${width} ${height}">`,
    ) +
    '</svg>'
  return new Resvg(card, { font: FONTS }).render().asPng()
}
