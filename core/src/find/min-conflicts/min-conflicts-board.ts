/**
 * The board of the min-conflicts finder, made to hold 10^8 queens in little more than the answer.
 *
 * Representation: `queens[row] = col` (the Int32Array handed back, 4 bytes a row), and for each
 * diagonal direction a bit set of occupied diagonals (`down` bit `col - row + n - 1`, `up` bit
 * `row + col`: 2n bits, n/4 bytes each; both grow with the column, so 32 neighbouring squares of
 * a row sit in one or two words) plus a small Map holding the count of every diagonal with
 * two or more queens. The greedy start places almost every queen on free diagonals, so only the
 * few queens of its random tail ever crowd a diagonal and the Maps stay tiny; typed count arrays
 * would cost 4n bytes or more. Worked example, n = 4, queens 1,3,0,2: down bits 4,5,1,2 and up bits
 * 1,4,2,5 set, Maps empty, 0 collisions. A fifth queen at row 0, column 3 would find down bit 6
 * and up bit 3 clear: no collision.
 */
export class SparseDiagonals {
  readonly queens: Int32Array
  readonly down: Uint32Array
  readonly up: Uint32Array
  /** Σ over diagonals of (queens on it - 1) where positive. */
  collisions = 0
  private readonly n: number
  private readonly crowdedDown = new Map<number, number>()
  private readonly crowdedUp = new Map<number, number>()

  /**
   * @example
   * new SparseDiagonals(4).free(0, 1) // true on an empty board
   */
  constructor(n: number) {
    this.n = n
    this.queens = new Int32Array(n).fill(-1)
    // Two spare words, so that 32 bits from any start up to bit 2n + 31 can be read.
    this.down = new Uint32Array(((2 * n + 31) >>> 5) + 2)
    this.up = new Uint32Array(((2 * n + 31) >>> 5) + 2)
  }

  /**
   * Whether both diagonals through (row, col) are empty: the greedy start's test.
   *
   * @example
   * board.free(2, 0)
   */
  free(row: number, col: number): boolean {
    const d = col - row + this.n - 1
    const u = row + col
    // Bit x of a set lives in word x >>> 5 at position x & 31.
    return (
      ((this.down[d >>> 5] >>> (d & 31)) & 1) === 0 && ((this.up[u >>> 5] >>> (u & 31)) & 1) === 0
    )
  }

  /**
   * The squares (row, col0 + k), k = 0..31, with both diagonals empty, as bit k of the result:
   * 32 greedy tests in a few word operations (col0 is a multiple of 32).
   *
   * @example
   * board.freeBlock(5, 64) // bit k set when (5, 64 + k) is on two empty diagonals
   */
  freeBlock(row: number, col0: number): number {
    return ~(read32(this.down, col0 - row + this.n - 1) | read32(this.up, col0 + row))
  }

  /**
   * Puts a queen at (row, col), counting the collisions it makes.
   *
   * @example
   * board.place(0, 1)
   */
  place(row: number, col: number): void {
    this.queens[row] = col
    this.collisions += add(this.down, this.crowdedDown, col - row + this.n - 1)
    this.collisions += add(this.up, this.crowdedUp, row + col)
  }

  /**
   * Whether the queen of a row shares a diagonal with another queen.
   *
   * @example
   * board.attacked(3)
   */
  attacked(row: number): boolean {
    const col = this.queens[row]
    return this.crowdedDown.has(col - row + this.n - 1) || this.crowdedUp.has(row + col)
  }

  /**
   * The change in collisions if rows i and j swapped columns (negative = better), without moving.
   *
   * @example
   * board.delta(0, 1)
   */
  delta(i: number, j: number): number {
    const n = this.n
    const a = this.queens[i]
    const b = this.queens[j]
    // Lift both queens, score the landing squares, put them back: exact even when the two old or
    // the two new squares share a diagonal.
    let change = -remove(this.down, this.crowdedDown, a - i + n - 1)
    change -= remove(this.down, this.crowdedDown, b - j + n - 1)
    change -= remove(this.up, this.crowdedUp, i + a)
    change -= remove(this.up, this.crowdedUp, j + b)
    const landed =
      add(this.down, this.crowdedDown, b - i + n - 1) +
      add(this.down, this.crowdedDown, a - j + n - 1) +
      add(this.up, this.crowdedUp, i + b) +
      add(this.up, this.crowdedUp, j + a)
    remove(this.down, this.crowdedDown, b - i + n - 1)
    remove(this.down, this.crowdedDown, a - j + n - 1)
    remove(this.up, this.crowdedUp, i + b)
    remove(this.up, this.crowdedUp, j + a)
    add(this.down, this.crowdedDown, a - i + n - 1)
    add(this.down, this.crowdedDown, b - j + n - 1)
    add(this.up, this.crowdedUp, i + a)
    add(this.up, this.crowdedUp, j + b)
    return change + landed
  }

  /**
   * Swaps the columns of rows i and j, given the `delta` it makes.
   *
   * @example
   * board.swap(0, 1, board.delta(0, 1))
   */
  swap(i: number, j: number, delta: number): void {
    const n = this.n
    const a = this.queens[i]
    const b = this.queens[j]
    remove(this.down, this.crowdedDown, a - i + n - 1)
    remove(this.down, this.crowdedDown, b - j + n - 1)
    remove(this.up, this.crowdedUp, i + a)
    remove(this.up, this.crowdedUp, j + b)
    add(this.down, this.crowdedDown, b - i + n - 1)
    add(this.down, this.crowdedDown, a - j + n - 1)
    add(this.up, this.crowdedUp, i + b)
    add(this.up, this.crowdedUp, j + a)
    this.queens[i] = b
    this.queens[j] = a
    this.collisions += delta
  }
}

/** Adds a queen to diagonal x; returns the collisions added (1 if it was occupied, else 0). */
function add(bits: Uint32Array, crowded: Map<number, number>, x: number): number {
  const mask = 1 << (x & 31)
  if ((bits[x >>> 5] & mask) === 0) {
    bits[x >>> 5] |= mask
    return 0
  }
  crowded.set(x, (crowded.get(x) ?? 1) + 1)
  return 1
}

/** Takes a queen off diagonal x (which holds one); returns the collisions removed. */
function remove(bits: Uint32Array, crowded: Map<number, number>, x: number): number {
  const count = crowded.get(x)
  if (count === undefined) {
    bits[x >>> 5] &= ~(1 << (x & 31))
    return 0
  }
  if (count === 2) crowded.delete(x)
  else crowded.set(x, count - 1)
  return 1
}

/** 32 bits of a bit set starting at bit p: a word, or the halves of two neighbouring words. */
function read32(bits: Uint32Array, p: number): number {
  const k = p >>> 5
  const shift = p & 31
  // JavaScript shifts count mod 32, so a shift of 0 must not borrow the next word.
  return shift === 0 ? bits[k] : (bits[k] >>> shift) | (bits[k + 1] << (32 - shift))
}
