import { embedHeight, type Chart } from '@nqueens/charts/embeds'

/**
 * Frame sizes for the oEmbed answers and the snippets. A chart's page holds a fixed-height canvas,
 * so its frame is as tall as the page at that width (the summary wraps to more lines when
 * narrow); a board's page draws the board as large as its frame allows, in a unit that follows
 * the frame's width (site.css), so its height follows from the frame's width. No live embed is narrower than MIN_EMBED_WIDTH.
 */
export const MIN_EMBED_WIDTH = 280

/** A board embed's frame in the oEmbed answers and snippets is at most this wide. */
export const BOARD_EMBED_WIDTH = 480

/**
 * A board embed's page is sized in a unit, --u in design/src/site.css: a 30th of the frame's
 * width, never under 13 px. The sides take 1.5 of it, the caption and link 5.375.
 */
const boardUnit = (width: number) => Math.max(13, width / 30)
const BOARD_EMBED_SIDES = 1.5
const BOARD_EMBED_CHROME = 5.375

/** Characters of summary per pixel of line, at the embed's 0.9rem caption, generously. */
const CAPTION_PX_PER_CHAR = 7.5
const CAPTION_LINE_PX = 22
/** Lines of summary the chart's fixed height already allows for (embed-size.ts). */
const CAPTION_LINES_ALLOWED = 3

/**
 * The least height of a chart's frame in an oEmbed answer, as a share of its width. A chart's page
 * fills any frame, but a gateway that keeps the answer's aspect (Iframely) makes a narrow column's
 * frame as much lower as it is narrower: at this aspect a phone's column still leaves the plot
 * its room below the title, the legend and the summary.
 */
export const CHART_FRAME_ASPECT = 1

/** The frame of a chart at `width`: embedHeight's, plus the lines its summary gains when narrow. */
export function chartFrameHeight(chart: Chart, width: number): number {
  const lines = Math.ceil((chart.summary.length * CAPTION_PX_PER_CHAR) / (width - 24))
  return embedHeight(chart) + Math.max(0, lines - CAPTION_LINES_ALLOWED) * CAPTION_LINE_PX
}

/**
 * The height of a board embed's page in a frame `width` wide: the board as wide as the frame less
 * its sides, and the caption and link below. A frame of this aspect keeps it at any width (from
 * 390 px, where the unit stops at its floor).
 */
export function boardFrameHeight(width: number): number {
  const unit = boardUnit(width)
  return Math.ceil(width - BOARD_EMBED_SIDES * unit + BOARD_EMBED_CHROME * unit)
}

/** The widest frame up to BOARD_EMBED_WIDTH whose board embed fits `height`. */
export function boardFrameWidth(height: number): number {
  let width = BOARD_EMBED_WIDTH
  while (width > 0 && boardFrameHeight(width) > height) width--
  return width
}
