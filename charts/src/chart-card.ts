/**
 * @module
 * The link-preview card of a chart (`og:image`, `twitter:image`, oEmbed's thumbnail), as an SVG
 * for resvg: at build time for each whole chart (site/src/build/charts-png.ts), in the Worker for
 * a chosen-series chart and for smaller sizes (functions/src/images/chart-card-png.ts).
 *
 * Cards are cropped by whoever shows them: to a square (Ghost's and many apps' small cards), a
 * 1.91:1 box, or a wide slice on a phone. Everything essential (the mark and name, the title, the
 * chosen series and the chart) therefore sits in SAFE_BOX, the part of the card every crop in
 * CARD_CROPS keeps; the sides hold only a chequered border that any crop may cut.
 */
import { CHART_COLORS, markSvg, PAGE_COLORS, SITE_TITLE } from '@nqueens/design'
import { escapeXml, renderSvg } from './charts-svg.ts'
import type { Chart } from './charts-data.ts'

export const CARD = { width: 1200, height: 630 } as const

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** A centred crop of the card to the aspect ratio `ratio` (width over height). */
function centredCrop(ratio: number): Box {
  const width = Math.min(CARD.width, CARD.height * ratio)
  const height = Math.min(CARD.height, CARD.width / ratio)
  return { x: (CARD.width - width) / 2, y: (CARD.height - height) / 2, width, height }
}

/**
 * The crops link cards apply: a square (bookmark and chat cards), Open Graph's 1.91:1, and the
 * widest slice we have seen, a bookmark card's thumbnail across a phone (2.6:1).
 */
export const CARD_CROPS: Record<'square' | 'wide' | 'phone', Box> = {
  square: centredCrop(1),
  wide: centredCrop(1.91),
  phone: centredCrop(2.6),
}

/** Where the essentials go: inside every crop, with a margin. */
export const SAFE_BOX: Box = (() => {
  const margin = 16
  const crops = Object.values(CARD_CROPS)
  const left = Math.max(...crops.map((c) => c.x)) + margin
  const top = Math.max(...crops.map((c) => c.y)) + margin
  const right = Math.min(...crops.map((c) => c.x + c.width)) - margin
  const bottom = Math.min(...crops.map((c) => c.y + c.height)) - margin
  return { x: left, y: top, width: right - left, height: bottom - top }
})()

/** The one font the cards name, bundled with both renderers so that they draw alike. */
export const CARD_FONT = 'DejaVu Sans'

/** The height of the twin's own title strip, which the card replaces with its larger title. */
const TWIN_TITLE_STRIP = 34
const SQUARE = 45

export interface ChartCardOptions {
  /** A line under the title: the chosen series and range (`describeSelection`). */
  subtitle?: string
  /**
   * Draw only the essentials, in black on nothing, without the border: for the test that every
   * crop keeps them.
   */
  essentialsOnly?: boolean
}

