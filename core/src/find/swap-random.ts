import type { Finder } from '../types.ts'
import { Random, randomPermutation } from './random.ts'
import { makeRandomFinder, readCount, readPermutation, type Walk } from './random-search.ts'
import { Diagonals } from './random-search-diagonals.ts'

/**
 * swap-random: random swaps, after 清水・林 ③, the O(n) method of Sosic & Gu (1990). The queens
 * form a random permutation, so only diagonals clash; the cost has two terms, the collisions on
 * "\" diagonals and on "/" diagonals. Each node picks two distinct rows at random and swaps their
 * columns; a swap that lowers the cost is kept, one that raises it is undone, and one that leaves
 * it equal is kept on a coin flip, which lets the walk drift across plateaus instead of freezing.
 *
 * Representation: the board of `random-search-diagonals.ts` (a permutation with queens counted
 * per diagonal, so a swap is scored in O(1)), and `idle`, the swaps since the cost last fell.
 * Worked example, n = 4, from 0,1,2,3 (cost 3): rows 0 and 1 swapped give 1,0,2,3 (cost 2), kept;
 * rows 1 and 3 then give 1,3,2,0 (cost 1), kept; and so on to a cost of 0.
 *
 * Small boards have strict local minima where every swap costs more; after `stuckAfter(n)` swaps
 * without progress the walk restarts from a new random permutation. The limit is generous: near
 * the end a large board waits for a random pair that touches one of its few conflicting queens
 * and improves it, and gaps of 90·n swaps were seen at n = 10^4.
 *
 * It takes about 200·n to 260·n swaps, so `maxN` = 10^6 (a minute or so). Measured on the team
 * machine (2 cores, heavily shared at the time), median of 5 seeds: see scripts/measure.
 */
export const SWAP_RANDOM_MAX_N = 1_000_000

/** Swaps without progress before a restart. */
export function stuckAfter(n: number): number {
  return 1000 * n + 10_000
}

class SwapRandomWalk implements Walk {
  nodes: number
  private board: Diagonals
  private readonly random: Random
  private idle: number

  constructor(queens: Int32Array, random: Random, nodes = 0, idle = 0) {
    this.board = new Diagonals(queens)
    this.random = random
    this.nodes = nodes
    this.idle = idle
  }

  get queens(): Int32Array {
    return this.board.queens
  }

  walkTo(limit: number): boolean {
    let board = this.board
    const random = this.random
    const n = board.queens.length
    const patience = stuckAfter(n)
    // Counters live in locals inside the hot loop and are written back on the way out.
    let nodes = this.nodes
    let idle = this.idle
    while (board.collisions > 0 && nodes < limit) {
      nodes++
      const i = random.nextInt(n)
      // A second row uniform over the other n - 1: draw below n - 1 and skip over i.
      let j = random.nextInt(n - 1)
      if (j >= i) j++
      const delta = board.delta(i, j)
      if (delta < 0) {
        board.swap(i, j, delta)
        idle = 0
      } else {
        if (delta === 0 && random.nextBit() === 1) board.swap(i, j, 0)
        if (++idle === patience) {
          board = this.board = new Diagonals(randomPermutation(board.queens, random))
          idle = 0
        }
      }
    }
    this.nodes = nodes
    this.idle = idle
    return board.collisions === 0
  }

  snapshot(): unknown {
    return { queens: Array.from(this.board.queens), idle: this.idle, random: this.random.state() }
  }
}

function restoreSwapRandom(n: number, snapshot: unknown, moves: number): Walk {
  const s = (snapshot ?? {}) as Record<string, unknown>
  const queens = readPermutation(s.queens, n)
  const idle = readCount(s.idle, 0, stuckAfter(n) - 1)
  return new SwapRandomWalk(queens, Random.fromState(s.random), moves, idle)
}

/**
 * The swap-random finder.
 *
 * @example
 * swapRandom.solve(100_000, { seed: 1 }).status // 'solved', in a fraction of a second
 */
export const swapRandom: Finder = makeRandomFinder({
  id: 'swap-random',
  maxN: SWAP_RANDOM_MAX_N,
  start: (n, seed) => {
    const random = new Random(seed)
    return new SwapRandomWalk(randomPermutation(new Int32Array(n), random), random)
  },
  restore: restoreSwapRandom,
})
