import { encodeQueens, renderRows, type Verification } from '@nqueens/core'

/** Text boards are drawn up to this size; past it the text variant gives the queens list only. */
const MAX_DRAWN_TEXT_N = 100

/** The `.txt` permalink: the verdict, the queens in 1-based notation, and the board drawn. */
export function renderBoardText(queens: ArrayLike<number>, v: Verification): string {
  const verdict = v.valid
    ? 'a solution'
    : v.conflicts.length
      ? `not a solution: ${v.conflicts.length}${v.conflicts.length >= 1000 ? '+' : ''} attacking pairs`
      : 'not a solution: some rows are empty'
  const lines = [`${queens.length} queens, ${verdict}`, encodeQueens(queens)]
  if (queens.length <= MAX_DRAWN_TEXT_N) lines.push('', renderRows(queens))
  for (const [r1, c1, r2, c2] of v.conflicts.slice(0, 50)) {
    lines.push(`attack: row ${r1} column ${c1} and row ${r2} column ${c2}`)
  }
  return lines.join('\n') + '\n'
}
