/**
 * The board behind `mrv`: which rows, columns and diagonals hold a queen, and how many squares are
 * still open (free row, free column, both diagonals free) in every row and column. The
 * counts are kept up to date on each placement and undone exactly on each removal, which is
 * forward checking: a free row or column whose count falls to 0 is a dead end, seen at once.
 *
 * Lines are flags in typed arrays: `rowUsed[r]`, `colUsed[c]`, `downUsed[r - c + n - 1]`,
 * `upUsed[r + c]`; open-square counts per row and column in `rowOpen` and `colOpen`. No n×n array:
 * a square is open when its four lines are free, so memory stays O(n) and n = 5000 is cheap.
 *
 * Worked example, n = 4, one queen placed at row 0, column 1: row 0 and column 1 are used, and so
 * are the diagonals through (0, 1), which cover (1, 0) and (1, 2), (2, 3). Open squares left:
 * (1, 3), (2, 0), (2, 2), (3, 0), (3, 2), (3, 3); so rowOpen = [-, 1, 2, 3] and colOpen =
 * [2, -, 2, 2]: row 1 (one square) is the most constrained variable, filled next.
 *
 * Placing walks the four lines of the square once (O(n)); removing walks them back in reverse
 * order, so every count returns to exactly what it was.
 */
export class MrvBoard {
  readonly n: number
  readonly rowUsed: Uint8Array
  readonly colUsed: Uint8Array
  readonly downUsed: Uint8Array
  readonly upUsed: Uint8Array
  readonly rowOpen: Int32Array
  readonly colOpen: Int32Array
  /** Free rows (= free columns, as each queen takes one of each). */
  free: number
  /**
   * The free rows and columns, in their first `free` entries (in no particular order: every
   * choice made from them is by unique keys), so scans skip the filled lines. A placed line is
   * swapped to just past the end; as removals come in reverse order, it is still there then.
   */
  readonly freeRows: Int32Array
  readonly freeCols: Int32Array
  private readonly rowAt: Int32Array
  private readonly colAt: Int32Array

  constructor(n: number) {
    this.n = n
    this.rowUsed = new Uint8Array(n)
    this.colUsed = new Uint8Array(n)
    this.downUsed = new Uint8Array(2 * n - 1)
    this.upUsed = new Uint8Array(2 * n - 1)
    this.rowOpen = new Int32Array(n).fill(n)
    this.colOpen = new Int32Array(n).fill(n)
    this.free = n
    this.freeRows = Int32Array.from({ length: n }, (_, i) => i)
    this.freeCols = Int32Array.from({ length: n }, (_, i) => i)
    this.rowAt = Int32Array.from(this.freeRows)
    this.colAt = Int32Array.from(this.freeCols)
  }

  isOpen(row: number, col: number): boolean {
    const n = this.n
    return (
      (this.rowUsed[row] |
        this.colUsed[col] |
        this.downUsed[row - col + n - 1] |
        this.upUsed[row + col]) ===
      0
    )
  }

  /** Puts a queen on an open square. */
  place(row: number, col: number): void {
    const down = row - col + this.n - 1
    const up = row + col
    // Each line is walked while still free, then closed: a square on two lines counts once.
    this.walkRow(row, -1)
    this.rowUsed[row] = 1
    this.walkCol(col, -1)
    this.colUsed[col] = 1
    this.walkDown(down, -1)
    this.downUsed[down] = 1
    this.walkUp(up, -1)
    this.upUsed[up] = 1
    const last = --this.free
    swap(this.freeRows, this.rowAt, this.rowAt[row], last)
    swap(this.freeCols, this.colAt, this.colAt[col], last)
  }

  /** Takes back the queen last placed at (row, col): `place` in reverse, line by line. */
  remove(row: number, col: number): void {
    const down = row - col + this.n - 1
    const up = row + col
    this.free++
    this.upUsed[up] = 0
    this.walkUp(up, 1)
    this.downUsed[down] = 0
    this.walkDown(down, 1)
    this.colUsed[col] = 0
    this.walkCol(col, 1)
    this.rowUsed[row] = 0
    this.walkRow(row, 1)
  }

  // The four walks add delta to the row and column counts of every open square on one line.
  private walkRow(row: number, delta: number): void {
    const { n, colUsed, downUsed, upUsed, colOpen, freeCols, free } = this
    let open = 0
    for (let i = 0; i < free; i++) {
      const c = freeCols[i]
      if ((colUsed[c] | downUsed[row - c + n - 1] | upUsed[row + c]) === 0) {
        colOpen[c] += delta
        open++
      }
    }
    this.rowOpen[row] += delta * open
  }

  private walkCol(col: number, delta: number): void {
    const { n, rowUsed, downUsed, upUsed, rowOpen, freeRows, free } = this
    let open = 0
    for (let i = 0; i < free; i++) {
      const r = freeRows[i]
      if ((rowUsed[r] | downUsed[r - col + n - 1] | upUsed[r + col]) === 0) {
        rowOpen[r] += delta
        open++
      }
    }
    this.colOpen[col] += delta * open
  }

  private walkDown(down: number, delta: number): void {
    const { n, rowUsed, colUsed, upUsed, rowOpen, colOpen } = this
    // Squares with row - col = down - (n - 1).
    const k = down - n + 1
    for (let r = Math.max(0, k), end = Math.min(n, n + k); r < end; r++) {
      const c = r - k
      if ((rowUsed[r] | colUsed[c] | upUsed[r + c]) === 0) {
        rowOpen[r] += delta
        colOpen[c] += delta
      }
    }
  }

  private walkUp(up: number, delta: number): void {
    const { n, rowUsed, colUsed, downUsed, rowOpen, colOpen } = this
    for (let r = Math.max(0, up - n + 1), end = Math.min(n - 1, up); r <= end; r++) {
      const c = up - r
      if ((rowUsed[r] | colUsed[c] | downUsed[r - c + n - 1]) === 0) {
        rowOpen[r] += delta
        colOpen[c] += delta
      }
    }
  }
}

/** Swaps entries i and j of a list and keeps the index of where each value sits. */
function swap(list: Int32Array, at: Int32Array, i: number, j: number): void {
  const a = list[i]
  const b = list[j]
  list[i] = b
  list[j] = a
  at[b] = i
  at[a] = j
}
