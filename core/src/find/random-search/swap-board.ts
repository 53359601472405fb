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
/** Counts move from bytes to int32 when one reaches this, and back when none is at it any more. */
export const WIDEN_AT = 250

export class Diagonals {
  readonly queens: Int32Array
  /**
   * Bytes while every count stays below `WIDEN_AT`; int32 while some line holds more. A random
   * shuffle never comes near it, but the 3n-swap start leaves about e^-6·n queens unmoved on the
   * main diagonal (300 at n = 131,072), and the walk soon spreads them out: then the counts go
   * back to bytes, which keep 10^5 queens' counts in cache.
   */
  down: Uint8Array | Int32Array
  up: Uint8Array | Int32Array
  collisions = 0
  readonly n: number
  /** Whether the counts are int32, and then how many lines hold `WIDEN_AT` queens or more. */
  private wide: boolean
  private crowded = 0

  /**
   * @example
   * new Diagonals(Int32Array.of(0, 1, 2, 3)).collisions // 3
   */
  constructor(queens: Int32Array) {
    const n = queens.length
    this.n = n
    this.queens = queens
    const down = new Int32Array(2 * n - 1)
    const up = new Int32Array(2 * n - 1)
    let most = 0
    for (let row = 0; row < n; row++) {
      // A queen on an occupied diagonal adds one collision; on an empty one, none.
      if (down[row - queens[row] + n - 1]++ > 0) this.collisions++
      if (up[row + queens[row]]++ > 0) this.collisions++
      most = Math.max(most, down[row - queens[row] + n - 1], up[row + queens[row]])
    }
    // One byte a count keeps 10^5 queens' counts in 400 KB, in cache: the swaps run much faster.
    this.wide = most >= WIDEN_AT
    this.down = this.wide ? down : Uint8Array.from(down)
    this.up = this.wide ? up : Uint8Array.from(up)
    if (this.wide) this.crowded = countCrowded(down) + countCrowded(up)
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
   * The change in attacking pairs if rows i and j swapped columns: the energy of 清水・林 ②
   * (edges minus vertices of the queens' attack graph; the vertices stay n). A queen leaving a line
   * of c queens takes c - 1 pairs with it; one landing on a line of c others adds c.
   *
   * @example
   * new Diagonals(Int32Array.of(0, 1, 2, 3)).pairDelta(0, 1) // -4: 6 pairs become 2
   */
  pairDelta(i: number, j: number): number {
    const { down, up, n } = this
    const a = this.queens[i]
    const b = this.queens[j]
    return (
      pairsIn(down, i - b + n - 1, j - a + n - 1) +
      pairsIn(up, i + b, j + a) -
      pairsOut(down, i - a + n - 1, j - b + n - 1) -
      pairsOut(up, i + a, j + b)
    )
  }

  /**
   * Attacking pairs on the board: Σ over diagonals of c(c - 1)/2.
   *
   * @example
   * new Diagonals(Int32Array.of(0, 1, 2, 3)).pairs() // 6
   */
  pairs(): number {
    let pairs = 0
    for (const lines of [this.down, this.up]) for (const c of lines) pairs += (c * (c - 1)) / 2
    return pairs
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
    if (this.wide) {
      this.crowded +=
        crossed(down, i - a + n - 1, j - b + n - 1, -1) +
        crossed(down, i - b + n - 1, j - a + n - 1, 1) +
        crossed(up, i + a, j + b, -1) +
        crossed(up, i + b, j + a, 1)
      if (this.crowded === 0) {
        this.down = Uint8Array.from(this.down)
        this.up = Uint8Array.from(this.up)
        this.wide = false
      }
    } else if (
      // A swap adds at most 2 to a count, so bytes below WIDEN_AT never wrap past 255.
      down[i - b + n - 1] >= WIDEN_AT ||
      down[j - a + n - 1] >= WIDEN_AT ||
      up[i + b] >= WIDEN_AT ||
      up[j + a] >= WIDEN_AT
    ) {
      const [wideDown, wideUp] = [Int32Array.from(down), Int32Array.from(up)]
      this.down = wideDown
      this.up = wideUp
      this.wide = true
      this.crowded = countCrowded(wideDown) + countCrowded(wideUp)
    }
    return delta
  }
}

/** Lines holding `WIDEN_AT` queens or more. */
function countCrowded(lines: Int32Array): number {
  let crowded = 0
  for (const c of lines) if (c >= WIDEN_AT) crowded++
  return crowded
}

/**
 * Lines that became crowded minus lines that stopped being so, after lines x and y each moved by
 * `by` (one line moved twice when x = y).
 */
function crossed(lines: Uint8Array | Int32Array, x: number, y: number, by: number): number {
  if (x === y) return crossedBy(lines[x], 2 * by)
  return crossedBy(lines[x], by) + crossedBy(lines[y], by)
}

/** 1 if a line now at `after` crossed into crowded by moving `by`, -1 if out of it, else 0. */
function crossedBy(after: number, by: number): number {
  return (after >= WIDEN_AT ? 1 : 0) - (after - by >= WIDEN_AT ? 1 : 0)
}

/** Pairs added by two queens landing on diagonals x and y: one line of c others gets 2c + 1. */
function pairsIn(lines: Uint8Array | Int32Array, x: number, y: number): number {
  return x === y ? 2 * lines[x] + 1 : lines[x] + lines[y]
}

/** Pairs removed by two queens leaving diagonals x and y: one line of c (both included), 2c - 3. */
function pairsOut(lines: Uint8Array | Int32Array, x: number, y: number): number {
  return x === y ? 2 * lines[x] - 3 : lines[x] + lines[y] - 2
}

/** Collisions added by two queens landing on diagonals x and y (each counted before the move). */
function gain(lines: Uint8Array | Int32Array, x: number, y: number): number {
  // A queen adds a collision when its diagonal already holds one; two on one empty line add one.
  if (x === y) return 1 + above(lines[x], 0)
  return above(lines[x], 0) + above(lines[y], 0)
}

/** Collisions removed by two queens leaving diagonals x and y. */
function loss(lines: Uint8Array | Int32Array, x: number, y: number): number {
  // Leaving a line of c ≥ 2 removes one collision; two leaving one line of c remove min(2, c - 1).
  if (x === y) return 1 + above(lines[x], 2)
  return above(lines[x], 1) + above(lines[y], 1)
}

/**
 * 1 when count > k, else 0, for counts from 0 to 2^31 - 1: the sign bit of k - count. Whether a
 * diagonal is empty is a coin flip to the branch predictor, and `count > k ? 1 : 0` compiles to
 * a branch that it often misses; this form has none.
 */
function above(count: number, k: number): number {
  return (k - count) >>> 31
}
