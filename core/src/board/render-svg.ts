import { InvalidInputError } from '../errors.ts'
import type { Conflict } from '../types.ts'
import { validatePlacement } from './placement.ts'
import { densityBlock, renderDensitySvg } from './render-svg-density.ts'
import { CROWN_PATH, PALETTES, escapeXml, num, type Palette } from './svg-parts.ts'
import { verifyPlacement } from './verify.ts'

export interface SvgOptions {
  /** Width and height in pixels, 16 to 4096; default 480. The drawing scales with its viewBox. */
  size?: number
  /** Pairs to mark (1-based `[r1, c1, r2, c2]`), or `'conflicts'` for every attacking pair. */
  highlight?: Conflict[] | 'conflicts'
  /** The accessible name; default a sentence about the board. */
  title?: string
  dark?: boolean
  /** Prefix for ids inside the SVG, so several boards can share one HTML page; default `nq`. */
  idPrefix?: string
}

/** Up to this many rows every square and queen is drawn; past it, a density view. */
export const MAX_SVG_DETAIL_N = 200

/**
 * Draws a board as a standalone, accessible SVG image: a checkerboard, each queen as a crown,
 * and, when asked, attacking queens in red with lines between each attacking pair. It carries
 * `role="img"`, a `<title>` and a `<desc>` (the board in 1-based notation for boards up to 64
 * wide), needs no fonts, and escapes every text it includes.
 *
 * Past `MAX_SVG_DETAIL_N` rows single squares would be under a pixel, so it draws a density view
 * instead: the board in at most 64×64 blocks, each shaded by how many queens it holds, with
 * blocks holding attacking queens in red.
 *
 * @example
 * renderSvg([1, 3, 0, 2]) // '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4" … role="img" …>…</svg>'
 * renderSvg([0, 1, -1], { highlight: 'conflicts', dark: true }) // queens 1 and 2 in red, a line between them
 */
export function renderSvg(queens: ArrayLike<number>, options: SvgOptions = {}): string {
  validatePlacement(queens)
  const n = queens.length
  const size = options.size ?? 480
  if (!Number.isInteger(size) || size < 16 || size > 4096) {
    throw new InvalidInputError('size', `must be a whole number of pixels from 16 to 4096`)
  }
  const id = options.idPrefix ?? 'nq'
  if (!/^[A-Za-z][A-Za-z0-9_-]{0,31}$/.test(id)) {
    throw new InvalidInputError(
      'idPrefix',
      'must be a letter then up to 31 letters, digits, - or _',
    )
  }
  const verification = verifyPlacement(queens)
  const pairs =
    options.highlight === 'conflicts'
      ? verification.conflicts
      : validateConflicts(options.highlight ?? [], n)
  const palette = options.dark ? PALETTES.dark : PALETTES.light
  const title = options.title ?? describeBoard(n, verification)
  const desc =
    n <= 64
      ? `Queens by row, top to bottom, as 1-based columns (0 = empty): ${encode(queens)}`
      : n <= MAX_SVG_DETAIL_N
        ? `${n} rows; ${verification.conflicts.length} attacking pairs.`
        : `Density view of ${n} rows: each square stands for a block of ` +
          `${densityBlock(n)}×${densityBlock(n)} squares, darker for more queens, red when it ` +
          'holds attacking queens.'
  const head =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" ` +
    `role="img" aria-labelledby="${id}-title ${id}-desc"`
  const texts = `<title id="${id}-title">${escapeXml(title)}</title><desc id="${id}-desc">${escapeXml(desc)}</desc>`
  if (n > MAX_SVG_DETAIL_N) return renderDensitySvg(queens, pairs, palette, head, texts)
  const board = drawBoard(queens, pairs, palette, id, (2 * n) / size)
  return `${head} viewBox="0 0 ${n} ${n}">${texts}${board}</svg>`
}

function drawBoard(
  queens: ArrayLike<number>,
  pairs: Conflict[],
  palette: Palette,
  id: string,
  lineWidth: number,
): string {
  const n = queens.length
  // One 2×2 tile repeated makes the checkerboard, so the size of the file does not grow with n².
  const defs =
    `<defs><pattern id="${id}-checker" width="2" height="2" patternUnits="userSpaceOnUse">` +
    `<rect width="2" height="2" fill="${palette.light}"/>` +
    `<rect x="1" width="1" height="1" fill="${palette.dark}"/>` +
    `<rect y="1" width="1" height="1" fill="${palette.dark}"/></pattern>` +
    `<symbol id="${id}-queen" viewBox="0 0 100 100"><path d="${CROWN_PATH}"/></symbol></defs>`
  const board = `<rect width="${n}" height="${n}" fill="url(#${id}-checker)" shape-rendering="crispEdges"/>`
  const marked = new Set<number>()
  for (const [r1, , r2] of pairs) marked.add(r1 - 1).add(r2 - 1)
  let squares = ''
  let calm = ''
  let attacking = ''
  for (let row = 0; row < n; row++) {
    const col = queens[row]
    if (col < 0) continue
    const use = `<use href="#${id}-queen" x="${col}" y="${row}" width="1" height="1"/>`
    if (marked.has(row)) {
      squares += `<rect x="${col}" y="${row}" width="1" height="1"/>`
      attacking += use
    } else calm += use
  }
  // Lines join square centres, `lineWidth` squares wide: two pixels at the drawn size. A width in
  // the board's units, not `vector-effect`, which resvg (the PNGs' renderer) does not draw.
  let lines = ''
  for (const [r1, c1, r2, c2] of pairs) {
    lines += `<line x1="${c1 - 0.5}" y1="${r1 - 0.5}" x2="${c2 - 0.5}" y2="${r2 - 0.5}"/>`
  }
  const outline = `stroke="${palette.outline}" stroke-width="4"`
  return (
    defs +
    board +
    (squares && `<g fill="${palette.conflict}" fill-opacity="0.35">${squares}</g>`) +
    (lines &&
      `<g stroke="${palette.conflict}" stroke-width="${num(lineWidth)}" stroke-linecap="round" opacity="0.8">${lines}</g>`) +
    (calm && `<g fill="${palette.queen}" ${outline}>${calm}</g>`) +
    (attacking && `<g fill="${palette.conflict}" ${outline}>${attacking}</g>`)
  )
}

/** Caller-given pairs end up as coordinates in the markup, so each must be a square on the board. */
function validateConflicts(pairs: unknown, n: number): Conflict[] {
  if (!Array.isArray(pairs)) {
    throw new InvalidInputError('highlight', "must be a list of [r1, c1, r2, c2] or 'conflicts'")
  }
  for (const pair of pairs) {
    if (
      !Array.isArray(pair) ||
      pair.length !== 4 ||
      !pair.every((v) => Number.isInteger(v) && v >= 1 && v <= n)
    ) {
      throw new InvalidInputError(
        'highlight',
        `each pair must be [r1, c1, r2, c2] with 1-based rows and columns up to ${n}`,
      )
    }
  }
  return pairs as Conflict[]
}

function describeBoard(n: number, v: ReturnType<typeof verifyPlacement>): string {
  const board = `${n}-queens board`
  if (v.valid) return `${board}: a solution`
  if (v.conflicts.length > 0) {
    const count = v.conflicts.length
    return `${board}: ${count === 1 ? 'one attacking pair' : `${count} attacking pairs`}`
  }
  return `${board}: no attacks, not yet complete`
}

function encode(queens: ArrayLike<number>): string {
  return Array.from(queens, (c) => c + 1).join(',')
}
