/**
 * @module
 * The link-preview cards of boards: a permalink's (`/s/:n/:queens`, any n up to recipes of a
 * million queens) and the interactive board page's (/solve/). The board fills the card's height on
 * the left, drawn by core's `renderSvg`, which past MAX_SVG_DETAIL_N rows draws a density view of
 * at most 64×64 blocks, so a card stays small and quick to rasterize for any n. Beside it: the
 * brand, the title (n, or "A solution for 1,000,000 queens"), the board in Gauss's notation
 * shortened to one line, and the verdict with the attacking queens marked in red on the board.
 */
import {
  densityBlock,
  MAX_LISTED_CONFLICTS,
  MAX_SVG_DETAIL_N,
  renderSvg,
  verifyPlacement,
  type Conflict,
} from '@nqueens/core'
import type { Scheme } from '@nqueens/design'
import { CARD, brand, cardColors, cardSvg, paragraph, text } from './card-base.ts'
import { textWidth } from './text-width.ts'

/** The board's side and its margin on the card. */
export const CARD_BOARD = { x: 36, y: 36, size: CARD.height - 72 } as const
const COLUMN = CARD_BOARD.x + CARD_BOARD.size + 48
const COLUMN_WIDTH = CARD.width - COLUMN - 44
/** Boards up to this many rows are titled `8 queens` over their notation; larger ones by their verdict. */
const NAMED_BY_N = 99

export interface BoardCardOptions {
  /** The attacking pairs (1-based `[r1, c1, r2, c2]`, as `verifyPlacement` lists them); found when absent. */
  conflicts?: Conflict[]
  theme?: Scheme
  /** The title instead of the one made from n and the verdict. */
  title?: string
  /** A muted line at the foot of the text: how the board was made, or where it lives. */
  caption?: string
}

/**
 * The card of a board (0-based columns, -1 for an empty row), 1200×630.
 *
 * @example
 * boardCardSvg([3, 6, 2, 7, 1, 4, 0, 5]) // '<svg …>' titled "8 queens", "4,7,3,8,2,5,1,6", "A solution"
 * boardCardSvg(constructSolution(1_000_000), { theme: 'dark', caption: 'Bernhardsson’s construction' })
 */
export function boardCardSvg(queens: ArrayLike<number>, options: BoardCardOptions = {}): string {
  const conflicts = options.conflicts ?? verifyPlacement(queens).conflicts
  const n = queens.length
  const verdict = describeVerdict(queens, conflicts)
  const title =
    options.title ??
    (n <= NAMED_BY_N || !verdict.good ? `${n.toLocaleString('en-US')} queens` : verdict.text)
  return boardCard(queens, conflicts, options.theme ?? 'light', {
    title,
    verdict:
      title === verdict.text
        ? { ...verdict, text: '' }
        : verdict.good
          ? { ...verdict, text: 'A solution: no two queens attack' }
          : verdict,
    caption: options.caption ?? describeDrawing(n),
  })
}

export interface SolveCardOptions {
  /** The board asked for by `/solve/?n=…&queens=…`; a solved 8-queens board when absent. */
  queens?: ArrayLike<number>
  theme?: Scheme
  /** The sentence under the title: what the page lets one do. */
  description?: string
}

/** The board the /solve/ card shows when no board is asked for: Gauss's 4,7,3,8,2,5,1,6. */
export const SOLVE_CARD_BOARD = [3, 6, 2, 7, 1, 4, 0, 5] as const

/**
 * The card of the interactive board page, 1200×630: a board (the one asked for, or a solved
 * 8-queens board) beside the page's title and what one can do there.
 *
 * @example
 * solveCardSvg() // "Solve a board", the 8 queens of 4,7,3,8,2,5,1,6
 * solveCardSvg({ queens: [0, 2, -1, -1, -1] }) // "Solve: 5 queens", 1,3,0,0,0, "2 of 5 placed"
 */
export function solveCardSvg(options: SolveCardOptions = {}): string {
  const queens = options.queens ?? SOLVE_CARD_BOARD
  const conflicts = verifyPlacement(queens).conflicts
  const asked = options.queens !== undefined
  return boardCard(queens, conflicts, options.theme ?? 'light', {
    title: asked ? `Solve: ${queens.length.toLocaleString('en-US')} queens` : 'Solve a board',
    verdict: describeVerdict(queens, conflicts),
    caption:
      options.description ??
      'Place queens, see what they attack, and let the API complete the board.',
  })
}

/** How to read the board on the card: its notation, or its density view past MAX_SVG_DETAIL_N. */
function describeDrawing(n: number): string {
  if (n <= MAX_SVG_DETAIL_N)
    return 'Each number is the column of the queen in that row, from the top.'
  const block = densityBlock(n).toLocaleString('en-US')
  return `Each square of the picture is a block of ${block}×${block} squares, shaded by how many queens it holds.`
}

interface Verdict {
  text: string
  good: boolean
  bad: boolean
}

