import { InvalidInputError } from '../errors.ts'
import type { Placement } from '../types.ts'
import { validatePlacement } from './placement.ts'

/**
 * @module
 * The 8 symmetries of the square (the dihedral group D4) acting on boards. A queen at row r,
 * column c (0-based, rows top to bottom) of an n-board moves as follows; m = n - 1:
 *
 * | name                | (r, c) →         | picture                                    |
 * | ------------------- | ---------------- | ------------------------------------------ |
 * | identity            | (r, c)           |                                            |
 * | rotate90            | (c, m - r)       | a quarter turn clockwise                   |
 * | rotate180           | (m - r, m - c)   | a half turn                                |
 * | rotate270           | (m - c, r)       | a quarter turn counter-clockwise           |
 * | reflectHorizontal   | (r, m - c)       | left and right swap (a horizontal flip)    |
 * | reflectVertical     | (m - r, c)       | top and bottom swap (a vertical flip)      |
 * | reflectDiagonal     | (c, r)           | across the diagonal from top-left          |
 * | reflectAntiDiagonal | (m - c, m - r)   | across the diagonal from top-right         |
 *
 * Rotations and diagonal reflections turn columns into rows, so a board must have at most one
 * queen per column to be turned (every solution and every board on its way to one has). Empty rows and
 * columns swap places along with the queens.
 */

export type SymmetryName =
  | 'identity'
  | 'rotate90'
  | 'rotate180'
  | 'rotate270'
  | 'reflectHorizontal'
  | 'reflectVertical'
  | 'reflectDiagonal'
  | 'reflectAntiDiagonal'

/** Each symmetry as a map from (row, col, m = n - 1) to the new [row, col]. */
const MOVES: Record<SymmetryName, (r: number, c: number, m: number) => [number, number]> = {
  identity: (r, c) => [r, c],
  rotate90: (r, c, m) => [c, m - r],
  rotate180: (r, c, m) => [m - r, m - c],
  rotate270: (r, c, m) => [m - c, r],
  reflectHorizontal: (r, c, m) => [r, m - c],
  reflectVertical: (r, c, m) => [m - r, c],
  reflectDiagonal: (r, c) => [c, r],
  reflectAntiDiagonal: (r, c, m) => [m - c, m - r],
}

/** The names in the order `transforms` returns them: identity, the rotations, the reflections. */
export const SYMMETRY_NAMES = Object.keys(MOVES) as SymmetryName[]

/**
 * Applies one named symmetry to a board (0-based columns, -1 = empty row).
 *
 * @example
 * applySymmetry('rotate90', [3, 6, 2, 7, 1, 4, 0, 5]) // Int32Array [1, 3, 5, 7, 2, 0, 6, 4]
 */
export function applySymmetry(name: SymmetryName, queens: ArrayLike<number>): Placement {
  validateTurnable(queens)
  return move(MOVES[name], queens)
}

/**
 * Turns a board a quarter clockwise.
 *
 * @example
 * rotate90([0, 2, -1]) // Int32Array [2, -1, 1]
 */
export const rotate90 = (queens: ArrayLike<number>): Placement => applySymmetry('rotate90', queens)

/**
 * Turns a board half way round.
 *
 * @example
 * rotate180([0, 2, -1]) // Int32Array [-1, 0, 2]
 */
export const rotate180 = (queens: ArrayLike<number>): Placement =>
  applySymmetry('rotate180', queens)

/**
 * Turns a board a quarter counter-clockwise.
 *
 * @example
 * rotate270([0, 2, -1]) // Int32Array [1, -1, 0]
 */
export const rotate270 = (queens: ArrayLike<number>): Placement =>
  applySymmetry('rotate270', queens)

/**
 * Mirrors a board left to right (column c becomes n - 1 - c).
 *
 * @example
 * reflectHorizontal([0, 2, -1]) // Int32Array [2, 0, -1]
 */
export const reflectHorizontal = (queens: ArrayLike<number>): Placement =>
  applySymmetry('reflectHorizontal', queens)

