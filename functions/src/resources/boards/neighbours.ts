import { compareBoards, listSolutions, MAX_PAGE_LIMIT } from '@nqueens/core'
import { boardPermalink } from '../../lib/permalinks/board-links.ts'

/** Where a board sits among all solutions of its n, in lexicographic order (small n only). */
export interface Neighbours {
  /** Permalink of the solution just before, if any. */
  previous?: string
  /** Permalink of the solution just after, if any. */
  next?: string
  /** 0-based position when the board is itself a solution. */
  index?: number
  /** How many solutions n has. */
  total: number
}

/** Up to n = 10 (724 solutions) every solution fits one page, so neighbours are one lookup. */
const NEIGHBOURS_MAX_N = 10

/**
 * The solutions just before and after a board (a solution or not) in lexicographic order, by
 * listing all of them within `budget` nodes; undefined past `NEIGHBOURS_MAX_N` or when the
 * listing does not finish within the budget.
 */
export function findNeighbours(queens: Int32Array, budget: number): Neighbours | undefined {
  const n = queens.length
  if (n > NEIGHBOURS_MAX_N) return undefined
  const page = listSolutions(n, { limit: MAX_PAGE_LIMIT, budget })
  if (page.status !== 'complete') return undefined
  const all = page.solutions
  // The first solution not before this board.
  let at = 0
  while (at < all.length && compareBoards(all[at], queens) < 0) at++
  const isSolution = at < all.length && compareBoards(all[at], queens) === 0
  const previous = at > 0 ? boardPermalink(all[at - 1]) : undefined
  const after = isSolution ? at + 1 : at
  const next = after < all.length ? boardPermalink(all[after]) : undefined
  return {
    total: all.length,
    ...(isSolution ? { index: at } : {}),
    ...(previous ? { previous } : {}),
    ...(next ? { next } : {}),
  }
}
