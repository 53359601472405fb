import { embedHeight, type Chart } from '@nqueens/charts/embeds'

/**
 * Frame sizes for the oEmbed answers and the snippets. A chart's page holds a fixed-height canvas,
 * so its frame is as tall as the page at that width (the summary wraps to more lines when
 * narrow); a board's page draws the board as wide as the frame up to BOARD_EMBED_WIDTH (site.css),
 * so its height follows from the frame's width. No live embed is narrower than MIN_EMBED_WIDTH.
 */
export const MIN_EMBED_WIDTH = 280

/** A board embed's page is at most this wide; in a wider frame it is centred. */
export const BOARD_EMBED_WIDTH = 480
/** The padding on either side of the board, 0.75rem each (design/src/site.css). */
const BOARD_EMBED_SIDES = 24
/** The 5.35rem the board embed's stylesheet keeps above and below the board (caption, link). */
const BOARD_EMBED_CHROME = 86

/** Characters of summary per pixel of line, at the embed's 0.9rem caption, generously. */
const CAPTION_PX_PER_CHAR = 7.5
const CAPTION_LINE_PX = 22
/** Lines of summary the chart's fixed height already allows for (embed-size.ts). */
const CAPTION_LINES_ALLOWED = 3

/** The frame of a chart at `width`: embedHeight's, plus the lines its summary gains when narrow. */
export function chartFrameHeight(chart: Chart, width: number): number {
  const lines = Math.ceil((chart.summary.length * CAPTION_PX_PER_CHAR) / (width - 24))
  return embedHeight(chart) + Math.max(0, lines - CAPTION_LINES_ALLOWED) * CAPTION_LINE_PX
}

/** The height of a board embed's page in a frame `width` wide. */
export function boardFrameHeight(width: number): number {
  return Math.min(width, BOARD_EMBED_WIDTH) - BOARD_EMBED_SIDES + BOARD_EMBED_CHROME
}

/** The widest frame up to BOARD_EMBED_WIDTH whose board embed fits `height`. */
export function boardFrameWidth(height: number): number {
  return Math.min(BOARD_EMBED_WIDTH, height - BOARD_EMBED_CHROME + BOARD_EMBED_SIDES)
}
