/**
 * Residue checks, the Q27 project's guard against a counter that wraps or loses digits: a count
 * travels with its remainders modulo a few primes, worked out in small exact arithmetic apart
 * from the count itself. If the count is changed on its way (a product past 2^53 rounded, a sum
 * stored as a float, a digit dropped in transit), its remainders no longer match.
 *
 * @example
 * residuesOfProduct(8, 11) // [88, 88, 88]
 * checkResidues(88n, [88, 88, 88]) // true
 * checkResidues(89n, [88, 88, 88]) // false
 */
export const RESIDUE_PRIMES: readonly number[] = [2_147_483_647, 2_147_483_629, 2_147_483_587]

/** The primes as bigints, made once: every counted unit's residues are checked against them. */
const BIG_PRIMES = RESIDUE_PRIMES.map(BigInt)

/** The remainders of a · b, with a and b safe integers, without forming a · b. */
export function residuesOfProduct(a: number, b: number): number[] {
  const residues = new Array<number>(RESIDUE_PRIMES.length)
  for (let i = 0; i < residues.length; i++) {
    const p = RESIDUE_PRIMES[i]
    residues[i] = mulMod(a % p, b % p, p)
  }
  return residues
}

/** The remainders of a count given as a bigint. */
export function residuesOf(count: bigint): number[] {
  const residues = new Array<number>(BIG_PRIMES.length)
  for (let i = 0; i < residues.length; i++) residues[i] = Number(count % BIG_PRIMES[i])
  return residues
}

/** Whether `residues` are the remainders of `count`. */
export function checkResidues(count: bigint, residues: readonly number[]): boolean {
  const expected = residuesOf(count)
  return residues.length === expected.length && residues.every((r, i) => r === expected[i])
}

/** Residues added prime by prime: the residues of a sum of counts. */
export function addResidues(sum: readonly number[], add: readonly number[]): number[] {
  const out = [...sum]
  addResiduesInto(out, add)
  return out
}

/** `addResidues` into `sum` itself (an empty `sum` becomes `add`'s residues). */
export function addResiduesInto(sum: number[], add: readonly number[]): void {
  for (let i = 0; i < RESIDUE_PRIMES.length; i++) {
    sum[i] = ((sum[i] ?? 0) + add[i]) % RESIDUE_PRIMES[i]
  }
}

/** x · y mod p for 0 ≤ x, y < p < 2^31, exactly: split y into 16-bit halves. */
function mulMod(x: number, y: number, p: number): number {
  const high = (x * (y >>> 16)) % p
  return (((high * 65536) % p) + x * (y & 0xffff)) % p
}
