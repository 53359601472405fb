/**
 * @module
 * PNG twins of the charts, rasterised at build time from the SVG twins by resvg (a Rust SVG
 * renderer; build time only, nothing of it reaches the browser). PNGs go where SVG is refused:
 * link previews (og:image) and some editors and feeds. The cards are composed by
 * `@nqueens/charts/card` and drawn with its bundled font, as the Worker draws a chosen-series one.
 */
import { createRequire } from 'node:module'
import { Resvg } from '@resvg/resvg-js'
import type { Scheme } from '@nqueens/design'
import type { Chart } from '@nqueens/charts/charts-data'
import { CARD, CARD_FONT, CARD_FONT_FILES, chartCardSvg } from '@nqueens/charts/card'
import { renderSvg } from '@nqueens/charts/svg'

/** Text is drawn with the system's fonts; DejaVu Sans (Debian's default) where the SVG's are absent. */
const FONTS = { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' }

const require = createRequire(import.meta.url)
/** Only the card's bundled font, so a card is drawn alike on every machine and in the Worker. */
const CARD_FONTS = {
  loadSystemFonts: false,
  fontFiles: CARD_FONT_FILES.map((file) => require.resolve(file)),
  defaultFontFamily: CARD_FONT,
  sansSerifFamily: CARD_FONT,
}

/** The chart at twice its SVG size, for sharp images on high-density screens. */
export function renderChartPng(chart: Chart, scheme: Scheme): Buffer {
  const svg = renderSvg(chart, scheme)
  return new Resvg(svg, { font: FONTS, fitTo: { mode: 'zoom', value: 2 } }).render().asPng()
}

/** The chart's 1200×630 card (`width` narrower for a thumbnail): the og:image of its pages. */
export function renderChartCard(chart: Chart, width: number = CARD.width): Buffer {
  return renderCardSvg(chartCardSvg(chart), width).asPng()
}

/** Any card SVG drawn at `width` with the card's font; its pixels, for the crop tests too. */
export function renderCardSvg(svg: string, width: number = CARD.width) {
  return cardResvg(svg, width).render()
}

/** resvg holding `svg`, with the card's font, to draw at `width` or to measure. */
export function cardResvg(svg: string, width: number = CARD.width): Resvg {
  return new Resvg(svg, { font: CARD_FONTS, fitTo: { mode: 'width', value: width } })
}