/**
 * "A solution", "3 pairs of queens attack" or "5 of 8 queens placed, none attack"; past the
 * MAX_LISTED_CONFLICTS pairs that `verifyPlacement` lists, "1,000 or more".
 */
export function describeVerdict(queens: ArrayLike<number>, conflicts: Conflict[]): Verdict {
  const n = queens.length
  let placed = 0
  for (let row = 0; row < n; row++) if (queens[row] >= 0) placed++
  const count = n.toLocaleString('en-US')
  if (conflicts.length > 0) {
    const pairs =
      conflicts.length === 1
        ? '1 pair of queens attacks'
        : conflicts.length >= MAX_LISTED_CONFLICTS
          ? `${MAX_LISTED_CONFLICTS.toLocaleString('en-US')} or more pairs of queens attack`
          : `${conflicts.length.toLocaleString('en-US')} pairs of queens attack`
    return { text: pairs, good: false, bad: true }
  }
  if (placed === n) return { text: `A solution for ${count} queens`, good: true, bad: false }
  return {
    text: `${placed.toLocaleString('en-US')} of ${count} queens placed, none attack`,
    good: false,
    bad: false,
  }
}

/**
 * Gauss's notation of the board (1-based columns, 0 for an empty row), cut in the middle with `…`
 * to fit `width` at `size`: `2,4,6,8,10,…,995,997,999`.
 */
export function shortNotation(queens: ArrayLike<number>, width: number, size: number): string {
  const n = queens.length
  const entry = (row: number) => String(queens[row] < 0 ? 0 : queens[row] + 1)
  const whole = Array.from({ length: Math.min(n, 200) }, (_, row) => entry(row)).join(',')
  if (n <= 200 && textWidth(whole, size, true) <= width) return whole
  for (let keep = Math.min(12, Math.floor(n / 2)); keep >= 1; keep--) {
    const head = Array.from({ length: keep }, (_, row) => entry(row))
    const tail = Array.from({ length: keep }, (_, i) => entry(n - keep + i))
    const short = `${head.join(',')},…,${tail.join(',')}`
    if (textWidth(short, size, true) <= width) return short
  }
  return `${entry(0)},…,${entry(n - 1)}`
}

interface BoardTexts {
  title: string
  verdict: Verdict
  caption?: string
}

function boardCard(
  queens: ArrayLike<number>,
  conflicts: Conflict[],
  theme: Scheme,
  texts: BoardTexts,
) {
  const colors = cardColors(theme)
  const board = renderSvg(queens, {
    size: CARD_BOARD.size,
    highlight: conflicts,
    dark: theme === 'dark',
    idPrefix: 'card',
  }).replace('<svg ', `<svg x="${CARD_BOARD.x}" y="${CARD_BOARD.y}" `)
  const border =
    `<rect x="${CARD_BOARD.x - 6}" y="${CARD_BOARD.y - 6}" width="${CARD_BOARD.size + 12}" ` +
    `height="${CARD_BOARD.size + 12}" rx="6" fill="${colors.surface}" stroke="${colors.border}"/>`

  // The brand over a rule that closes the column at the card's right margin.
  const parts = [
    brand(COLUMN, CARD_BOARD.y + 4, 52, theme),
    `<rect x="${COLUMN}" y="${CARD_BOARD.y + 76}" width="${COLUMN_WIDTH}" height="2" fill="${colors.border}"/>`,
  ]
  const heading = paragraph(
    texts.title,
    COLUMN,
    150,
    { width: COLUMN_WIDTH, lines: 2, min: 30 },
    { size: 60, bold: true, fill: colors.fg },
  )
  parts.push(heading.svg)
  let y = heading.bottom + 22
  const notation = shortNotation(queens, COLUMN_WIDTH, 30)
  parts.push(text(notation, COLUMN, y + 28, { size: 30, bold: true, fill: colors.accent }))
  y += 48
  if (texts.verdict.text) {
    const ink = texts.verdict.bad ? colors.bad : texts.verdict.good ? colors.good : colors.muted
    const verdict = paragraph(
      texts.verdict.text,
      COLUMN + 34,
      y + 8,
      { width: COLUMN_WIDTH - 34, lines: 2, min: 20 },
      { size: 28, bold: true, fill: ink },
    )
    // The dot centred on the first line's letters.
    const dot = y + 8 + verdict.size * 0.6
    parts.push(
      `<circle cx="${COLUMN + 12}" cy="${dot.toFixed(1)}" r="11" fill="${ink}"/>`,
      verdict.svg,
    )
  }
  if (texts.caption) {
    parts.push(
      paragraph(
        texts.caption,
        COLUMN,
        CARD.height - CARD_BOARD.y - 3 * 26,
        { width: COLUMN_WIDTH, lines: 3, min: 18 },
        { size: 24, fill: colors.muted },
      ).svg,
    )
  }
  const label = `${texts.title}: ${notation}${texts.verdict.text ? `, ${texts.verdict.text}` : ''}`
  return cardSvg(border + board + parts.join(''), theme, label)
}