/** The card of `chart` (already narrowed to a selection, if any), 1200×630. */
export function chartCardSvg(chart: Chart, options: ChartCardOptions = {}): string {
  const colors = CHART_COLORS.light
  const safe = SAFE_BOX
  const centre = CARD.width / 2
  const only = options.essentialsOnly === true
  const ink = only ? '#000000' : colors.fg
  const parts: string[] = []

  // The mark and the name, as one centred row.
  const brandSize = 26
  const markSize = 40
  const nameWidth = textWidth(SITE_TITLE, brandSize, true)
  const rowLeft = centre - (markSize + 12 + nameWidth) / 2
  const brandTop = safe.y + 4
  parts.push(
    only
      ? `<rect x="${rowLeft}" y="${brandTop}" width="${markSize}" height="${markSize}"/>`
      : markSvg(markSize).replace('<svg ', `<svg x="${rowLeft}" y="${brandTop}" `),
    text(SITE_TITLE, rowLeft + markSize + 12, brandTop + 30, brandSize, ink, 'start', true),
  )

  const title = (chart.kind === 'line' && chart.cardTitle) || chart.title
  const titleSize = Math.min(34, fitSize(title, safe.width, true))
  let y = brandTop + markSize + 44
  parts.push(text(title, centre, y, titleSize, ink, 'middle', true))
  if (options.subtitle) {
    y += 30
    const size = Math.min(20, fitSize(options.subtitle, safe.width, false))
    parts.push(text(options.subtitle, centre, y, size, only ? ink : colors.muted, 'middle', false))
  }

  // The chart below, without its own title, as large as the rest of the safe box allows.
  const twin = renderSvg(chart, 'light')
  const size = /viewBox="0 0 (\d+) (\d+)"/.exec(twin)
  const [width, height] = size ? [Number(size[1]), Number(size[2]) - TWIN_TITLE_STRIP] : [760, 440]
  const top = y + 14
  const scale = Math.min(safe.width / width, (safe.y + safe.height - top) / height)
  const box = {
    x: centre - (width * scale) / 2,
    y: top,
    width: width * scale,
    height: height * scale,
  }
  parts.push(
    only
      ? `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}"/>`
      : twin.replace(
          /^<svg[^>]*>/,
          `<svg x="${box.x.toFixed(1)}" y="${box.y.toFixed(1)}" width="${box.width.toFixed(1)}" ` +
            `height="${box.height.toFixed(1)}" viewBox="0 ${TWIN_TITLE_STRIP} ${width} ${height}">`,
        ),
  )
  // A chart lower than the room left (a bar chart of few bars): the whole block centred.
  const shift = (safe.y + safe.height - (box.y + box.height)) / 2
  const ground = only
    ? ''
    : `<rect width="${CARD.width}" height="${CARD.height}" fill="${PAGE_COLORS.light.bg}"/>` +
      border(safe)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}" ` +
    `viewBox="0 0 ${CARD.width} ${CARD.height}" font-family="${CARD_FONT}">${ground}` +
    `<g transform="translate(0 ${shift.toFixed(1)})">${parts.join('')}</g></svg>`
  )
}

/** A chequered border left and right of the safe box, fading towards it: decoration only. */
function border(safe: Box): string {
  const squares: string[] = []
  const columns = Math.floor((safe.x - 40) / SQUARE)
  for (let column = 0; column < columns; column++) {
    const opacity = ((columns - column) / columns).toFixed(2)
    for (let row = 0; row * SQUARE < CARD.height; row++) {
      if ((row + column) % 2) continue
      for (const x of [column * SQUARE, CARD.width - (column + 1) * SQUARE]) {
        squares.push(
          `<rect x="${x}" y="${row * SQUARE}" width="${SQUARE}" height="${SQUARE}" fill-opacity="${opacity}"/>`,
        )
      }
    }
  }
  return `<g fill="${PAGE_COLORS.light['accent-soft']}">${squares.join('')}</g>`
}

function text(
  content: string,
  x: number,
  y: number,
  size: number,
  fill: string,
  anchor: 'start' | 'middle',
  bold: boolean,
): string {
  return (
    `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-size="${size.toFixed(1)}" fill="${fill}" ` +
    `text-anchor="${anchor}"${bold ? ' font-weight="700"' : ''}>${escapeXml(content)}</text>`
  )
}

/** A generous estimate of a line's width in DejaVu Sans (wide letters counted as wide). */
function textWidth(content: string, size: number, bold: boolean): number {
  let ems = 0
  for (const char of content) ems += char.charCodeAt(0) > 0x2e80 ? 1 : bold ? 0.7 : 0.62
  return ems * size
}

/** The largest font size at which `content` fits `width`. */
function fitSize(content: string, width: number, bold: boolean): number {
  return width / textWidth(content, 1, bold)
}

/** The font files of CARD_FONT, as package specifiers for the renderers to load. */
export const CARD_FONT_FILES = [
  'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
] as const
