import { InvalidInputError, type Result } from '../errors.ts'
import type { Placement } from '../types.ts'
import { describeValue } from '../validate.ts'
import { expandRuns } from './runs.ts'

/**
 * @module
 * Reading boards written by people: four notations, all 1-based, rows top to bottom.
 * - comma list: `4,7,3,8,2,5,1,6`, one column per row, `0` for an empty row (Gauss's notation);
 * - runs: the comma list with progressions folded, `2,4..1000000,1,3..999999` (runs.ts);
 * - compact digits: `47382516`, the same without commas, for boards up to 9 wide;
 * - row:column pairs: `1:4,3:8`, only the pre-placed queens; these need n.
 * Whitespace around entries is allowed. Text is capped before it is read, so a huge paste costs
 * one length comparison.
 */

/** Largest board the text notations are read for (one million rows). */
export const MAX_PARSED_N = 1_000_000

/**
 * Longest text accepted: room for a million comma-separated 7-digit columns plus spaces. The
 * comma list of any board up to `MAX_PARSED_N` fits well within it.
 */
export const MAX_QUEENS_TEXT_LENGTH = 10_000_000

/** Columns written without commas are single digits, so only boards up to 9 wide. */
const MAX_COMPACT_N = 9

type Failure = { ok: false; error: string; parameter: string }

function fail(parameter: string, detail: string): Failure {
  return { ok: false, error: `Invalid ${parameter}: ${detail}`, parameter }
}

/**
 * Parses queens written in any of the four notations into a `Placement` (0-based columns, -1 =
 * empty row), without throwing. With `n`, a full list must have exactly n rows; without it, the
 * list's length is the board size. Errors say exactly what is wrong, prefixed `Invalid queens:`
 * (or `Invalid n:` when n itself is missing or bad).
 *
 * @example
 * parseQueens('4,7,3,8,2,5,1,6') // { ok: true, value: Int32Array [3, 6, 2, 7, 1, 4, 0, 5] }
 * parseQueens('1:4,3:8', 8).ok // true: queens in rows 1 and 3, the rest empty
 * parseQueens('4,7,11,8,2,5,1,6').error // 'Invalid queens: row 3 has column 11, but the board is 8 wide'
 */
export function parseQueens(text: string, n?: number): Result<Placement> {
  if (n !== undefined && (!Number.isInteger(n) || n < 1 || n > MAX_PARSED_N)) {
    return fail('n', `must be an integer from 1 to ${MAX_PARSED_N}, got ${describeValue(n)}`)
  }
  if (typeof text !== 'string') return fail('queens', `must be text, got ${describeValue(text)}`)
  if (text.length > MAX_QUEENS_TEXT_LENGTH) {
    return fail('queens', `is too long: at most ${MAX_QUEENS_TEXT_LENGTH} characters`)
  }
  const junk = /[^0-9,:.\s]/.exec(text)
  if (junk) {
    return fail(
      'queens',
      `has an unexpected character ${JSON.stringify(junk[0])} at position ${junk.index + 1}; ` +
        'write 1-based columns separated by commas, 0 for an empty row',
    )
  }
  const trimmed = text.trim()
  if (trimmed === '') return fail('queens', 'is empty')
  if (trimmed.includes(':')) return parsePairs(trimmed, n)
  if (trimmed.includes('.')) return parseRuns(trimmed, n)
  if (!trimmed.includes(',') && !/\s/.test(trimmed)) return parseCompact(trimmed, n)
  return parseList(trimmed, n)
}

/**
 * Like `parseQueens`, but returns the placement or throws `InvalidInputError` with the same
 * message, for callers that let one error handler speak for them.
 *
 * @example
 * readQueens('2413') // Int32Array [1, 3, 0, 2]
 * readQueens('2,4,1') // throws InvalidInputError: 'Invalid queens: row 2 has column 4, but the board is 3 wide'
 */
export function readQueens(text: string, n?: number): Placement {
  const result = parseQueens(text, n)
  if (result.ok) return result.value
  const prefix = `Invalid ${result.parameter}: `
  throw new InvalidInputError(result.parameter, result.error.slice(prefix.length))
}

function parseCompact(text: string, n: number | undefined): Result<Placement> {
  if (text.length > MAX_COMPACT_N) {
    return fail(
      'queens',
      `has ${text.length} digits without commas; only boards up to ${MAX_COMPACT_N} wide may ` +
        'leave the commas out (write 10,1,… for larger boards)',
    )
  }
  const columns = Array.from(text, (digit) => Number(digit))
  return fromColumns(columns, n)
}

