import type { ConstellationSearch } from './constellation-search.ts'

/**
 * The solutions of a constellation that a half turn keeps, and those a quarter turn keeps: what
 * classifying its solutions needs when its border is kept by a half turn (`turns`), so that a
 * count that only adds solutions up (the lanes of constellation-lanes.ts) can still class them.
 * A board kept by the half turn has its queen at (m - r, m - c) whenever one is at (r, c), so the
 * search places queens in pairs over the rows above the middle (and the centre square, for odd
 * n): about the square root of the whole search's nodes. Each board found is tested for the
 * quarter turn, (r, c) → (c, m - r), which keeps a board only if the half turn does.
 *
 * @example
 * const s = openConstellation(n, planned) // a planned constellation with turns: true
 * symmetricSolutions(s) // { halfTurn, quarterTurn }: the boards each keeps
 */
export function symmetricSolutions(s: ConstellationSearch): Symmetric {
  const { n, rows, constellation: c } = s
  const m = n - 1
  const board = new Int32Array(n).fill(-1)
  const cols = new Uint8Array(n)
  const down = new Uint8Array(2 * n) // r + c
  const up = new Uint8Array(2 * n) // r - c + m
  const place = (r: number, col: number, on: number): void => {
    board[r] = on ? col : -1
    cols[col] = down[r + col] = up[r - col + m] = on
  }
  const free = (r: number, col: number): boolean =>
    cols[col] === 0 && down[r + col] === 0 && up[r - col + m] === 0
  // The border queens stand; the rows above the middle are searched, each with its mirror row.
  for (const [r, col] of [
    [0, c.top],
    [m, c.bottom],
    [c.left, 0],
    [c.right, m],
  ]) {
    place(r, col, 1)
  }
  const upper = rows.filter((r) => 2 * r < m)
  const middle = rows.find((r) => 2 * r === m)
  let halfTurn = 0
  let quarterTurn = 0
  const search = (i: number): void => {
    if (i === upper.length) {
      if (middle !== undefined) {
        if (!free(middle, middle)) return
        board[middle] = middle
      }
      halfTurn++
      let turned = true
      for (let r = 0; r < n && turned; r++) turned = board[board[r]] === m - r
      if (turned) quarterTurn++
      return
    }
    const r = upper[i]
    for (let col = 0; col < n; col++) {
      if (!free(r, col)) continue
      place(r, col, 1)
      // The mirror square, tested with the first queen already standing.
      if (free(m - r, m - col)) {
        place(m - r, m - col, 1)
        search(i + 1)
        place(m - r, m - col, 0)
      }
      place(r, col, 0)
    }
  }
  search(0)
  return { halfTurn, quarterTurn }
}

export interface Symmetric {
  /** Solutions the half turn keeps (the quarter turn's among them). */
  halfTurn: number
  /** Solutions the quarter turn keeps. */
  quarterTurn: number
}
