/**
 * @module
 * Measures of a card read from its own pixels, as resvg draws it with the card's font: where the
 * content lies, and how much of it has a given colour. For the composition tests of every card.
 */
import { CARD, type Box } from '@nqueens/charts/card'
import { renderCardSvg } from './charts-png.ts'

export interface CardPixels {
  width: number
  height: number
  /** RGBA, row by row. */
  data: Uint8Array
}

/** The card drawn at its full 1200×630. */
export function drawCard(svg: string): CardPixels {
  const image = renderCardSvg(svg)
  return { width: image.width, height: image.height, data: new Uint8Array(image.pixels) }
}

/** `#rrggbb` as [r, g, b]. */
export function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

/** Whether the pixel at (x, y) is within `tolerance` of `hex` in every channel. */
function near(card: CardPixels, x: number, y: number, hex: string, tolerance: number): boolean {
  const at = (y * card.width + x) * 4
  const [r, g, b] = rgb(hex)
  return (
    Math.abs(card.data[at] - r) <= tolerance &&
    Math.abs(card.data[at + 1] - g) <= tolerance &&
    Math.abs(card.data[at + 2] - b) <= tolerance
  )
}

/** The smallest box holding every pixel that `match` accepts inside `area`, or undefined. */
export function boundsOf(
  card: CardPixels,
  match: (x: number, y: number) => boolean,
  area: Box = { x: 0, y: 0, width: card.width, height: card.height },
): Box | undefined {
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity]
  for (let y = area.y; y < area.y + area.height; y++) {
    for (let x = area.x; x < area.x + area.width; x++) {
      if (!match(x, y)) continue
      left = Math.min(left, x)
      right = Math.max(right, x)
      top = Math.min(top, y)
      bottom = Math.max(bottom, y)
    }
  }
  return right < left
    ? undefined
    : { x: left, y: top, width: right - left + 1, height: bottom - top + 1 }
}

/** Where everything that is not the card's background `bg` lies. */
export function contentBounds(card: CardPixels, bg: string): Box | undefined {
  return boundsOf(card, (x, y) => !near(card, x, y, bg, 2))
}

/** Where the pixels of colour `hex` lie (within a small tolerance). */
export function colorBounds(card: CardPixels, hex: string, area?: Box): Box | undefined {
  return boundsOf(card, (x, y) => near(card, x, y, hex, 2), area)
}

/** How many pixels inside `area` have the colour `hex`. */
export function countColor(card: CardPixels, hex: string, area?: Box): number {
  let count = 0
  boundsOf(card, (x, y) => near(card, x, y, hex, 2) && ++count > 0, area)
  return count
}

/** The fractions of the card's width and height that `box` spans. */
export function spanOf(box: Box | undefined): { width: number; height: number } {
  return box
    ? { width: box.width / CARD.width, height: box.height / CARD.height }
    : { width: 0, height: 0 }
}
