import { CROWN, PALETTES, type Conflict } from '@nqueens/core'
import { PAGE_COLORS, type Scheme } from '@nqueens/design'
import { CARD, SAFE_BOX } from '@nqueens/charts/card'
import { cardHeight } from '../embeds/thumbnails.ts'
import type { IndexedImage } from './png.ts'

/**
 * A board drawn as pixels for its PNG permalink (`/s/:n/:queens.png`): 1200×630, the size link
 * previews show (or `width` wide, the same shape, for a thumbnail), in the SVG's colours, the
 * board the largest square the card's safe box holds (299 pixels at full size) in the middle, so
 * that the square, 1.91:1 and phone crops of link cards all keep the whole board
 * (`@nqueens/charts/card`).
 *
 * How much is drawn follows the size of a square, s = board / n pixels: from s ≥ 10 each
 * queen is the SVG's crown, smoothed with 4×4 samples a pixel (one mask, stamped per queen); below, a dot of 0.8 s; from s < 2
 * the squares merge into one colour and each queen is the pixel it falls on. Queens
 * that attack another, and their squares, are red. Time is O(pixels + n).
 */
const CROWN_FROM = 10
const SAMPLES = 4

export function rasterizeBoard(
  queens: ArrayLike<number>,
  pairs: Conflict[],
  scheme: Scheme = 'light',
  width: number = CARD.width,
): IndexedImage {
  const W = width
  const H = cardHeight(width)
  // The board is as large as the card's safe box allows, the box every crop of a link card keeps.
  const BOARD = Math.round((Math.min(SAFE_BOX.width, SAFE_BOX.height) * width) / CARD.width)
  const LEFT = Math.floor((W - BOARD) / 2)
  const TOP = Math.floor((H - BOARD) / 2)
  const n = queens.length
  const colors = PALETTES[scheme]
  const palette = new PaletteBuilder()
  const pixels = new Uint8Array(W * H).fill(palette.add(PAGE_COLORS[scheme].bg))
  const attacking = new Uint8Array(n)
  for (const [r1, , r2] of pairs) attacking[r1 - 1] = attacking[r2 - 1] = 1
  const square = BOARD / n
  const base = [colors.light, colors.dark]
  const tinted = base.map((color) => mix(color, colors.conflict, 0.35))

  fill(pixels, W, LEFT - 2, TOP - 2, BOARD + 4, BOARD + 4, palette.add(colors.outline))
  if (square >= 2) {
    // The square under each pixel column, once, so the row loop only looks up.
    const columnOf = new Int32Array(BOARD)
    for (let x = 0; x < BOARD; x++) columnOf[x] = Math.min(n - 1, Math.floor(x / square))
    const ids = [base.map((c) => palette.add(c)), tinted.map((c) => palette.add(c))]
    // One pixel row is drawn per board row; the rest of that board row copies it.
    let drawn = -1
    for (let y = 0; y < BOARD; y++) {
      const row = Math.min(n - 1, Math.floor(y / square))
      const offset = (TOP + y) * W + LEFT
      if (row === drawn) {
        pixels.copyWithin(offset, offset - W, offset - W + BOARD)
        continue
      }
      drawn = row
      const queen = queens[row]
      const parity = row & 1
      for (let x = 0; x < BOARD; x++) pixels[offset + x] = ids[0][(parity + columnOf[x]) & 1]
      if (attacking[row] === 1) {
        const tint = ids[1][(row + queen) & 1]
        for (let x = 0; x < BOARD; x++) if (columnOf[x] === queen) pixels[offset + x] = tint
      }
    }
  } else {
    fill(pixels, W, LEFT, TOP, BOARD, BOARD, palette.add(mix(colors.light, colors.dark, 0.5)))
  }

  // Squares start on whole pixels here (at most half a pixel off), so one crown mask serves all.
  const mask = square >= CROWN_FROM ? crownMask(Math.ceil(square)) : undefined
  const dot = Math.max(1, Math.round(square * 0.8))
  for (let row = 0; row < n; row++) {
    const col = queens[row]
    if (col < 0) continue
    const ink = attacking[row] ? colors.conflict : colors.queen
    const x = LEFT + Math.round(col * square)
    const y = TOP + Math.round(row * square)
    if (mask) {
      const ground = (attacking[row] ? tinted : base)[(row + col) & 1]
      const shades = Array.from({ length: SAMPLES * SAMPLES + 1 }, (_, k) =>
        palette.add(mix(ground, ink, k / (SAMPLES * SAMPLES))),
      )
      stamp(pixels, W, mask, x, y, shades)
    } else {
      const inset = Math.floor((square - dot) / 2)
      fill(pixels, W, x + inset, y + inset, dot, dot, palette.add(ink))
    }
  }
  return { width: W, height: H, pixels, palette: palette.colors }
}

