/**
 * @module
 * What the border queens leave free in the rows between them: the constellation count's search
 * rows and their column masks, for ordering a plan (constellation-plan.ts) and searching it.
 */

/**
 * The rows left to search once the border queens stand (rows 1..n-2 but `left` and `right`), top
 * to bottom, and for each the columns it may use (`rowMask`).
 *
 * @example
 * rowMasks(5, 0, 3, 0, 2) // { rows: [1, 3], masks: [0b00100, 0b00010] }
 */
export function rowMasks(
  n: number,
  top: number,
  bottom: number,
  left: number,
  right: number,
): { rows: number[]; masks: number[] } {
  const rows: number[] = []
  const masks: number[] = []
  for (let r = 1; r < n - 1; r++) {
    if (r === left || r === right) continue
    rows.push(r)
    masks.push(rowMask(n, r, top, bottom, left, right))
  }
  return { rows, masks }
}

/**
 * The inner columns (1..n-2) of row r that the border queens leave free, as bits (bit k = column
 * k): not the columns of the row-0 and row n-1 queens, nor any square on a border queen's
 * diagonal.
 */
export function rowMask(
  n: number,
  r: number,
  top: number,
  bottom: number,
  left: number,
  right: number,
): number {
  const m = n - 1
  // Bits 1..n-2 (2 ** m rather than 1 << m, which wraps for n = 32).
  let mask = (2 ** m - 2) & ~((1 << top) | (1 << bottom))
  mask &= ~diagonals(m, r, 0, top)
  mask &= ~diagonals(m, r, m, bottom)
  mask &= ~diagonals(m, r, left, 0)
  mask &= ~diagonals(m, r, right, m)
  return mask
}

/** The squares of row r on the diagonals of a queen at (qr, qc), as bits. */
function diagonals(m: number, r: number, qr: number, qc: number): number {
  const dr = r - qr
  let bits = 0
  // A diagonal leaves the board past column 0 or m: only shift by 0..31.
  if (qc + dr >= 0 && qc + dr <= m) bits |= 1 << (qc + dr)
  if (qc - dr >= 0 && qc - dr <= m) bits |= 1 << (qc - dr)
  return bits
}

/** Number of set bits of a 32-bit int. */
export function bitCount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555)
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}
