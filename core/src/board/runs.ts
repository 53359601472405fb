import { encodeQueens } from './encode.ts'

/**
 * @module
 * The run notation: the comma list, where an entry `b..c` continues the entry before it, a, by
 * the difference b − a up to c, as Haskell writes `[a,b..c]`. Explicit solutions are made of such
 * progressions, so a million queens fit in a line:
 *
 *   2,4..1000000,1,3..999999    (every even column, then every odd one)
 *
 * Any comma list is also valid run notation, and `parseQueens` reads both.
 */

/** Runs shorter than this stay written out: `1,2,3` is not written `1,2..3`. */
const MIN_RUN = 4

/**
 * Writes a board (0-based columns, -1 = empty row) in the run notation, folding every arithmetic
 * progression of at least four 1-based columns whose difference is not 0.
 *
 * @example
 * encodeRuns([1, 3, 5, 7, 0, 2, 4, 6]) // '2,4..8,1,3..7'
 * encodeRuns([1, 3, 0, 2]) // '2,4,1,3' (shorter progressions stay written out)
 */
export function encodeRuns(queens: ArrayLike<number>): string {
  const n = queens.length
  const column = (row: number) => (queens[row] < 0 ? 0 : queens[row] + 1)
  const parts: string[] = []
  // Rows from `plain` up to `row` are written out as they are.
  let plain = 0
  let row = 0
  while (row < n) {
    let end = row
    const difference = row + 1 < n ? column(row + 1) - column(row) : 0
    if (difference !== 0) {
      end = row + 1
      while (end + 1 < n && column(end + 1) - column(end) === difference) end++
    }
    if (end - row + 1 < MIN_RUN) {
      // A run starting inside this progression ends where it does, shorter still.
      row = Math.max(row + 1, end)
      continue
    }
    if (row > plain) parts.push(encodeQueens(rowsOf(queens, plain, row)))
    parts.push(`${column(row)},${column(row + 1)}..${column(end)}`)
    row = plain = end + 1
  }
  if (n > plain) parts.push(encodeQueens(rowsOf(queens, plain, n)))
  return parts.join(',')
}

function rowsOf(queens: ArrayLike<number>, from: number, to: number): Int32Array {
  const rows = new Int32Array(to - from)
  for (let i = from; i < to; i++) rows[i - from] = queens[i]
  return rows
}

/**
 * Expands run notation into 1-based columns (0 = empty row), or says what is wrong. `limit` caps
 * the number of entries before anything is allocated. Only digits, commas, dots and whitespace
 * reach here.
 *
 * @example
 * expandRuns('2,4..8,1,3..7', 100) // { ok: true, columns: [2, 4, 6, 8, 1, 3, 5, 7] }
 * expandRuns('4..8', 100).error // 'entry 1 (4..8) continues no entry before it; write …'
 */
export function expandRuns(
  text: string,
  limit: number,
): { ok: true; columns: number[] } | { ok: false; error: string } {
  const entries = text.split(',').map((entry) => entry.trim())
  const plan: (number | [number, number, number])[] = []
  let total = 0
  let previous: number | undefined
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]
    const run = /^(\d{1,8})\s*\.\.\s*(\d{1,8})$/.exec(entry)
    if (run) {
      const [from, to] = [Number(run[1]), Number(run[2])]
      const difference = previous === undefined ? 0 : from - previous
      // A run that ends where it starts is that one value (`1,3..3` is 1,3), whatever its difference.
      const problem =
        from === to
          ? ''
          : previous === undefined
            ? 'continues no entry before it; write the entry before the run too, like 2,4..10'
            : difference === 0
              ? `repeats ${from}, so it sets no step`
              : (to - from) % difference !== 0 || Math.sign(to - from) !== Math.sign(difference)
                ? `does not reach ${to} in steps of ${difference} from ${from}`
                : ''
      if (problem) return { ok: false, error: `entry ${i + 1} (${entry}) ${problem}` }
      total += from === to ? 1 : (to - from) / difference + 1
      plan.push([from, to, difference])
      previous = to
    } else if (/^\d{1,8}$/.test(entry)) {
      total += 1
      previous = Number(entry)
      plan.push(previous)
    } else {
      const what = entry === '' ? 'is empty' : `(${entry.slice(0, 40)}) is not a column or a run`
      return { ok: false, error: `entry ${i + 1} ${what}` }
    }
    if (total > limit) return { ok: false, error: `has more than ${limit} rows` }
  }
  const columns = new Array<number>(total)
  let at = 0
  for (const part of plan) {
    if (typeof part === 'number') columns[at++] = part
    else
      for (let value = part[0]; ; value += part[2]) {
        columns[at++] = value
        if (value === part[1]) break
      }
  }
  return { ok: true, columns }
}
