/**
 * The slow path of the symmetry counter, for the few solutions whose border queens tie with the
 * row-0 queen: decides whether the board is the canonical one of its orbit, and the orbit's size.
 *
 * Canonical, here: first the border queens ("the ring": row-0 queen at column a, row n-1 queen at
 * column b, the queens of column 0 and column n-1 at rows c and d), compared by the key
 * (distance of a to the nearest corner, a, b, c, d); among the images that keep the same ring, the
 * board whose columns read smallest row by row. Every orbit has exactly one such board, and the
 * search only visits boards whose ring is minimal in the first key, so counting canonical boards
 * counts each orbit once.
 */

/** The 8 symmetries of the square as maps of (row, col), n1 = n - 1. Index 0 is the identity. */
function transform(t: number, n1: number, r: number, c: number): [number, number] {
  switch (t) {
    case 0:
      return [r, c]
    case 1: // a quarter turn clockwise
      return [c, n1 - r]
    case 2: // half turn
      return [n1 - r, n1 - c]
    case 3: // three quarters
      return [n1 - c, r]
    case 4: // mirror left-right
      return [r, n1 - c]
    case 5: // mirror top-bottom
      return [n1 - r, c]
    case 6: // transpose
      return [c, r]
    default: // anti-transpose
      return [n1 - c, n1 - r]
  }
}

/** The ring key of the image of a board under symmetry t (smaller = more canonical). */
function ringKey(t: number, n: number, board: Int32Array, c: number, d: number): number {
  const n1 = n - 1
  const queens: [number, number][] = [
    [0, board[0]],
    [n1, board[n1]],
    [c, 0],
    [d, n1],
  ]
  let a2 = 0
  let b2 = 0
  let c2 = 0
  let d2 = 0
  for (const [r, col] of queens) {
    const [r2, col2] = transform(t, n1, r, col)
    if (r2 === 0) a2 = col2
    if (r2 === n1) b2 = col2
    if (col2 === 0) c2 = r2
    if (col2 === n1) d2 = r2
  }
  return (((Math.min(a2, n1 - a2) * n + a2) * n + b2) * n + c2) * n + d2
}

/**
 * The size of the orbit (2, 4 or 8) when `board` (a full solution, n ≥ 4, columns by row) is
 * the canonical member of its orbit, else 0.
 *
 * @example
 * classifyLeaf(8, Int32Array.of(2, 4, 1, 7, 0, 6, 3, 5)) // 4: it is symmetric under a half turn
 */
export function classifyLeaf(n: number, board: Int32Array): number {
  const n1 = n - 1
  const c = board.indexOf(0)
  const d = board.indexOf(n1)
  const own = ringKey(0, n, board, c, d)
  let fixed = 1
  for (let t = 1; t < 8; t++) {
    const key = ringKey(t, n, board, c, d)
    if (key < own) return 0
    if (key > own) continue
    // Same ring: compare the boards themselves, row by row.
    const image = new Int32Array(n)
    for (let r = 0; r < n; r++) {
      const [r2, c2] = transform(t, n1, r, board[r])
      image[r2] = c2
    }
    let order = 0
    for (let r = 0; r < n && order === 0; r++) order = image[r] - board[r]
    if (order < 0) return 0
    if (order === 0) fixed++
  }
  return 8 / fixed
}
