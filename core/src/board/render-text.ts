import { validatePlacement } from './placement.ts'

/** Text boards grow as n², so past this many rows they are refused (a million characters). */
export const MAX_TEXT_RENDER_N = 1000

/**
 * Draws a board as text, one line per row: `Q` for a queen, `.` for an empty square. Lines are
 * joined by `\n`, with no newline at the end.
 *
 * @example
 * renderRows([1, 3, 0, 2])
 * // '.Q..\n...Q\nQ...\n..Q.'
 */
export function renderRows(queens: ArrayLike<number>): string {
  return drawLines(queens, '').join('\n')
}

/**
 * Draws a board as spaced text, each square preceded by a space (` Q . . .`), the way the
 * classic articles print it. Empty rows print all dots.
 *
 * @example
 * renderSpaced([1, 3, 0, -1])
 * // ' . Q . .\n . . . Q\n Q . . .\n . . . .'
 */
export function renderSpaced(queens: ArrayLike<number>): string {
  return drawLines(queens, ' ').join('\n')
}

function drawLines(queens: ArrayLike<number>, before: string): string[] {
  validatePlacement(queens, 'queens', MAX_TEXT_RENDER_N)
  const n = queens.length
  const empty = (before + '.').repeat(n)
  const width = before.length + 1
  const lines = new Array<string>(n)
  for (let row = 0; row < n; row++) {
    const col = queens[row]
    // Each square takes `width` characters; the queen's square is the one at col * width.
    lines[row] =
      col < 0 ? empty : empty.slice(0, col * width) + before + 'Q' + empty.slice((col + 1) * width)
  }
  return lines
}
