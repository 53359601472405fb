import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors.ts'
import { validatePlacement } from './placement.ts'

describe('validatePlacement', () => {
  it('passes boards through unchanged', () => {
    const board = Int32Array.of(1, 3, 0, -1)
    expect(validatePlacement(board)).toBe(board)
  })

  it('refuses columns off the board, fractions, empty boards and too many rows', () => {
    expect(() => validatePlacement([1, 4, 0, 2])).toThrow(
      new InvalidInputError(
        'queens',
        'row 2 has column index 4, but the board is 4 wide (0-based, -1 = empty)',
      ),
    )
    expect(() => validatePlacement([0, -2])).toThrow(/row 2 has column index -2/)
    expect(() => validatePlacement([0.5])).toThrow(InvalidInputError)
    expect(() => validatePlacement([])).toThrow(/at least one row/)
    expect(() => validatePlacement([0, 1, 2], 'board', 2)).toThrow(
      new InvalidInputError('board', 'has 3 rows; at most 2 are accepted here'),
    )
  })
})
