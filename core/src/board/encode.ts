/** Compact digits stand for one column each, so only boards up to 9 wide can drop the commas. */
const MAX_COMPACT_N = 9

export interface EncodeOptions {
  /** Leave the commas out (`47382516`) when the board is at most 9 wide; ignored past that. */
  compact?: boolean
}

/**
 * Writes a board (0-based columns, -1 = empty row) in the 1-based notation that `parseQueens`
 * reads: one column per row, top to bottom, `0` for an empty row, separated by commas.
 *
 * @example
 * encodeQueens([3, 6, 2, 7, 1, 4, 0, 5]) // '4,7,3,8,2,5,1,6'
 * encodeQueens([3, 6, 2, 7, 1, 4, 0, 5], { compact: true }) // '47382516'
 * encodeQueens([0, 2, -1, -1, -1]) // '1,3,0,0,0'
 */
export function encodeQueens(queens: ArrayLike<number>, options: EncodeOptions = {}): string {
  const n = queens.length
  const commas = !(options.compact && n <= MAX_COMPACT_N)
  // Digits are written as bytes and decoded once, much faster than joining a million number
  // strings (commit 12603c6; the policy's measured.json has the cost per queen, `io.writeNs`).
  let widest = n
  for (let row = 0; row < n; row++) if (queens[row] >= widest) widest = queens[row] + 1
  const bytes = new Uint8Array(n * (String(widest).length + 1))
  let at = 0
  for (let row = 0; row < n; row++) {
    if (commas && row > 0) bytes[at++] = COMMA
    // -1 (empty) becomes 0, every column c becomes c + 1.
    let value = queens[row] < 0 ? 0 : queens[row] + 1
    let digits = 0
    do {
      scratch[digits++] = ZERO + (value % 10)
      value = Math.floor(value / 10)
    } while (value > 0)
    while (digits > 0) bytes[at++] = scratch[--digits]
  }
  return ascii.decode(bytes.subarray(0, at))
}

const COMMA = 44
const ZERO = 48
/** The digits of one column, least significant first. */
const scratch = new Uint8Array(16)
/**
 * TextDecoder is in every runtime core runs in (browsers, Workers, Node), but not in the ES
 * library core is typed against: typed here by what is used of it.
 */
type Decoder = { decode(bytes: Uint8Array): string }
const ascii = new (globalThis as unknown as { TextDecoder: new () => Decoder }).TextDecoder()