export interface Mask {
  size: number
  /** Samples covered in each pixel, 0 to SAMPLES², row by row. */
  covered: Uint8Array
}

/**
 * The crown in a square of `size` pixels: how many of each pixel's 4×4 samples it covers. Each
 * row of samples is cut by the crown's shapes into spans, and the samples inside a span count.
 */
export function crownMask(size: number): Mask {
  const covered = new Uint8Array(size * size)
  const perUnit = (size * SAMPLES) / 100
  const inRow = new Uint8Array(size * SAMPLES)
  const [left, top, right, bottom] = CROWN.band
  const points = CROWN.points
  for (let sv = 0; sv < size * SAMPLES; sv++) {
    const v = (sv + 0.5) / perUnit
    const spans: number[] = []
    if (v >= top && v <= bottom) spans.push(left, right)
    for (const [cx, cy, r] of CROWN.balls) {
      const h = r * r - (v - cy) ** 2
      if (h >= 0) spans.push(cx - Math.sqrt(h), cx + Math.sqrt(h))
    }
    // The points' outline: where the sample row crosses its edges, paired off left to right.
    const crossings: number[] = []
    for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
      const [xi, yi] = points[i]
      const [xj, yj] = points[j]
      if (yi > v !== yj > v) crossings.push(((xj - xi) * (v - yi)) / (yj - yi) + xi)
    }
    crossings.sort((a, b) => a - b)
    spans.push(...crossings)
    inRow.fill(0)
    for (let k = 0; k < spans.length; k += 2) {
      // Sample su sits at (su + 0.5) / perUnit; keep those within [from, to].
      const first = Math.max(0, Math.ceil(spans[k] * perUnit - 0.5))
      const last = Math.min(inRow.length - 1, Math.floor(spans[k + 1] * perUnit - 0.5))
      if (first <= last) inRow.fill(1, first, last + 1)
    }
    const offset = Math.floor(sv / SAMPLES) * size
    for (let su = 0; su < inRow.length; su++)
      covered[offset + Math.floor(su / SAMPLES)] += inRow[su]
  }
  return { size, covered }
}

/** Paints the mask at (x, y), each covered pixel in the shade of its coverage. */
function stamp(
  pixels: Uint8Array,
  stride: number,
  mask: Mask,
  x: number,
  y: number,
  shades: number[],
): void {
  const { size, covered } = mask
  for (let py = 0; py < size; py++) {
    const offset = (y + py) * stride + x
    for (let px = 0; px < size; px++) {
      const count = covered[py * size + px]
      if (count > 0) pixels[offset + px] = shades[count]
    }
  }
}

function fill(
  pixels: Uint8Array,
  stride: number,
  x: number,
  y: number,
  w: number,
  h: number,
  id: number,
): void {
  for (let row = y; row < y + h; row++) pixels.fill(id, row * stride + x, row * stride + x + w)
}

/** Colour `a` moved a fraction `t` of the way to `b`, both `#rrggbb`. */
function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16)
  const pb = parseInt(b.slice(1), 16)
  let out = 0
  for (const shift of [16, 8, 0]) {
    const ca = (pa >> shift) & 255
    const cb = (pb >> shift) & 255
    out |= Math.round(ca + (cb - ca) * t) << shift
  }
  return `#${out.toString(16).padStart(6, '0')}`
}

/** Hands out one palette index per distinct colour. */
class PaletteBuilder {
  readonly colors: string[] = []
  private readonly ids = new Map<string, number>()
  add(color: string): number {
    let id = this.ids.get(color)
    if (id === undefined) {
      id = this.colors.length
      if (id > 255) throw new RangeError('more than 256 colours')
      this.colors.push(color)
      this.ids.set(color, id)
    }
    return id
  }
}
