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
