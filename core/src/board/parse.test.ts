import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors.ts'
import { MAX_PARSED_N, MAX_QUEENS_TEXT_LENGTH, parseQueens, readQueens } from './parse.ts'

/** The parsed board as a plain array, or the error message. */
function parsed(text: string, n?: number): number[] | string {
  const result = parseQueens(text, n)
  return result.ok ? Array.from(result.value) : result.error
}

describe('parseQueens', () => {
  it('reads the comma list, 1-based, 0 for an empty row', () => {
    expect(parsed('4,7,3,8,2,5,1,6')).toEqual([3, 6, 2, 7, 1, 4, 0, 5])
    expect(parsed(' 1, 3 ,0,0,0 ')).toEqual([0, 2, -1, -1, -1])
    expect(parsed('4,7,3,8,2,5,1,6', 8)).toEqual([3, 6, 2, 7, 1, 4, 0, 5])
  })

  it('reads compact digits up to 9 wide', () => {
    expect(parsed('47382516')).toEqual([3, 6, 2, 7, 1, 4, 0, 5])
    expect(parsed('2413', 4)).toEqual([1, 3, 0, 2])
    expect(parsed('1')).toEqual([0])
    expect(parsed('1234567891')).toMatch(/^Invalid queens: has 10 digits without commas/)
  })

  it('reads row:column pairs when n is given', () => {
    expect(parsed('1:4,3:8', 8)).toEqual([3, -1, 7, -1, -1, -1, -1, -1])
    expect(parsed('3 : 8, 1:4', 8)).toEqual([3, -1, 7, -1, -1, -1, -1, -1])
    expect(parseQueens('1:4,3:8')).toMatchObject({ ok: false, parameter: 'n' })
  })

  it('reads a board of ten columns and more', () => {
    const columns = Array.from({ length: 12 }, (_, i) => ((i * 5) % 12) + 1)
    expect(parsed(columns.join(','))).toEqual(columns.map((c) => c - 1))
  })

  it('names exactly what is wrong', () => {
    expect(parsed('4,7,11,8,2,5,1,6')).toBe(
      'Invalid queens: row 3 has column 11, but the board is 8 wide',
    )
    expect(parsed('4,7,3,8,2,5,1', 8)).toBe('Invalid queens: has 7 rows, but n is 8')
    expect(parsed('2413', 5)).toBe('Invalid queens: has 4 rows, but n is 5')
    expect(parsed('1:4,1:8', 8)).toBe('Invalid queens: row 1 has two queens (columns 4 and 8)')
    expect(parsed('1:1,1:1', 8)).toBe(
      'Invalid queens: entries 1 and 2 are the same queen (row 1, column 1); write each queen once',
    )
    expect(parsed('3:5,1:2,3 : 5', 8)).toMatch(
      /^Invalid queens: entries 1 and 3 are the same queen/,
    )
    expect(parsed('9:1', 8)).toBe('Invalid queens: entry 1 names row 9, but the board has 8 rows')
    expect(parsed('2:9', 8)).toBe('Invalid queens: row 2 has column 9, but the board is 8 wide')
    expect(parsed('2:0', 8)).toMatch(/row 2 has column 0/)
    expect(parsed('1:4,5', 8)).toMatch(/^Invalid queens: mixes row:column pairs/)
    expect(parsed('1:4:2', 8)).toMatch(/is not a row:column pair/)
    expect(parsed('')).toBe('Invalid queens: is empty')
    expect(parsed('  \n')).toBe('Invalid queens: is empty')
    expect(parsed('4,7,x')).toMatch(
      /^Invalid queens: has an unexpected character "x" at position 5/,
    )
    expect(parsed('-1,2')).toMatch(/unexpected character "-" at position 1/)
    expect(parsed('4,,3')).toBe('Invalid queens: entry 2 is empty')
    expect(parsed('4,7,')).toBe('Invalid queens: entry 3 is empty')
    expect(parsed('4 7,3')).toMatch(/entry 1 \("4 7"\) is not one number/)
    expect(parsed('1,99999999999999999999')).toBe(
      'Invalid queens: row 2 has column a huge number, but the board is 2 wide',
    )
  })

  it('validates n itself', () => {
    for (const n of [0, -1, 2.5, NaN, MAX_PARSED_N + 1]) {
      expect(parseQueens('1', n)).toMatchObject({ ok: false, parameter: 'n' })
    }
  })

  it('refuses text past the caps before reading it', () => {
    expect(parsed('1,'.repeat(MAX_QUEENS_TEXT_LENGTH / 2) + '1')).toMatch(/is too long/)
    expect(parsed('0,'.repeat(MAX_PARSED_N) + '0')).toBe(
      `Invalid queens: has more than ${MAX_PARSED_N} rows`,
    )
  })

  it('reads a million-row board', () => {
    const text = Array.from({ length: MAX_PARSED_N }, (_, i) => i + 1).join(',')
    const result = parseQueens(text)
    expect(result.ok && result.value.length).toBe(MAX_PARSED_N)
    expect(result.ok && result.value[MAX_PARSED_N - 1]).toBe(MAX_PARSED_N - 1)
  })
})

describe('readQueens', () => {
  it('returns the placement or throws InvalidInputError with the same message', () => {
    expect(Array.from(readQueens('2413'))).toEqual([1, 3, 0, 2])
    expect(() => readQueens('2,4,1')).toThrow(
      new InvalidInputError('queens', 'row 2 has column 4, but the board is 3 wide'),
    )
    const failure = parseQueens('1:1')
    const thrown = (() => {
      try {
        readQueens('1:1')
      } catch (error) {
        return error
      }
    })()
    expect(thrown).toBeInstanceOf(InvalidInputError)
    expect(thrown).toMatchObject({ parameter: 'n', message: !failure.ok && failure.error })
  })
})
