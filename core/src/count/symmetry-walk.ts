import { classifyLeaf } from './symmetry-classify.ts'
import { FREE, LD, QUEEN, RD, type Search } from './symmetry-search.ts'

/**
 * Walks a branch of the symmetry count from its frontier, attempting at most `limit` placements
 * (-1 = no limit), and returns how many it attempted. Afterwards `done` says whether the branch is
 * exhausted; if not, it stopped exactly at its limit and `frontierOf` says where.
 *
 * The hot loop: no allocation, no calls but on the rare ties; the stack layout and the rules are
 * explained in `symmetry-search.ts`.
 *
 * @example
 * const s = openSearch(8, 1, [], 'unit')
 * walkSearch(s, 100) // 100 nodes, then s.done === false
 */
export function walkSearch(s: Search, limit: number): number {
  if (s.done) return 0
  const { stack, allowed, start, n } = s
  const last = n - 1
  const side = 1 | (1 << last)
  const kStart = 4 * start
  const kPen = 4 * (n - 2)
  const kBeforeEdge = s.edgeRow === 0 ? -1 : 4 * (s.edgeRow - 1)
  // A tie with the row-0 queen: an edge queen in row top or n-1-top, or the last row's queen in
  // column top or n-1-top. A corner branch has none.
  const tieSide = s.top === 0 ? 0 : side
  const tieLast = s.top === 0 ? 0 : (1 << s.top) | (1 << (last - s.top))
  const kTieA = 4 * s.top + QUEEN
  const kTieB = 4 * s.edgeRow + QUEEN
  let cols = s.cols
  let c8 = 0
  let nodes = 0
  let k = 4 * s.row
  for (;;) {
    const f = stack[k + FREE]
    if (f === 0) {
      if (k === kStart) {
        s.done = true
        break
      }
      // Back up a row: take its queen's column out again.
      k -= 4
      cols ^= stack[k + QUEEN]
      continue
    }
    if (nodes === limit) break
    // The lowest free column: two's complement makes -f flip every bit above it.
    const bit = f & -f
    stack[k + FREE] = f ^ bit
    nodes++
    const nc = cols | bit
    const nl = (stack[k + LD] | bit) << 1
    const nr = (stack[k + RD] | bit) >>> 1
    if (k === kPen) {
      // One column is left for the last row; it either fits or not.
      const lastBit = allowed[last] & ~(nc | nl | nr)
      if (lastBit !== 0) {
        stack[k + QUEEN] = bit
        const tie = (lastBit & tieLast) | (stack[kTieA] & tieSide) | (stack[kTieB] & tieSide)
        if (tie === 0) c8++
        else countTie(s, lastBit)
      }
      continue
    }
    let nf = allowed[(k >> 2) + 1] & ~(nc | nl | nr)
    if (k === kBeforeEdge) {
      const used = nc & side
      nf = used === 0 ? 0 : used === side ? nf : nf & side
    }
    if (nf !== 0) {
      stack[k + QUEEN] = bit
      k += 4
      stack[k + FREE] = nf
      stack[k + LD] = nl
      stack[k + RD] = nr
      cols = nc
    }
  }
  s.row = k >> 2
  s.cols = cols
  s.c8 += c8
  return nodes
}

/** The slow path for a solution that ties with the row-0 queen: classify the whole board. Exported
 * for scripts/measure, which rebuilds the walk without its budget check. */
export function countTie(s: Search, lastBit: number): void {
  const board = new Int32Array(s.n)
  for (let row = 0; row < s.n - 1; row++) board[row] = 31 - Math.clz32(s.stack[4 * row + QUEEN])
  board[s.n - 1] = 31 - Math.clz32(lastBit)
  const size = classifyLeaf(s.n, board)
  if (size === 8) s.c8++
  else if (size === 4) s.c4++
  else if (size === 2) s.c2++
}
