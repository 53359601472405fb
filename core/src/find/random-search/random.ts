import { InvalidInputError } from '../../errors.ts'

/**
 * The seeded PRNG shared by the randomised finders: xoshiro128** (Blackman & Vigna, 2018), four
 * 32-bit words of state, seeded through splitmix32 so that nearby seeds give unrelated streams.
 *
 * Representation: `s[0..3]` are the state words as int32. Worked example: `new Random(1)`
 * expands seed 1 into four words with splitmix32; each `nextUint32()` returns
 * `rotl(s[1] * 5, 7) * 9` and then mixes the words with shifts and xors.
 *
 * Every step is 32-bit integer arithmetic (`Math.imul`, shifts, xor), and `nextInt` uses only
 * exact integer and IEEE double operations, so the same seed gives the same numbers, and so the same
 * answer, on every platform and engine: a seed is a recipe for a board, even for 10^8 queens.
 */
export class Random {
  // The words live in an Int32Array: as object fields, values past 2^30 would be boxed on V8.
  private readonly s = new Int32Array(4)

  /**
   * @example
   * new Random(42).nextInt(8) // the same digit 0..7 on every machine
   */
  constructor(seed: number) {
    // splitmix32 spreads one 32-bit seed over 128 bits of state, never all zero.
    let x = seed | 0
    for (let i = 0; i < 4; i++) {
      x = (x + 0x9e3779b9) | 0
      let z = x
      z = Math.imul(z ^ (z >>> 16), 0x21f0aaad)
      z = Math.imul(z ^ (z >>> 15), 0x735a2d97)
      this.s[i] = z ^ (z >>> 15)
    }
    if ((this.s[0] | this.s[1] | this.s[2] | this.s[3]) === 0) this.s[3] = 1
  }

  /**
   * Rebuilds a generator from `state()`, for cursors; throws `InvalidInputError` on a bad state.
   *
   * @example
   * const r = Random.fromState(new Random(7).state())
   */
  static fromState(state: unknown, parameter = 'cursor'): Random {
    if (
      !Array.isArray(state) ||
      state.length !== 4 ||
      !state.every((w) => Number.isInteger(w) && w >= -0x80000000 && w <= 0xffffffff) ||
      state.every((w) => w === 0)
    ) {
      throw new InvalidInputError(parameter, 'holds a malformed random state')
    }
    const random = new Random(0)
    random.s.set(state)
    return random
  }

  /**
   * The four state words (int32), to carry in a cursor.
   *
   * @example
   * new Random(1).state() // four int32 words
   */
  state(): [number, number, number, number] {
    return [this.s[0], this.s[1], this.s[2], this.s[3]]
  }

  /**
   * The next 32 random bits as an unsigned integer.
   *
   * @example
   * new Random(1).nextUint32() // 0 ≤ x < 2^32
   */
  nextUint32(): number {
    const s = this.s
    const result = Math.imul(rotl(Math.imul(s[1], 5), 7), 9)
    const t = s[1] << 9
    s[2] ^= s[0]
    s[3] ^= s[1]
    s[1] ^= s[2]
    s[0] ^= s[3]
    s[2] ^= t
    s[3] = rotl(s[3], 11)
    return result >>> 0
  }

  /**
   * A uniform integer in 0..bound-1, for 1 ≤ bound ≤ 2^31, by Lemire's nearly divisionless method:
   * the high word of r · bound, drawing r again in the rare case (probability < bound / 2^32) that
   * the low word falls in the short stretch that would bias the result.
   *
   * @example
   * new Random(1).nextInt(6) // 0..5
   */
  nextInt(bound: number): number {
    for (;;) {
      const r = this.nextUint32()
      const product = r * bound
      let high: number
      let low: number
      if (bound <= 0x200000) {
        // Below 2^21 the product is under 2^53, so the double holds it exactly.
        high = Math.floor(product * TWO_TO_MINUS_32)
        low = product - high * 0x100000000
      } else {
        // Math.imul gives the low word exactly; the double product is within 2^11 of the true
        // one, and the true product minus its low word is a multiple of 2^32: rounding is exact.
        low = Math.imul(r | 0, bound) >>> 0
        high = Math.round((product - low) * TWO_TO_MINUS_32)
      }
      if (low >= bound || low >= (0x100000000 - bound) % bound) return high
    }
  }

  /**
   * A fair coin.
   *
   * @example
   * new Random(1).nextBit() // 0 or 1
   */
  nextBit(): number {
    return this.nextUint32() >>> 31
  }
}

const TWO_TO_MINUS_32 = 2 ** -32

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k))
}

/**
 * Fills `queens` with a uniformly random permutation of 0..n-1 (Fisher–Yates), in place.
 *
 * @example
 * randomPermutation(new Int32Array(8), new Random(1)) // e.g. Int32Array [5, 2, 7, 0, …]
 */
export function randomPermutation(queens: Int32Array, random: Random): Int32Array {
  const n = queens.length
  for (let i = 0; i < n; i++) queens[i] = i
  // Walk down from the end, swapping each slot with a uniformly chosen earlier-or-same one.
  for (let i = n - 1; i > 0; i--) {
    const j = random.nextInt(i + 1)
    const t = queens[i]
    queens[i] = queens[j]
    queens[j] = t
  }
  return queens
}

/**
 * The start of 清水・林's ② and ③: the identity 0..n-1 with `3n` random transpositions applied,
 * each of two distinct positions drawn uniformly, in place. Not quite uniform (a few columns may
 * never move), but it is the start the paper describes, and its energy is what the paper reports:
 * about 2n/3 attacking pairs.
 *
 * @example
 * permutationBySwaps(new Int32Array(8), new Random(1)) // a permutation of 0..7
 */
export function permutationBySwaps(queens: Int32Array, random: Random): Int32Array {
  const n = queens.length
  for (let i = 0; i < n; i++) queens[i] = i
  if (n < 2) return queens
  for (let k = 0; k < 3 * n; k++) {
    const i = random.nextInt(n)
    // A second position uniform over the other n - 1: draw below n - 1 and skip over i.
    let j = random.nextInt(n - 1)
    if (j >= i) j++
    const t = queens[i]
    queens[i] = queens[j]
    queens[j] = t
  }
  return queens
}
