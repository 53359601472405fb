import { InvalidInputError } from '../errors.ts'
import { describe } from '../validate.ts'

/**
 * The seeded PRNG shared by the randomised finders: xoshiro128** (Blackman & Vigna, 2018), four
 * 32-bit words of state, seeded through splitmix32 so that nearby seeds give unrelated streams.
 *
 * Representation: `a, b, c, d` are the state words as int32 (JavaScript's `| 0` integers).
 * Worked example: `new Random(1)` expands seed 1 into four words with splitmix32; each
 * `nextUint32()` returns `rotl(b * 5, 7) * 9` and then mixes the words with shifts and xors.
 *
 * Every step is 32-bit integer arithmetic (`Math.imul`, shifts, xor), and `nextInt` uses only
 * exact integer divisions below 2^31, so the same seed gives the same numbers, and so the same
 * answer, on every platform and engine: a seed is a recipe for a board, even for 10^8 queens.
 */
export class Random {
  private a: number
  private b: number
  private c: number
  private d: number

  /**
   * @example
   * new Random(42).nextInt(8) // the same digit 0..7 on every machine
   */
  constructor(seed: number) {
    // splitmix32 spreads one 32-bit seed over 128 bits of state, never all zero.
    let s = seed | 0
    const words: number[] = []
    for (let i = 0; i < 4; i++) {
      s = (s + 0x9e3779b9) | 0
      let z = s
      z = Math.imul(z ^ (z >>> 16), 0x21f0aaad)
      z = Math.imul(z ^ (z >>> 15), 0x735a2d97)
      words.push(z ^ (z >>> 15))
    }
    ;[this.a, this.b, this.c, this.d] = words
    if ((this.a | this.b | this.c | this.d) === 0) this.d = 1
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
    ;[random.a, random.b, random.c, random.d] = state.map((w: number) => w | 0)
    return random
  }

  /**
   * The four state words, to carry in a cursor.
   *
   * @example
   * new Random(1).state() // four int32 words
   */
  state(): [number, number, number, number] {
    return [this.a, this.b, this.c, this.d]
  }

  /**
   * The next 32 random bits as an unsigned integer.
   *
   * @example
   * new Random(1).nextUint32() // 0 ≤ x < 2^32
   */
  nextUint32(): number {
    const result = Math.imul(rotl(Math.imul(this.b, 5), 7), 9)
    const t = this.b << 9
    this.c ^= this.a
    this.d ^= this.b
    this.b ^= this.c
    this.a ^= this.d
    this.c ^= t
    this.d = rotl(this.d, 11)
    return result >>> 0
  }

  /**
   * A uniform integer in 0..bound-1, for 1 ≤ bound ≤ 2^31. Unbiased: draws of 31 bits that fall in
   * the short last stretch (2^31 mod bound of them) are thrown away and drawn again.
   *
   * @example
   * new Random(1).nextInt(6) // 0..5
   */
  nextInt(bound: number): number {
    // 2^31 mod bound, computed as (2^31 - bound) mod bound so every operand stays an int32.
    const threshold = (0x7fffffff - bound + 1) % bound
    for (;;) {
      const r = this.nextUint32() >>> 1
      if (r >= threshold) return r % bound
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

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k))
}

/** Largest seed: seeds are unsigned 32-bit integers. */
export const MAX_SEED = 0xffffffff

/**
 * Checks a seed: a whole number from 0 to 2^32 - 1, or undefined for the default seed 1.
 *
 * @example
 * checkSeed(undefined) // 1
 * checkSeed(-1) // throws InvalidInputError('seed', …)
 */
export function checkSeed(seed: unknown, parameter = 'seed'): number {
  if (seed === undefined) return 1
  if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) {
    throw new InvalidInputError(
      parameter,
      `must be a whole number from 0 to ${MAX_SEED}, got ${describe(seed)}`,
    )
  }
  return seed
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
