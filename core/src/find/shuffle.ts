import type { Finder } from '../types.ts'
import { Random, randomPermutation } from './random-search/random.ts'
import { makeRandomFinder, type Walk } from './random-search/random-search.ts'

/**
 * shuffle: Las Vegas search, after the Clojure 8-queens post. Deal a random permutation (one queen
 * per row and per column, by Fisher–Yates) and keep it if no two queens share a diagonal;
 * otherwise deal again. A node is one permutation dealt and tested.
 *
 * Representation: `queens[row] = col`, a permutation; `down` and `up` are bit sets of the
 * diagonals seen so far while testing, bit `row - col + n - 1` and bit `row + col`. Worked
 * example, n = 4: the permutation 1,3,0,2 sets down bits 2,1,5,4 and up bits 1,4,2,5, never the
 * same bit twice, so it is a solution; 0,2,1,3 sets down bit 3 twice (rows 0 and 3) and is dealt
 * again.
 *
 * Why it fails for larger n: a deal succeeds with probability Q(n)/n!, so it takes n!/Q(n) deals
 * on average: 438 for n = 8, 33,700 for n = 12, 1.4 million for n = 16, 61 million for n = 20
 * (Q(n) from OEIS A000170). Hence `maxN` = 16, where one call still ends in well under a second;
 * past it this method is hopeless, which is what it is on the dashboard to show.
 */
export const SHUFFLE_MAX_N = 16

class ShuffleWalk implements Walk {
  nodes = 0
  readonly queens: Int32Array
  private readonly random: Random

  constructor(n: number, random: Random, nodes: number) {
    this.queens = new Int32Array(n)
    this.random = random
    this.nodes = nodes
  }

  walkTo(limit: number): boolean {
    while (this.nodes < limit) {
      this.nodes++
      if (isSolution(randomPermutation(this.queens, this.random))) return true
    }
    return false
  }

  // Each deal starts again from 0..n-1, so the PRNG words are the whole state.
  snapshot(): unknown {
    return { random: this.random.state() }
  }
}

/** Whether a permutation has no two queens on a diagonal (n ≤ 16 keeps both masks in 31 bits). */
function isSolution(queens: Int32Array): boolean {
  const n = queens.length
  let down = 0
  let up = 0
  for (let row = 0; row < n; row++) {
    const d = 1 << (row - queens[row] + n - 1)
    const u = 1 << (row + queens[row])
    // A bit already set means an earlier queen on the same diagonal.
    if ((down & d) !== 0 || (up & u) !== 0) return false
    down |= d
    up |= u
  }
  return true
}

/**
 * The shuffle finder.
 *
 * @example
 * shuffle.solve(8, { seed: 7 }) // { status: 'solved', queens: Int32Array [...], nodes: a few hundred, … }
 * shuffle.solve(16, { budget: 1000 }).status // 'partial' (almost surely), with a cursor
 */
export const shuffle: Finder = makeRandomFinder({
  id: 'shuffle',
  maxN: SHUFFLE_MAX_N,
  start: (n, seed) => new ShuffleWalk(n, new Random(seed), 0),
  restore: (n, snapshot, moves) => {
    const state = snapshot as { random?: unknown }
    return new ShuffleWalk(n, Random.fromState(state?.random), moves)
  },
})