/**
 * Mirrors a board top to bottom (row r becomes n - 1 - r).
 *
 * @example
 * reflectVertical([0, 2, -1]) // Int32Array [-1, 2, 0]
 */
export const reflectVertical = (queens: ArrayLike<number>): Placement =>
  applySymmetry('reflectVertical', queens)

/**
 * Mirrors a board across the diagonal from the top-left corner (rows and columns swap).
 *
 * @example
 * reflectDiagonal([0, 2, -1]) // Int32Array [0, -1, 1]
 */
export const reflectDiagonal = (queens: ArrayLike<number>): Placement =>
  applySymmetry('reflectDiagonal', queens)

/**
 * Mirrors a board across the diagonal from the top-right corner.
 *
 * @example
 * reflectAntiDiagonal([0, 2, -1]) // Int32Array [1, -1, 2]
 */
export const reflectAntiDiagonal = (queens: ArrayLike<number>): Placement =>
  applySymmetry('reflectAntiDiagonal', queens)

/**
 * All 8 images of a board, identity first, each with its symmetry's name. Images may repeat when
 * the board is itself symmetric.
 *
 * @example
 * transforms([1, 3, 0, 2]).map((t) => t.name) // ['identity', 'rotate90', …, 'reflectAntiDiagonal']
 */
export function transforms(queens: ArrayLike<number>): { name: SymmetryName; queens: Placement }[] {
  validateTurnable(queens)
  return SYMMETRY_NAMES.map((name) => ({ name, queens: move(MOVES[name], queens) }))
}

/**
 * The representative of a board's symmetry class: the lexicographically smallest of its 8 images,
 * comparing 0-based columns row by row (an empty row, -1, sorts first). Two boards are symmetric
 * exactly when their canonical forms are equal.
 *
 * @example
 * canonicalForm([2, 0, 3, 1]) // Int32Array [1, 3, 0, 2]
 */
export function canonicalForm(queens: ArrayLike<number>): Placement {
  let best: Placement | undefined
  for (const image of transforms(queens)) {
    if (best === undefined || compareBoards(image.queens, best) < 0) best = image.queens
  }
  return best as Placement
}

/**
 * How many distinct boards the 8 symmetries make of this one (the size of its orbit): 8 for most
 * solutions, 4 for those a half turn leaves unchanged, 2 for those a quarter turn leaves unchanged,
 * 1 only for boards every symmetry fixes (n = 1, or an empty board).
 *
 * @example
 * symmetryClass([3, 6, 2, 7, 1, 4, 0, 5]) // 8
 * symmetryClass([1, 3, 0, 2]) // 2
 */
export function symmetryClass(queens: ArrayLike<number>): 1 | 2 | 4 | 8 {
  const seen = new Set(transforms(queens).map((image) => image.queens.join(',')))
  return seen.size as 1 | 2 | 4 | 8
}

/** Orders boards of equal size row by row, like strings. */
export function compareBoards(a: ArrayLike<number>, b: ArrayLike<number>): number {
  for (let row = 0; row < a.length; row++) if (a[row] !== b[row]) return a[row] - b[row]
  return a.length - b.length
}

function move(
  to: (r: number, c: number, m: number) => [number, number],
  queens: ArrayLike<number>,
): Placement {
  const n = queens.length
  const out = new Int32Array(n).fill(-1)
  for (let row = 0; row < n; row++) {
    if (queens[row] < 0) continue
    const [r, c] = to(row, queens[row], n - 1)
    out[r] = c
  }
  return out
}

function validateTurnable(queens: ArrayLike<number>): void {
  validatePlacement(queens)
  const rowOfColumn = new Int32Array(queens.length).fill(-1)
  for (let row = 0; row < queens.length; row++) {
    const col = queens[row]
    if (col < 0) continue
    if (rowOfColumn[col] >= 0) {
      throw new InvalidInputError(
        'queens',
        `rows ${rowOfColumn[col] + 1} and ${row + 1} both have a queen in column ${col + 1}, ` +
          'so the board cannot be turned (a turn would put both in one row)',
      )
    }
    rowOfColumn[col] = row
  }
}
