import { verifyPlacement } from '../board/verify.ts'
import { InvalidInputError } from '../errors.ts'
import type { Finder, SolveOptions, SolveResult } from '../types.ts'
import { validateBudget, validateN, describeValue } from '../validate.ts'

/**
 * What every finder validates before it searches, in one place so that all finders refuse the same
 * bad input with the same `InvalidInputError`, and treat attacking pre-placed queens the same way
 * (an answer, `unsatisfiable` with the conflicts, not an error).
 */
export interface SolveInput {
  n: number
  /** Most nodes for this call; Infinity when unbounded. */
  budget: number
  seed: number
  /** The pre-placed queens, -1 for empty rows; all -1 when none were given. */
  queens: Int32Array
  /** How many rows hold a pre-placed queen. */
  placed: number
  /** Set when the pre-placed queens attack each other: the finder returns it as it is. */
  answer?: SolveResult
}

/**
 * Validates `n`, `budget`, `seed` and `queens` for a finder, in that order.
 *
 * @example
 * readSolveInput(first, 4, { queens: [1, -1, -1, -1] }).placed // 1
 * readSolveInput(first, 4, { queens: [0, 0, -1, -1] }).answer?.status // 'unsatisfiable'
 * readSolveInput(construct, 4, { queens: [1, -1, -1, -1] }) // throws InvalidInputError('method', …)
 */
export function readSolveInput(finder: Finder, n: unknown, options: SolveOptions = {}): SolveInput {
  const size = validateN(n, finder.maxN)
  const budget = validateBudget(options.budget)
  const seed = validateSeed(options.seed)
  const queens = validateQueens(options.queens, size)
  let placed = 0
  for (let row = 0; row < size; row++) if (queens[row] >= 0) placed++
  if (placed > 0 && !finder.completes) {
    throw new InvalidInputError('method', `${finder.id} cannot complete pre-placed queens; use mrv`)
  }
  const input: SolveInput = { n: size, budget, seed, queens, placed }
  const verdict = placed > 1 ? verifyPlacement(queens) : undefined
  if (verdict && verdict.conflicts.length > 0) {
    input.answer = {
      method: finder.id,
      n: size,
      status: 'unsatisfiable',
      conflicts: verdict.conflicts,
      nodes: 0,
    }
    if (finder.randomised) input.answer.seed = seed
  }
  return input
}

/**
 * Validates pre-placed queens: length n, each a whole number from -1 (empty row) to n - 1.
 *
 * @example
 * validateQueens(undefined, 3) // Int32Array [-1, -1, -1]
 * validateQueens([0, 5], 2) // throws InvalidInputError('queens', 'row 2 has column 6, …')
 */
export function validateQueens(queens: unknown, n: number): Int32Array {
  const out = new Int32Array(n).fill(-1)
  if (queens === undefined) return out
  const list = queens as ArrayLike<unknown>
  if (typeof queens !== 'object' || queens === null || typeof list.length !== 'number') {
    throw new InvalidInputError(
      'queens',
      `must be a list of n = ${n} columns, got ${describeValue(queens)}`,
    )
  }
  if (list.length !== n) {
    throw new InvalidInputError('queens', `must have one entry per row (${n}), got ${list.length}`)
  }
  for (let row = 0; row < n; row++) {
    const col = list[row]
    if (typeof col !== 'number' || !Number.isInteger(col) || col < -1 || col >= n) {
      throw new InvalidInputError(
        'queens',
        `row ${row + 1} has column ${typeof col === 'number' ? col + 1 : describeValue(col)}, but the board is ${n} wide`,
      )
    }
    out[row] = col
  }
  return out
}

/** Largest seed: seeds are 32-bit so that every PRNG here can take them as they are. */
export const MAX_SEED = 0xffffffff

/**
 * Validates a seed: a whole number from 0 to 2^32 - 1; undefined means 1.
 *
 * @example
 * validateSeed(undefined) // 1
 * validateSeed(-1) // throws InvalidInputError('seed', …)
 */
export function validateSeed(seed: unknown): number {
  if (seed === undefined) return 1
  if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) {
    throw new InvalidInputError(
      'seed',
      `must be a whole number from 0 to ${MAX_SEED}, got ${describeValue(seed)}`,
    )
  }
  return seed
}

/**
 * A short fingerprint of the pre-placed queens, kept in cursors so that a cursor made for other
 * queens is refused. Two FNV-1a hashes with different offsets give 64 bits: plenty against
 * mistakes, and the Worker signs cursors against forgery anyway.
 *
 * @example
 * digestQueens(new Int32Array([-1, -1, -1, -1])) // '…16 hex digits…'
 */
export function digestQueens(queens: Int32Array): string {
  let a = 0x811c9dc5
  let b = 0x01000193 ^ queens.length
  for (let i = 0; i < queens.length; i++) {
    const v = queens[i] + 1
    a = Math.imul(a ^ v, 0x01000193) >>> 0
    b = Math.imul(b ^ (v + i), 0x01000193) >>> 0
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0')
}
