import { encodeQueens } from '@nqueens/core'
import { EMBED_WIDTH } from '@nqueens/charts/embeds'
import type { EmbedTarget } from './resolve.ts'
import { BOARD_EMBED_WIDTH, boardFrameHeight, chartFrameHeight, MIN_EMBED_HEIGHT } from './sizes.ts'
import { boardEmbedSnippet, chartEmbedSnippet } from './snippets.ts'

/** An oEmbed 1.0 answer of type `rich` (oembed.com, section 2.3.4). */
export interface OembedAnswer {
  version: '1.0'
  type: 'rich'
  title: string
  provider_name: 'nqueens-edge'
  provider_url: string
  cache_age: number
  html: string
  width: number
  height: number
  thumbnail_url?: string
  thumbnail_width?: number
  thumbnail_height?: number
}

/** The PNG link-preview cards, charts' and boards' alike. */
const CARD = { width: 1200, height: 630 }

export interface Limits {
  maxwidth?: number
  maxheight?: number
}

/**
 * The answer for a resolved page, within the consumer's maxwidth and maxheight: the frame is as
 * wide as allowed up to the embed's own width, and as tall as its page needs there, or maxheight
 * if that is less (a chart's frame then scrolls; a board shrinks to fit). The script that resizes
 * the frame is left out when maxheight is given, since it would grow the frame past it. The
 * thumbnail is the 1200×630 card, offered only when the limits leave room for it.
 */
export function buildOembed(target: EmbedTarget, origin: string, limits: Limits): OembedAnswer {
  const cap = (size: number, max: number | undefined) => Math.min(size, max ?? Infinity)
  const sizing = limits.maxheight === undefined
  const common = {
    version: '1.0' as const,
    type: 'rich' as const,
    provider_name: 'nqueens-edge' as const,
    provider_url: `${origin}/`,
  }
  const thumbnail = (url: string) =>
    cap(CARD.width, limits.maxwidth) === CARD.width &&
    cap(CARD.height, limits.maxheight) === CARD.height
      ? { thumbnail_url: url, thumbnail_width: CARD.width, thumbnail_height: CARD.height }
      : {}
  if (target.kind === 'chart') {
    const width = cap(EMBED_WIDTH, limits.maxwidth)
    const height = Math.max(
      MIN_EMBED_HEIGHT,
      cap(chartFrameHeight(target.chart, width), limits.maxheight),
    )
    const src = `${origin}/embed/${target.chart.id}/${target.query}`
    return {
      ...common,
      title: target.chart.title,
      cache_age: 3600,
      html: chartEmbedSnippet({ origin, src, title: target.chart.title, width, height, sizing }),
      width,
      height,
      ...thumbnail(`${origin}/embed/${target.chart.id}.card.png`),
    }
  }
  const { board, verification } = target
  const width = cap(BOARD_EMBED_WIDTH, limits.maxwidth)
  const height = Math.max(MIN_EMBED_HEIGHT, cap(boardFrameHeight(width), limits.maxheight))
  const notation = board.n <= 64 ? `: ${encodeQueens(board.queens)}` : ''
  const title = `${board.n} queens${notation}${verification.valid ? '' : ' (not a solution)'}`
  return {
    ...common,
    title,
    cache_age: 86400,
    html: boardEmbedSnippet({ origin, path: target.path, title, width, height, sizing }),
    width,
    height,
    ...thumbnail(`${origin}${target.path}.png`),
  }
}
