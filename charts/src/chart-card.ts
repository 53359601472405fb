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
 * The crops link cards apply, centred: a square (chat apps, many bookmark cards), Open Graph's
 * 1.91:1, X's 2:1, and the narrowest we have seen, Ghost's bookmark card on a 390 px phone, whose
 * thumbnail is a slice 112 × 213 px (test/browser/ghost.test.ts measures it).
 */
export const CARD_CROPS: Record<'square' | 'og' | 'x' | 'phone', Box> = {
  square: centredCrop(1),
  og: centredCrop(1.91),
  x: centredCrop(2),
  phone: centredCrop(112 / 213),
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

  // The mark, the name, the title and the choice, stacked in the safe box's narrow column.
  const markSize = 56
  let y = safe.y
  parts.push(
    only
      ? `<rect x="${centre - markSize / 2}" y="${y}" width="${markSize}" height="${markSize}"/>`
      : markSvg(markSize).replace('<svg ', `<svg x="${centre - markSize / 2}" y="${y}" `),
  )
  y += markSize + 28
  parts.push(text(SITE_TITLE, centre, y, 24, ink, true))
  y += 14
  const title = (chart.kind === 'line' && chart.cardTitle) || chart.title
  y = paragraph(parts, title, y, { size: 30, lines: 3, bold: true, fill: ink })
  if (options.subtitle) {
    const fill = only ? ink : colors.muted
    y = paragraph(parts, options.subtitle, y, { size: 17, lines: 4, bold: false, fill })
  }

  // The chart below, without its own title, as large as the rest of the safe box allows.
  const twin = renderSvg(chart, 'light')
  const size = /viewBox="0 0 (\d+) (\d+)"/.exec(twin)
  const [width, height] = size ? [Number(size[1]), Number(size[2]) - TWIN_TITLE_STRIP] : [760, 440]
  const top = y + 12
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

function text(content: string, x: number, y: number, size: number, fill: string, bold: boolean) {
  return (
    `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-size="${size.toFixed(1)}" fill="${fill}" ` +
    `text-anchor="middle"${bold ? ' font-weight="700"' : ''}>${escapeXml(content)}</text>`
  )
}

/**
 * `content` in centred lines that fit the safe box's width, at `size` or smaller until it takes
 * at most `lines`; returns the y below it.
 */
function paragraph(
  parts: string[],
  content: string,
  top: number,
  style: { size: number; lines: number; bold: boolean; fill: string },
): number {
  let size = style.size
  let lines = wrap(content, size, style.bold)
  while (size > 8 && (lines.length > style.lines || lines.some((l) => l.width > SAFE_BOX.width))) {
    size -= 1
    lines = wrap(content, size, style.bold)
  }
  let y = top
  for (const line of lines) {
    y += size * 1.2
    parts.push(text(line.text, CARD.width / 2, y, size, style.fill, style.bold))
  }
  return y + size * 0.3
}

/** Words into lines no wider than the safe box (a word longer than that gets a line of its own). */
function wrap(content: string, size: number, bold: boolean): { text: string; width: number }[] {
  const lines: { text: string; width: number }[] = []
  for (const word of content.split(/\s+/)) {
    const last = lines.at(-1)
    const joined = last ? `${last.text} ${word}` : word
    if (last && textWidth(joined, size, bold) <= SAFE_BOX.width) {
      last.text = joined
      last.width = textWidth(joined, size, bold)
    } else lines.push({ text: word, width: textWidth(word, size, bold) })
  }
  return lines
}

/** A generous estimate of a line's width in DejaVu Sans (wide letters counted as wide). */
function textWidth(content: string, size: number, bold: boolean): number {
  let ems = 0
  for (const char of content) ems += char.charCodeAt(0) > 0x2e80 ? 1 : bold ? 0.7 : 0.62
  return ems * size
}
/** The font files of CARD_FONT, as package specifiers for the renderers to load. */
export const CARD_FONT_FILES = [
  'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
] as const
