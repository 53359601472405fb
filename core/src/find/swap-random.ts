import type { Finder } from '../types.ts'
import { permutationBySwaps, Random, randomPermutation } from './random-search/random.ts'
import {
  makeRandomFinder,
  readCount,
  readPermutation,
  type Walk,
} from './random-search/random-search.ts'
import { Diagonals } from './random-search/swap-board.ts'

/**
 * swap-random: 清水・林 ③, random column swaps (Sosic & Gu published the same idea in 1990). The
 * state is a permutation, so only diagonals can clash; the cost counts the collisions on "\" and
 * "/" diagonals (a line of c queens counts c - 1). A node picks two distinct columns at random and
 * keeps the swap when ΔE < 0, on a coin flip when ΔE = 0 (ΔE = E(candidate) - E(state), as for
 * ②). The start is the identity with 3n random swaps (`permutationBySwaps`).
 *
 * Small boards have strict local minima, where every swap costs more: after `stuckAfter(n)` swaps
 * without the cost falling the walk restarts. The limit is generous, since near the end a large
 * board waits long for a random pair that touches one of its few conflicting queens.
 * scripts/measure/paper-choices.ts compares starts (3n swaps or a uniform shuffle).
 *
 * Representation: the board of `random-search/swap-board.ts`, `queens[row] = col` (the paper
 * lists each column's row: the same board turned a quarter) with queens per diagonal, so a swap
 * is scored in O(1); and `idle`, the swaps since the cost last fell. Example, n = 4, from 0,1,2,3
 * (cost 3): rows 0 and 1 swapping columns give 1,0,2,3 (cost 2), kept; rows 1 and 3 then give
 * 1,3,2,0 (cost 1), kept; and so on to a cost of 0.
 */
export const SWAP_RANDOM_MAX_N = 1_000_000

/** The paper's open details, as options: how a start is made. */
export interface SwapRandomChoices {
  /** `swaps`: the identity with 3n random swaps (the paper); `uniform`: Fisher–Yates. */
  start: 'swaps' | 'uniform'
}
const PAPER: SwapRandomChoices = { start: 'swaps' }

/** Swaps without progress before a restart. */
function stuckAfter(n: number): number {
  return 1000 * n + 10_000
}

class SwapRandomWalk implements Walk {
  nodes: number
  private board: Diagonals
  private readonly random: Random
  private readonly deal: (queens: Int32Array, random: Random) => Int32Array
  private idle: number

  constructor(
    queens: Int32Array,
    random: Random,
    choices: SwapRandomChoices = PAPER,
    nodes = 0,
    idle = 0,
  ) {
    this.board = new Diagonals(queens)
    this.random = random
    this.deal = choices.start === 'swaps' ? permutationBySwaps : randomPermutation
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
          board = this.board = new Diagonals(this.deal(board.queens, random))
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
  return new SwapRandomWalk(queens, Random.fromState(s.random), PAPER, moves, idle)
}

/**
 * A fresh ③ walk from a seed, with the paper's choices unless told otherwise.
 *
 * @example
 * startSwapRandom(1000, 1).walkTo(Infinity) // true
 */
export function startSwapRandom(n: number, seed: number, choices: SwapRandomChoices = PAPER): Walk {
  const random = new Random(seed)
  const deal = choices.start === 'swaps' ? permutationBySwaps : randomPermutation
  return new SwapRandomWalk(deal(new Int32Array(n), random), random, choices)
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
  start: (n, seed) => startSwapRandom(n, seed),
  restore: restoreSwapRandom,
})
