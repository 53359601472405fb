import { InvalidInputError } from '../errors.ts'

/**
 * Validates a board handed in by a caller: every entry a whole number from -1 (empty
 * row) to n - 1. Functions that index arrays by column call it first, so a stray 8 on an 8-wide
 * board is a clear error instead of a silent miss.
 *
 * @example
 * validatePlacement([1, 3, 0, 2]) // [1, 3, 0, 2]
 * validatePlacement([1, 4, 0, 2]) // throws InvalidInputError: 'Invalid queens: row 2 has column index 4, but the board is 4 wide (0-based, -1 = empty)'
 */
export function validatePlacement<T extends ArrayLike<number>>(
  queens: T,
  parameter = 'queens',
  maxN = Infinity,
): T {
  const n = queens?.length
  if (typeof n !== 'number') throw new InvalidInputError(parameter, 'must be a list of columns')
  if (n < 1) throw new InvalidInputError(parameter, 'must have at least one row')
  if (n > maxN) {
    throw new InvalidInputError(parameter, `has ${n} rows; at most ${maxN} are accepted here`)
  }
  for (let row = 0; row < n; row++) {
    const col = queens[row]
    if (!Number.isInteger(col) || col < -1 || col >= n) {
      throw new InvalidInputError(
        parameter,
        `row ${row + 1} has column index ${col}, but the board is ${n} wide (0-based, -1 = empty)`,
      )
    }
  }
  return queens
}