function parseList(text: string, n: number | undefined): Result<Placement> {
  // One comma per row boundary, so counting commas bounds the work before any allocation.
  let commas = 0
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 44) commas++
  if (commas + 1 > MAX_PARSED_N) return fail('queens', `has more than ${MAX_PARSED_N} rows`)
  // One pass over the characters, with no substring per entry, as split and trim would make.
  // Only digits, commas and whitespace are left here (junk was refused before).
  const columns = new Array<number>(commas + 1)
  let entry = 0
  let value = 0
  let digits = 0
  let spaced = false
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : 44
    if (code >= 48 && code <= 57) {
      if (spaced) return notOneNumber(text, entry)
      value = value * 10 + (code - 48)
      digits++
    } else if (code === 44) {
      if (digits === 0) return fail('queens', `entry ${entry + 1} is empty`)
      // Past 8 digits the column is off any board we read; keep it exact enough to say so.
      columns[entry++] = digits > 8 ? Infinity : value
      value = 0
      digits = 0
      spaced = false
    } else if (digits > 0) spaced = true
  }
  return fromColumns(columns, n)
}

function parseRuns(text: string, n: number | undefined): Result<Placement> {
  const expanded = expandRuns(text, MAX_PARSED_N)
  return expanded.ok ? fromColumns(expanded.columns, n) : fail('queens', expanded.error)
}

function notOneNumber(text: string, entry: number): Failure {
  const shown = text.split(',', entry + 1)[entry].trim()
  return fail(
    'queens',
    `entry ${entry + 1} (${describeValue(shown)}) is not one number; separate columns with commas`,
  )
}

/** Turns 1-based columns (0 = empty) into a placement, validating the size and every column. */
function fromColumns(columns: number[], n: number | undefined): Result<Placement> {
  if (n !== undefined && columns.length !== n) {
    return fail('queens', `has ${plural(columns.length, 'row')}, but n is ${n}`)
  }
  const width = columns.length
  const queens = new Int32Array(width)
  for (let row = 0; row < width; row++) {
    const column = columns[row]
    if (column > width) return fail('queens', tooWide(row + 1, column, width))
    queens[row] = column - 1
  }
  return { ok: true, value: queens }
}

function parsePairs(text: string, n: number | undefined): Result<Placement> {
  if (n === undefined) {
    return fail('n', 'is needed when queens are given as row:column pairs (like 1:4,3:8)')
  }
  const entries = text.split(',')
  if (entries.length > n) {
    return fail('queens', `has ${entries.length} row:column pairs, but the board has ${n} rows`)
  }
  const queens = new Int32Array(n).fill(-1)
  // The entry that placed each row's queen, 1-based, to name both entries when a row comes twice.
  const placedBy = new Int32Array(n)
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i].trim()
    const match = /^(\d+)\s*:\s*(\d+)$/.exec(entry)
    if (!match) {
      if (entry === '') return fail('queens', `entry ${i + 1} is empty`)
      if (!entry.includes(':')) {
        return fail(
          'queens',
          `mixes row:column pairs with plain columns (entry ${i + 1} is ${describeValue(entry)})`,
        )
      }
      return fail('queens', `entry ${i + 1} (${describeValue(entry)}) is not a row:column pair`)
    }
    const row = toNumber(match[1])
    const column = toNumber(match[2])
    if (row < 1 || row > n) {
      return fail('queens', `entry ${i + 1} names row ${match[1]}, but the board has ${n} rows`)
    }
    if (column < 1 || column > n) {
      return column < 1
        ? fail('queens', `row ${row} has column 0; row:column pairs list placed queens only`)
        : fail('queens', tooWide(row, column, n))
    }
    if (queens[row - 1] >= 0) {
      const first = placedBy[row - 1]
      return queens[row - 1] === column - 1
        ? fail(
            'queens',
            `entries ${first} and ${i + 1} are the same queen (row ${row}, column ${column}); ` +
              'write each queen once',
          )
        : fail('queens', `row ${row} has two queens (columns ${queens[row - 1] + 1} and ${column})`)
    }
    queens[row - 1] = column - 1
    placedBy[row - 1] = i + 1
  }
  return { ok: true, value: queens }
}

function toNumber(digits: string): number {
  return digits.length > 8 ? Infinity : Number(digits)
}

function tooWide(row: number, column: number, width: number): string {
  const shown = Number.isFinite(column) ? String(column) : 'a huge number'
  return `row ${row} has column ${shown}, but the board is ${width} wide`
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`
}
