/**
 * @module
 * What every link-preview card shares (`og:image`, `twitter:image`, oEmbed's thumbnail): its size,
 * the crops that apps apply to it, its one font, its colours, and the pieces drawn on it (the
 * brand, lines of text). Each card is an SVG string 1200×630 in its viewBox, so that it can be
 * rasterized at any width: by resvg-js at build time, by resvg's wasm build in the images Worker.
 * Cards use only plain attributes, the font `DejaVu Sans` and the characters of its subset.
 */
import { CHART_COLORS, markSvg, PAGE_COLORS, SITE_TITLE, type Scheme } from '@nqueens/design'
import type { Chart } from './charts-data.ts'
import { escapeXml, renderSvg, type ChartLayout } from './charts-svg.ts'
import { fitText } from './text-width.ts'

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
 * The crops link cards apply, centred: a square (some chat apps' small cards), Open Graph's
 * 1.91:1, X's 2:1, and the narrowest we have seen, Ghost's bookmark card on a 390 px phone, whose
 * thumbnail is a slice 112 × 213 px (test/browser/ghost.test.ts measures it). Most apps show the
 * whole card at 1.91:1, so cards are composed for that first.
 */
export const CARD_CROPS: Record<'square' | 'og' | 'x' | 'phone', Box> = {
  square: centredCrop(1),
  og: centredCrop(1.91),
  x: centredCrop(2),
  phone: centredCrop(112 / 213),
}

/** The part of the card every crop keeps, with a margin: where a card's mark and title go. */
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

/** The font files of CARD_FONT, as package specifiers for the renderers to load. */
export const CARD_FONT_FILES = [
  'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
] as const

/**
 * Every character a card may show: printable ASCII, dashes, the middle dot, ×, …, and the circled
 * digits of the paper's algorithms. The images Worker's font holds these alone
 * (`npm run card:font` subsets CARD_FONT_FILES to them).
 */
export const CARD_CHARACTERS =
  String.fromCharCode(...Array.from({ length: 95 }, (_, i) => 32 + i)) + '—–·×…①②③'

/** A card's colours: the page's, and a band a little apart from the background. */
export function cardColors(theme: Scheme) {
  const page = PAGE_COLORS[theme]
  return { ...page, band: theme === 'light' ? '#e9eef6' : '#1a2029' }
}

/** The whole card: `body` on the theme's background, in CARD's viewBox, titled `label`. */
export function cardSvg(body: string, theme: Scheme, label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}" ` +
    `viewBox="0 0 ${CARD.width} ${CARD.height}" font-family="${CARD_FONT}">` +
    `<title>${escapeXml(label)}</title>` +
    `<rect width="${CARD.width}" height="${CARD.height}" fill="${cardColors(theme).bg}"/>` +
    `${body}</svg>`
  )
}

/** The mark, `size` square, with its top left corner at (`x`, `y`). */
export function mark(x: number, y: number, size: number): string {
  return markSvg(size).replace('<svg ', `<svg x="${x.toFixed(1)}" y="${y.toFixed(1)}" `)
}

/** The mark and the site's name on one line, `size` tall, starting at `x` with `y` its top. */
export function brand(x: number, y: number, size: number, theme: Scheme): string {
  return (
    mark(x, y, size) +
    text(SITE_TITLE, x + size * 1.25, y + size * 0.72, {
      size: size * 0.62,
      bold: true,
      fill: cardColors(theme).fg,
    })
  )
}

export interface TextStyle {
  size: number
  fill: string
  bold?: boolean
  anchor?: 'start' | 'middle' | 'end'
}

/** One line of text with its baseline at `y`. */
export function text(content: string, x: number, y: number, style: TextStyle): string {
  return (
    `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-size="${style.size.toFixed(1)}" ` +
    `fill="${style.fill}"${style.anchor && style.anchor !== 'start' ? ` text-anchor="${style.anchor}"` : ''}` +
    `${style.bold ? ' font-weight="700"' : ''}>${escapeXml(content)}</text>`
  )
}

/**
 * `content` in at most `box.lines` lines of at most `box.width`, at `style.size` or smaller down to
 * `min`, its first line's top at `top`; returns the markup and the y below its last line.
 */
export function paragraph(
  content: string,
  x: number,
  top: number,
  box: { width: number; lines: number; min: number },
  style: TextStyle,
): { svg: string; bottom: number; size: number } {
  const fitted = fitText(content, box, style.size, box.min, style.bold)
  const size = fitted.size
  let y = top
  const svg = fitted.lines
    .map((line, i) => {
      y = top + size * (0.92 + i * 1.2)
      return text(line.text, x, y, { ...style, size })
    })
    .join('')
  return { svg, bottom: y + size * 0.3, size }
}

/**
 * The layout a chart is drawn in on a card: `zoom` times smaller than its `box`, with its legend
 * beside the plot, so that its 12-unit text is `12 × zoom` card pixels high once scaled up.
 */
export function panelLayout(box: Box, zoom: number, title = false): ChartLayout {
  const width = Math.round(box.width / zoom)
  return { width, height: Math.round(box.height / zoom), legend: 'right', title }
}

/** `chart` on a panel filling `box`, drawn in `panelLayout` and scaled up; titled if `title`. */
export function chartPanel(chart: Chart, box: Box, zoom: number, title = false): string {
  const svg = renderSvg(chart, 'light', panelLayout(box, zoom, title))
  // The chart names the card's font, so that no renderer falls back to another.
  const placed = svg
    .replace(/^<svg /, `<svg x="${box.x}" y="${box.y}" `)
    .replace(/ font-family="[^"]*"/, ` font-family="${CARD_FONT}"`)
    .replace(/ width="\d+" height="\d+"/, ` width="${box.width}" height="${box.height}"`)
  return (
    `<rect x="${box.x - 1}" y="${box.y - 1}" width="${box.width + 2}" height="${box.height + 2}" ` +
    `rx="6" fill="${CHART_COLORS.light.bg}" stroke="${PAGE_COLORS.light.border}"/>${placed}`
  )
}
