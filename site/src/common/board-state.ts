import { encodeQueens, parseQueens, verifyPlacement, type Conflict } from '@nqueens/core'
import { BOARD_MAX_N, BOARD_MIN_N } from '@nqueens/functions/board-sizes'

/**
 * @module
 * The interactive board's state is one board array (0-based column per row, -1 = empty row, as in
 * core). Everything on screen — attacked squares, conflicts, the URL, the share link — is derived
 * from it by the pure functions here.
 */

/** The sizes the board offers: the same the Worker's permalinks link to the board for. */
export { BOARD_MAX_N, BOARD_MIN_N }
export const DEFAULT_N = 8

export function emptyBoard(n: number): Int32Array {
  return new Int32Array(n).fill(-1)
}

/**
 * Clicking a square: removes the queen standing there, otherwise puts the row's queen there (one
 * queen per row, so a second click in a row moves it). Returns a new array.
 */
export function toggleSquare(board: Int32Array, row: number, col: number): Int32Array {
  const next = board.slice()
  next[row] = board[row] === col ? -1 : col
  return next
}

/**
 * For every square (index row * n + col), how many queens attack it along a row, column or
 * diagonal. A queen does not attack its own square, so a queen's count is its number of attackers.
 */
export function attackCounts(board: Int32Array): Uint8Array {
  const n = board.length
  const counts = new Uint8Array(n * n)
  for (let qr = 0; qr < n; qr++) {
    const qc = board[qr]
    if (qc < 0) continue
    for (let row = 0; row < n; row++) {
      for (let col = 0; col < n; col++) {
        if (row === qr && col === qc) continue
        if (row === qr || col === qc || row - col === qr - qc || row + col === qr + qc) {
          counts[row * n + col]++
        }
      }
    }
  }
  return counts
}

export interface BoardSummary {
  n: number
  placed: number
  /** Attacking pairs, 1-based `[r1, c1, r2, c2]`. */
  conflicts: Conflict[]
  /** Every row has a queen and none attack each other. */
  solved: boolean
}

export function summarize(board: Int32Array): BoardSummary {
  const verdict = verifyPlacement(board)
  let placed = 0
  for (const col of board) if (col >= 0) placed++
  return { n: board.length, placed, conflicts: verdict.conflicts, solved: verdict.valid }
}

/** One sentence on the board: queens placed, and the attacking pairs when there are any. */
export function describeSummary(state: BoardSummary): string {
  if (state.solved) return `Solved: ${state.n} queens, none attacking another.`
  const placed = `${state.placed} of ${state.n} queens placed`
  if (state.conflicts.length === 0) return `${placed}, no conflicts.`
  const pairs = state.conflicts
    .slice(0, 5)
    .map(([r1, c1, r2, c2]) => `row ${r1} col ${c1} ↔ row ${r2} col ${c2}`)
    .join('; ')
  const more = state.conflicts.length > 5 ? ` and ${state.conflicts.length - 5} more` : ''
  const count = state.conflicts.length === 1 ? '1 conflict' : `${state.conflicts.length} conflicts`
  return `${placed}, ${count}: ${pairs}${more}.`
}

/** The board in the API's 1-based notation with commas (`1,5,0,…`). */
export function encodeBoard(board: Int32Array): string {
  return encodeQueens(board)
}

/** A board from the API's notation (`1,5,8,6,3,7,2,4`, or compact digits for n ≤ 9). */
export function boardFromText(text: string, n: number): Int32Array {
  const result = parseQueens(text, n)
  if (!result.ok) throw new Error(`The API sent a board that does not read: ${result.error}`)
  return result.value
}

/**
 * Reads `?n=8&queens=1,5,0,…` (queens alone also works: its length is n). Falls back to an empty
 * board of the default size, with the reason, when the URL holds something else.
 */
export function readBoardFromQuery(search: string): { board: Int32Array; error?: string } {
  const params = new URLSearchParams(search)
  const nText = params.get('n')
  const queensText = params.get('queens')
  let n = DEFAULT_N
  if (nText !== null) {
    const parsed = Number(nText)
    if (!Number.isInteger(parsed) || parsed < BOARD_MIN_N || parsed > BOARD_MAX_N) {
      return {
        board: emptyBoard(DEFAULT_N),
        error: `n must be a whole number from ${BOARD_MIN_N} to ${BOARD_MAX_N}`,
      }
    }
    n = parsed
  }
  if (queensText === null || queensText.trim() === '') return { board: emptyBoard(n) }
  const result = parseQueens(queensText, nText === null ? undefined : n)
  if (!result.ok) return { board: emptyBoard(n), error: result.error }
  if (result.value.length < BOARD_MIN_N || result.value.length > BOARD_MAX_N) {
    return {
      board: emptyBoard(DEFAULT_N),
      error: `the board must be ${BOARD_MIN_N} to ${BOARD_MAX_N} wide`,
    }
  }
  return { board: result.value }
}

/**
 * An optional `budget` in the URL (nodes per API call), kept for demonstrations: a small one
 * makes "Complete" stop partway and offer to continue from the cursor.
 */
export function readBudgetFromQuery(search: string): number | undefined {
  const text = new URLSearchParams(search).get('budget')
  if (text === null || !/^[1-9][0-9]{0,8}$/.test(text)) return undefined
  return Number(text)
}

/** The query string that `readBoardFromQuery` (and `readBudgetFromQuery`) read back. */
export function queryForBoard(board: Int32Array, budget?: number): string {
  const params = new URLSearchParams({ n: String(board.length) })
  if (board.some((col) => col >= 0)) params.set('queens', encodeBoard(board))
  if (budget !== undefined) params.set('budget', String(budget))
  // Commas are legal in a query; keeping them makes the URL readable.
  return `?${params.toString().replaceAll('%2C', ',')}`
}

/**
 * The permalink path of a board, `/s/:n/:queens`, written as the API writes it (digits without
 * commas up to n = 9), so the share link keeps one form whether the board came from the API or not.
 */
export function permalinkPath(board: Int32Array): string {
  return `/s/${board.length}/${encodeQueens(board, { compact: true })}`
}
