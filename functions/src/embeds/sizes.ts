import { embedHeight, EMBED_WIDTH, type Chart } from '@nqueens/charts/embeds'

/**
 * Frame sizes for the oEmbed answers and the snippets. A chart's page holds a fixed-height canvas,
 * so its frame is as tall as the page at that width (the summary wraps to more lines when
 * narrow); a board's page draws the board as large as both the frame's width and its height
 * allow (pages/board-embed-page.ts), so any frame from MIN_EMBED_WIDTH up holds it whole.
 */
export const MIN_EMBED_WIDTH = 280
export const MIN_EMBED_HEIGHT = 200

/** A board embed's widest frame, and what its page needs besides the board (caption, link). */
export const BOARD_EMBED_WIDTH = 480
/** The 5.35rem the board embed's stylesheet keeps for all but the board (design/src/site.css). */
export const BOARD_EMBED_CHROME = 86

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

export function boardFrameHeight(width: number): number {
  return width + BOARD_EMBED_CHROME
}

export { EMBED_WIDTH }
