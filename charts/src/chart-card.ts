/**
 * @module
 * The link-preview card of a chart (`og:image`, `twitter:image`, oEmbed's thumbnail), composed for
 * the whole card at 1.91:1, as Slack, Discord, X, LinkedIn, Facebook and iMessage show it: a band
 * with the site's name, the mark and the title, and the chart across the card below it, drawn
 * with text large enough to read in a preview 500 px wide. The mark and the title sit in
 * SAFE_BOX's column, which every crop keeps (Ghost's narrow bookmark thumbnail too).
 */
import { SITE_TITLE } from '@nqueens/design'
import type { Chart } from './charts-data.ts'
import {
  CARD,
  SAFE_BOX,
  cardColors,
  cardSvg,
  chartPanel,
  mark,
  paragraph,
  text,
} from './card-base.ts'

export {
  CARD,
  CARD_CHARACTERS,
  CARD_CROPS,
  CARD_FONT,
  CARD_FONT_FILES,
  SAFE_BOX,
  panelLayout,
  type Box,
} from './card-base.ts'

/** The band's height; the chart takes the rest of the card. */
export const CHART_CARD_BAND = 176
const MARK = 50
const MARGIN = 24
/** Card pixels per unit of the chart: its 12-unit text is drawn 22 pixels high. */
export const CHART_ZOOM = 22 / 12

export interface ChartCardOptions {
  /** A line beside the title: the chosen series and range (`describeSelection`). */
  subtitle?: string
  /**
   * Draw only the mark and the title, in black on nothing: for the test that every crop keeps
   * them.
   */
  essentialsOnly?: boolean
}

/** Where the chart goes on the card, in card pixels. */
export const CHART_CARD_PLOT = {
  x: MARGIN,
  y: CHART_CARD_BAND + 12,
  width: CARD.width - 2 * MARGIN,
  height: CARD.height - CHART_CARD_BAND - 12 - MARGIN,
} as const

/**
 * The card of `chart` (already narrowed to a selection, if any), 1200×630.
 *
 * @example
 * chartCardSvg(applySelection(chart, selection), { subtitle: describeSelection(chart, selection) })
 * // '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" …>…</svg>'
 */
export function chartCardSvg(chart: Chart, options: ChartCardOptions = {}): string {
  const colors = cardColors('light')
  const only = options.essentialsOnly === true
  const centre = CARD.width / 2
  const title = (chart.kind === 'line' && chart.cardTitle) || chart.title
  const heading = fitTitle(title, only ? '#000000' : colors.fg)
  const essentials =
    (only
      ? `<rect x="${centre - MARK / 2}" y="${MARGIN}" width="${MARK}" height="${MARK}"/>`
      : mark(centre - MARK / 2, MARGIN, MARK)) + heading.svg
  if (only) return cardSvg(essentials, 'light', title).replace(/<rect width="1200"[^>]*\/>/, '')

  const band = Math.max(CHART_CARD_BAND, heading.bottom + 16)
  const side = SAFE_BOX.x - 2 * MARGIN - 20
  const middle = band / 2
  const left =
    text(SITE_TITLE, MARGIN + 16, middle - 4, { size: 34, bold: true, fill: colors.fg }) +
    text('N-Queens, measured', MARGIN + 16, middle + 30, { size: 22, fill: colors.muted })
  const note = options.subtitle ?? describeChart(chart)
  const right = paragraph(
    note,
    CARD.width - MARGIN - 16,
    middle - 48,
    { width: side, lines: 4, min: 17 },
    { size: 21, fill: colors.muted, anchor: 'end' },
  ).svg
  const ground =
    `<rect width="${CARD.width}" height="${band}" fill="${colors.band}"/>` +
    `<rect y="${band - 4}" width="${CARD.width}" height="4" fill="${colors.accent}"/>`
  const plot = { ...CHART_CARD_PLOT, y: band + 12, height: CARD.height - band - 12 - MARGIN }
  return cardSvg(
    ground + left + right + essentials + chartPanel(chart, plot, CHART_ZOOM),
    'light',
    title,
  )
}

/** What the chart shows, for the band's right side when no selection is named: its summary's first phrase. */
function describeChart(chart: Chart): string {
  return chart.summary.split(/[;,.](\s|$)/)[0]
}

/** The title in SAFE_BOX's column: two lines if it can, three smaller ones if it must. */
function fitTitle(title: string, fill: string) {
  const style = { size: 32, bold: true, fill, anchor: 'middle' } as const
  const top = MARGIN + MARK + 14
  const column = { width: SAFE_BOX.width, lines: 2, min: 24 }
  const two = paragraph(title, CARD.width / 2, top, column, style)
  return two.svg.includes('…')
    ? paragraph(title, CARD.width / 2, top, { ...column, lines: 3, min: 18 }, style)
    : two
}
