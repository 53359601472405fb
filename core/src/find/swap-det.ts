import type { Finder } from '../types.ts'
import { Random, randomPermutation } from './random.ts'
import { makeRandomFinder, readCount, readPermutation, type Walk } from './random-search.ts'
import { Diagonals } from './random-search-diagonals.ts'

/**
 * swap-det: deterministic pairwise swaps, after 清水・林 ② (Yamada et al.). The queens form a
 * permutation, so only diagonals can clash. Visit the pairs of rows (i, j), i < j, in
 * lexicographic order, (0,1), (0,2), …, (0,n-1), (1,2), …, cycling round; swap the columns of a
 * pair when that lowers the number of diagonal collisions, keep it, and go on from the next pair.
 * A node is one swap evaluated. When a whole round of n(n-1)/2 pairs brings no improvement the
 * board is a local minimum that no single swap can leave, so we restart from a new seeded random
 * permutation (the first board is one too).
 *
 * Representation: the board of `random-search-diagonals.ts` (a permutation with queens counted
 * per diagonal), the pair `(i, j)` to evaluate next, and `idle`, the pairs evaluated since the
 * last improvement. Worked example, n = 4, from 0,1,2,3 (3 collisions): (0,1) gives 1,0,2,3 (2),
 * kept; (0,2) gives 2,0,1,3 (1), kept; (0,3), (1,2) and (1,3) would raise it and are refused;
 * (2,3) gives 2,0,3,1 (0), a solution, after 6 nodes.
 *
 * In practice a random start is solved long before the first round ends: measured here over 3
 * seeds, about 3·10^5 nodes (0.3 rounds, 26 ms) at n = 2000, 10^7 (0.05 rounds, 0.35 s) at
 * n = 20,000 and 4·10^7 (1.7 s) at n = 50,000, growing like n^1.7. Hence `maxN` = 50,000. A true
 * local minimum there would cost a full idle round (n²/2 = 1.25·10^9 nodes) before the restart.
 */
export const SWAP_DET_MAX_N = 50_000

class SwapDetWalk implements Walk {
  nodes: number
  private board: Diagonals
  private readonly random: Random
  private i: number
  private j: number
  private idle: number

  constructor(queens: Int32Array, random: Random, nodes = 0, i = 0, j = 1, idle = 0) {
    this.board = new Diagonals(queens)
    this.random = random
    this.nodes = nodes
    this.i = i
    this.j = j
    this.idle = idle
  }

  get queens(): Int32Array {
    return this.board.queens
  }

  walkTo(limit: number): boolean {
    const n = this.board.queens.length
    const round = (n * (n - 1)) / 2
    while (this.board.collisions > 0) {
      if (this.nodes >= limit) return false
      this.nodes++
      const delta = this.board.delta(this.i, this.j)
      if (delta < 0) {
        this.board.swap(this.i, this.j, delta)
        this.idle = 0
      } else this.idle++
      // Next pair in lexicographic order, wrapping from (n-2, n-1) back to (0, 1).
      if (++this.j === n) {
        if (++this.i === n - 1) this.i = 0
        this.j = this.i + 1
      }
      if (this.idle === round) {
        this.board = new Diagonals(randomPermutation(this.board.queens, this.random))
        this.idle = 0
      }
    }
    return true
  }

  snapshot(): unknown {
    const { i, j, idle } = this
    return { queens: Array.from(this.board.queens), i, j, idle, random: this.random.state() }
  }
}

function restoreSwapDet(n: number, snapshot: unknown, moves: number): Walk {
  const s = (snapshot ?? {}) as Record<string, unknown>
  const queens = readPermutation(s.queens, n)
  const i = readCount(s.i, 0, n - 2)
  const j = readCount(s.j, i + 1, n - 1)
  const idle = readCount(s.idle, 0, (n * (n - 1)) / 2 - 1)
  return new SwapDetWalk(queens, Random.fromState(s.random), moves, i, j, idle)
}

/**
 * The swap-det finder.
 *
 * @example
 * swapDet.solve(100, { seed: 1 }).status // 'solved'
 */
export const swapDet: Finder = makeRandomFinder({
  id: 'swap-det',
  maxN: SWAP_DET_MAX_N,
  start: (n, seed) => {
    const random = new Random(seed)
    return new SwapDetWalk(randomPermutation(new Int32Array(n), random), random)
  },
  restore: restoreSwapDet,
})
