import { encodeQueens } from '@nqueens/core'
import { MAX_PERMALINK_LENGTH } from '../http/limits.ts'

/**
 * Permalinks of boards: `/s/<n>/<queens>`, with the compact digits up to n = 9. A board longer
 * than `MAX_PERMALINK_LENGTH` characters, the longest the permalink route takes (its share of a
 * URL's room, every comma escaped: lib/http/limits.ts), gets a recipe instead: `/s/<n>/~<method>:<seed>`,
 * which regenerates the same solution.
 */

export function boardPermalink(queens: ArrayLike<number>): string | undefined {
  // A comma list is at least 2n - 1 characters: skip encoding boards that cannot fit.
  if (queens.length > 9 && 2 * queens.length > MAX_PERMALINK_LENGTH) return undefined
  const board = encodeQueens(queens, { compact: true })
  return board.length <= MAX_PERMALINK_LENGTH ? `/s/${queens.length}/${board}` : undefined
}

export function recipePermalink(n: number, method: string, seed: number): string {
  return `/s/${n}/~${method}:${seed}`
}

/**
 * The one link of a board a permalink named: its recipe with the seed spelt out, the compact
 * permalink of its queens, or, for a board too long for one, the path it was named by.
 *
 * @example
 * canonicalPath({ n: 8, queens: [3, 6, 2, 7, 1, 4, 0, 5] }, '4,7,3,8,2,5,1,6') // '/s/8/47382516'
 */
export function canonicalPath(
  board: { n: number; queens: ArrayLike<number>; recipe?: { method: string; seed: number } },
  named: string,
): string {
  if (board.recipe) return recipePermalink(board.n, board.recipe.method, board.recipe.seed)
  return boardPermalink(board.queens) ?? `/s/${board.n}/${named}`
}
