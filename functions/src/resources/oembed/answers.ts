import { encodeQueens } from '@nqueens/core'
import { EMBED_WIDTH, twinSize } from '@nqueens/charts/embeds'
import type { EmbedTarget } from './resolve.ts'
import {
  boardFrameHeight,
  boardFrameWidth,
  CHART_FRAME_ASPECT,
  chartFrameHeight,
  MIN_EMBED_WIDTH,
} from '../../lib/previews/embed-sizes.ts'
import { boardEmbedSrc, oembedHtml } from '../../lib/previews/embed-snippets.ts'
import {
  cardHeight,
  cardWidthWithin,
  chartCardUrl,
  selectionOnly,
} from '../../lib/previews/thumbnails.ts'

interface OembedCommon {
  version: '1.0'
  title: string
  provider_name: 'nqueens-edge'
  provider_url: string
  cache_age: number
}

/** The live embed, framed (oembed.com, section 2.3.4.4). */
export interface RichAnswer extends OembedCommon {
  type: 'rich'
  html: string
  width: number
  height: number
  thumbnail_url?: string
  thumbnail_width?: number
  thumbnail_height?: number
}

/** The PNG twin, where no live embed fits the consumer's limits (section 2.3.4.1). */
export interface PhotoAnswer extends OembedCommon {
  type: 'photo'
  url: string
  width: number
  height: number
}

export type OembedAnswer = RichAnswer | PhotoAnswer

/** The PNG link-preview cards, charts' and boards' alike; a board's is also its PNG twin. */
const CARD = { width: 1200, height: 630 }
/** A board's PNG shown at half its pixels, as a chart's PNG twin (twice its SVG's size) is. */
const BOARD_PHOTO = { width: CARD.width / 2, height: CARD.height / 2 }

export interface Limits {
  maxwidth?: number
  maxheight?: number
}

/**
 * The answer for a resolved page within the consumer's maxwidth and maxheight (the spec's "must
 * respect"). The frame is as wide as allowed up to the embed's own width, and as tall as its page
 * needs at that width: a board's frame narrows until its page fits maxheight, and a chart's is at
 * least CHART_FRAME_ASPECT of its width where maxheight allows (its page fills any frame, and a
 * gateway that keeps the answer's aspect then gives a narrow column a frame the chart fits). Where the live
 * embed does not fit, narrower than MIN_EMBED_WIDTH or a chart lower than its page, the answer is
 * the PNG twin as a `photo`, shown at the largest size the limits allow (its pixels are twice that
 * or more). The script that resizes the frame is left out when maxheight is given, since it would grow the
 * frame past it; the thumbnail is the card at the widest size within the limits (thumbnails.ts).
 */
export function buildOembed(
  target: EmbedTarget,
  origin: string,
  limits: Limits,
  drawsCards = true,
): OembedAnswer {
  const cap = (size: number, max: number | undefined) => Math.min(size, max ?? Infinity)
  const sizing = limits.maxheight === undefined
  const common = {
    version: '1.0' as const,
    provider_name: 'nqueens-edge' as const,
    provider_url: `${origin}/`,
  }
  // The card at the widest size within the limits: the built one, or one the Worker draws.
  const thumbnailWidth = cardWidthWithin(limits)
  const thumbnail = (url: (width: number) => string | undefined) => {
    const at = thumbnailWidth === undefined ? undefined : url(thumbnailWidth)
    return at === undefined || thumbnailWidth === undefined
      ? {}
      : {
          thumbnail_url: at,
          thumbnail_width: thumbnailWidth,
          thumbnail_height: cardHeight(thumbnailWidth),
        }
  }
  if (target.kind === 'chart') {
    const { chart } = target
    const width = cap(EMBED_WIDTH, limits.maxwidth)
    const needed = chartFrameHeight(chart, width)
    const about = { ...common, title: target.title, cache_age: 3600 }
    if (width < MIN_EMBED_WIDTH || needed > (limits.maxheight ?? Infinity)) {
      const url = `${origin}/embed/${chart.id}${target.theme ? `.${target.theme}` : ''}.png`
      return {
        ...about,
        type: 'photo',
        url,
        ...fit(twinSize(chart), limits),
        ...thumbnail((w) =>
          chartCardUrl(origin, chart.id, new URLSearchParams(target.query), w, drawsCards),
        ),
      }
    }
    // As tall as the page needs, and as the aspect asks where the limits allow it.
    const height = Math.max(
      needed,
      Math.min(Math.ceil(width * CHART_FRAME_ASPECT), limits.maxheight ?? Infinity),
    )
    const src = `${origin}/embed/${chart.id}/${target.query}`
    const page = `${origin}/charts/${chart.id}/${selectionOnly(new URLSearchParams(target.query))}`
    const frame = { origin, src, page, title: target.title, width, height, sizing }
    return {
      ...about,
      type: 'rich',
      html: oembedHtml(frame),
      width,
      height,
      ...thumbnail((w) =>
        chartCardUrl(origin, chart.id, new URLSearchParams(target.query), w, drawsCards),
      ),
    }
  }
  const { board, verification, path } = target
  const notation = board.n <= 64 ? `: ${encodeQueens(board.queens)}` : ''
  const title = `${board.n} queens${notation}${verification.valid ? '' : ' (not a solution)'}`
  const about = { ...common, title, cache_age: 86400 }
  const width = cap(boardFrameWidth(limits.maxheight ?? Infinity), limits.maxwidth)
  if (width < MIN_EMBED_WIDTH) {
    return {
      ...about,
      type: 'photo',
      url: `${origin}${path}.png`,
      ...fit(BOARD_PHOTO, limits),
      ...thumbnail((w) => `${origin}${path}.png${w === CARD.width ? '' : `?width=${w}`}`),
    }
  }
  const height = boardFrameHeight(width)
  return {
    ...about,
    type: 'rich',
    html: oembedHtml({
      origin,
      src: boardEmbedSrc(origin, path),
      page: `${origin}${path}`,
      title,
      width,
      height,
      sizing,
    }),
    width,
    height,
    ...thumbnail((w) => `${origin}${path}.png${w === CARD.width ? '' : `?width=${w}`}`),
  }
}

/**
 * A photo's size: `size`, its PNG's pixels halved, scaled down to fit the limits, in whole pixels.
 * Shown no larger than that, the PNG stays sharp on high-density screens.
 */
function fit(size: { width: number; height: number }, limits: Limits) {
  const scale = Math.min(
    1,
    (limits.maxwidth ?? Infinity) / size.width,
    (limits.maxheight ?? Infinity) / size.height,
  )
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  }
}
