/**
 * The board of the swap searches (swap-det, swap-random): a permutation, so rows and columns never
 * clash, and queens per diagonal, so a swap is scored in O(1).
 *
 * Representation: `queens[row] = col`; `down[row - col + n - 1]` and `up[row + col]` count the
 * queens on each diagonal; `collisions` = Σ over diagonals of (queens on it - 1) where positive,
 * the two-term cost of Sosic & Gu (one term per diagonal direction). Worked example, n = 4,
 * queens 0,1,2,3 (the main diagonal): down[3] = 4, every up[] ≤ 1, so collisions = 3; swapping
 * rows 0 and 1 gives 1,0,2,3: down[2] = down[4] = 1, down[3] = 2, up[1] = 2, so collisions = 2.
 */
export class Diagonals {
  readonly queens: Int32Array
  readonly down: Int32Array
  readonly up: Int32Array
  collisions = 0
  readonly n: number

  /**
   * @example
   * new Diagonals(Int32Array.of(0, 1, 2, 3)).collisions // 3
   */
  constructor(queens: Int32Array) {
    const n = queens.length
    this.n = n
    this.queens = queens
    this.down = new Int32Array(2 * n - 1)
    this.up = new Int32Array(2 * n - 1)
    for (let row = 0; row < n; row++) {
      // A queen on an occupied diagonal adds one collision; on an empty one, none.
      if (this.down[row - queens[row] + n - 1]++ > 0) this.collisions++
      if (this.up[row + queens[row]]++ > 0) this.collisions++
    }
  }

  /**
   * The change in collisions (negative = better) if rows i and j swapped columns, without swapping:
   * most evaluated swaps are refused, and scoring one reads 8 counters instead of writing 16.
   *
   * @example
   * new Diagonals(Int32Array.of(0, 1, 2, 3)).delta(0, 1) // -1
   */
  delta(i: number, j: number): number {
    const { down, up, n } = this
    const a = this.queens[i]
    const b = this.queens[j]
    // Old and new squares never share a diagonal (distinct rows and columns), but the two old
    // squares may share one, and so may the two new squares: those cases count twice over.
    return (
      gain(down, i - b + n - 1, j - a + n - 1) +
      gain(up, i + b, j + a) -
      loss(down, i - a + n - 1, j - b + n - 1) -
      loss(up, i + a, j + b)
    )
  }

  /**
   * Swaps the columns of rows i and j and returns the change in collisions; pass `delta` when it
   * is already known from `delta(i, j)`.
   *
   * @example
   * new Diagonals(Int32Array.of(0, 1, 2, 3)).swap(0, 1) // -1
   */
  swap(i: number, j: number, delta = this.delta(i, j)): number {
    const { down, up, n, queens } = this
    const a = queens[i]
    const b = queens[j]
    down[i - a + n - 1]--
    down[j - b + n - 1]--
    up[i + a]--
    up[j + b]--
    down[i - b + n - 1]++
    down[j - a + n - 1]++
    up[i + b]++
    up[j + a]++
    queens[i] = b
    queens[j] = a
    this.collisions += delta
    return delta
  }
}

/** Collisions added by two queens landing on diagonals x and y (each counted before the move). */
function gain(lines: Int32Array, x: number, y: number): number {
  // A queen adds a collision when its diagonal already holds one; two on one empty line add one.
  if (x === y) return lines[x] > 0 ? 2 : 1
  return (lines[x] > 0 ? 1 : 0) + (lines[y] > 0 ? 1 : 0)
}

/** Collisions removed by two queens leaving diagonals x and y. */
function loss(lines: Int32Array, x: number, y: number): number {
  // Leaving a line of c ≥ 2 removes one collision; two leaving one line of c remove min(2, c - 1).
  if (x === y) return lines[x] > 2 ? 2 : 1
  return (lines[x] > 1 ? 1 : 0) + (lines[y] > 1 ? 1 : 0)
}
