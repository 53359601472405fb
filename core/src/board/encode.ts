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
  const parts = new Array<string>(n)
  // -1 (empty) becomes 0, every column c becomes c + 1.
  for (let row = 0; row < n; row++) parts[row] = String(queens[row] < 0 ? 0 : queens[row] + 1)
  return parts.join(options.compact && n <= MAX_COMPACT_N ? '' : ',')
}
