import { decodeCursor, encodeCursor } from '../cursor.ts'
import { InvalidInputError } from '../errors.ts'
import type { Finder, SolveOptions, SolveResult } from '../types.ts'
import { readSolveInput } from './input.ts'

/**
 * `construct`: the explicit solution for every n ≥ 4 (Hoffman, Loessi and Moore 1969; Bernhardsson
 * 1991), one queen per row straight from a formula, O(n) time, no search.
 *
 * In 1-based columns, row by row: the even columns 2, 4, 6, … then the odd ones 1, 3, 5, …; two
 * residues need a patch, because there that list puts two queens on one diagonal:
 * - n mod 6 = 2: the odd part becomes 3, 1, 7, 9, …, 5 (1 and 3 swapped, 5 moved to the end);
 * - n mod 6 = 3: the even part becomes 4, 6, …, 2 and the odd part 5, 7, …, 1, 3.
 *
 * Worked example, n = 8 (8 mod 6 = 2): evens 2,4,6,8 then odds 3,1,7,5 → 2,4,6,8,3,1,7,5.
 * n = 9 (9 mod 6 = 3): 4,6,8,2 then 5,7,9,1,3.
 *
 * n = 2 and 3 have no solution (each pair of rows is forced onto a diagonal), so they are answered
 * `unsatisfiable`; n = 1 is the single queen. A node is one row filled, so a budget below n stops
 * with a cursor that only needs the next row (the formula re-creates the rows before it).
 * It cannot complete pre-placed queens: the formula gives one board per n.
 */
export const construct: Finder = {
  id: 'construct',
  // 10^8 queens take 400 MB as an Int32Array; past that the board itself stops being practical.
  maxN: 100_000_000,
  completes: false,
  randomised: false,
  solve(n: number, options: SolveOptions = {}): SolveResult {
    const input = readSolveInput(construct, n, options)
    const size = input.n
    let from = 0
    if (options.cursor !== undefined) {
      const { state } = decodeCursor(options.cursor, { kind: 'solve', algorithm: 'construct', n })
      const row = (state as { row?: unknown } | null)?.row
      if (typeof row !== 'number' || !Number.isInteger(row) || row < 1 || row >= size) {
        throw new InvalidInputError('cursor', 'does not hold a row of this board')
      }
      from = row
    }
    if (size === 2 || size === 3) {
      return { method: 'construct', n: size, status: 'unsatisfiable', nodes: 0 }
    }
    const to = Math.min(size, from + Math.min(input.budget, size))
    if (to < size) {
      const cursor = encodeCursor({
        kind: 'solve',
        algorithm: 'construct',
        n: size,
        state: { row: to },
      })
      return { method: 'construct', n: size, status: 'partial', nodes: to - from, cursor }
    }
    const queens = new Int32Array(size)
    for (let row = 0; row < size; row++) queens[row] = constructColumn(size, row)
    return { method: 'construct', n: size, status: 'solved', queens, nodes: to - from }
  },
}

/**
 * The 0-based column of row `row` (0-based) in the constructed solution for n ≥ 4 (and n = 1).
 *
 * @example
 * Array.from({ length: 8 }, (_, row) => constructColumn(8, row) + 1) // [2, 4, 6, 8, 3, 1, 7, 5]
 */
export function constructColumn(n: number, row: number): number {
  const evens = n >> 1
  const odds = n - evens
  const r = n % 6
  let col: number // 1-based
  if (row < evens) {
    const j = row
    col = r === 3 ? (j === evens - 1 ? 2 : 2 * j + 4) : 2 * j + 2
  } else {
    const j = row - evens
    if (r === 2) col = j === 0 ? 3 : j === 1 ? 1 : j === odds - 1 ? 5 : 2 * j + 3
    else if (r === 3) col = j === odds - 2 ? 1 : j === odds - 1 ? 3 : 2 * j + 5
    else col = 2 * j + 1
  }
  return col - 1
}
