import { encodeQueens } from '@nqueens/core'
import { MAX_QUEENS_IN_URL } from '../http/url-room.ts'

/**
 * Permalinks of boards: `/s/<n>/<queens>`, with the compact digits up to n = 9. Past a length a
 * URL is no longer a link anyone shares (and Cloudflare refuses URLs over 16 KB), so huge boards
 * get a recipe instead: `/s/<n>/~<method>:<seed>`, which regenerates the same solution. The board
 * is at most what the permalink route takes, commas escaped or not (http/url-room.ts).
 */
export const MAX_PERMALINK_LENGTH = MAX_QUEENS_IN_URL

export function boardPermalink(queens: ArrayLike<number>): string | undefined {
  // A comma list is at least 2n - 1 characters: skip encoding boards that cannot fit.
  if (queens.length > 9 && 2 * queens.length > MAX_PERMALINK_LENGTH) return undefined
  const board = encodeQueens(queens, { compact: true })
  return board.length <= MAX_PERMALINK_LENGTH ? `/s/${queens.length}/${board}` : undefined
}

export function recipePermalink(n: number, method: string, seed: number): string {
  return `/s/${n}/~${method}:${seed}`
}
