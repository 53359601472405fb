import { decodeCursor, encodeCursor } from '../../cursor.ts'
import { InvalidInputError } from '../../errors.ts'
import type { Finder, FinderId, SolveOptions, SolveResult } from '../../types.ts'
import { validateBudget, validateN } from '../../validate.ts'
import { validateSeed, MAX_SEED, readSolveInput } from '../input.ts'

/**
 * The shell shared by the randomised finders (shuffle, boltzmann, swap-det, swap-random,
 * min-conflicts): input validation, the trivial sizes, budgets and cursors. Each algorithm supplies a
 * `Walk`, a seeded search that can stop after any node and go on from there.
 *
 * Resuming is exact: a cursor holds `{ seed, moves }` and, for boards up to `SNAPSHOT_MAX_N`
 * where the algorithm can save itself, a `snapshot` of its whole state (permutation, PRNG words,
 * counters). Without a snapshot the walk is replayed from the seed for `moves` nodes, which is
 * exact because the walk is deterministic, and costs as much again as the work already done: the
 * price of keeping cursors small for a million queens.
 *
 * Worked example: `solve(8, { seed: 5, budget: 100 })` walks 100 nodes and answers
 * `{ status: 'partial', cursor }` with state `{ seed: 5, moves: 100, snapshot }`; calling again
 * with that cursor restores the snapshot and walks on, and the final queens are those of
 * `solve(8, { seed: 5 })`.
 */
export interface Walk {
  /** Nodes spent since the seed (replayed ones included). */
  readonly nodes: number
  /** The current board; the solution once `walkTo` answered true. */
  readonly queens: Int32Array
  /** Walks until solved (true) or until `nodes` reaches `limit` (false). */
  walkTo(limit: number): boolean
  /** The whole state as plain JSON, or undefined when the walk cannot save itself. */
  snapshot(): unknown
}

export interface WalkSpec {
  id: FinderId
  maxN: number
  /** A new walk for n ≥ 4 from a seed. */
  start(n: number, seed: number): Walk
  /** A walk restored from `snapshot()`; throws `InvalidInputError('cursor', …)` on bad state. */
  restore?(n: number, snapshot: unknown, moves: number): Walk
}

/** Up to this n a cursor carries the walk's state; past it, the walk is replayed from the seed. */
export const SNAPSHOT_MAX_N = 4096

interface WalkState {
  seed: number
  moves: number
  snapshot?: unknown
}

/**
 * Turns a walk into a `Finder`: no completion of pre-placed queens, no proofs except n = 2, 3.
 *
 * @example
 * const shuffle = makeRandomFinder({ id: 'shuffle', maxN: 12, start: startShuffle })
 * shuffle.solve(8, { seed: 3 }).queens // a solution, the same one for seed 3 every time
 */
export function makeRandomFinder(spec: WalkSpec): Finder {
  const { id, maxN } = spec
  const finder: Finder = {
    id,
    maxN,
    completes: false,
    randomised: true,
    solve(n: number, options: SolveOptions = {}): SolveResult {
      // The shared validation refuses pre-placed queens (`completes` is false) and take an empty board;
      // without queens it is skipped, as it would build an n-row board: 400 MB at 10^8.
      if (options.queens !== undefined) readSolveInput(finder, n, options)
      validateN(n, maxN)
      const budget = validateBudget(options.budget)
      let seed = validateSeed(options.seed)
      let moves = 0
      let walk: Walk | undefined
      if (options.cursor !== undefined) {
        const state = readState(
          decodeCursor(options.cursor, { kind: 'solve', algorithm: id, n }).state,
        )
        if (options.seed !== undefined && options.seed !== state.seed) {
          throw new InvalidInputError('seed', `must match the cursor's seed ${state.seed}`)
        }
        ;({ seed, moves } = state)
        if (state.snapshot !== undefined) {
          if (!spec.restore || n > SNAPSHOT_MAX_N) {
            throw new InvalidInputError('cursor', 'holds a snapshot this method does not take')
          }
          walk = spec.restore(n, state.snapshot, moves)
        }
      }
      // n = 1 is its own answer; n = 2 and 3 are known to have no solution, so they are proved.
      if (n === 1)
        return { method: id, n, status: 'solved', queens: Int32Array.of(0), seed, nodes: 0 }
      if (n < 4) return { method: id, n, status: 'unsatisfiable', seed, nodes: 0 }
      walk ??= spec.start(n, seed)
      const solved = walk.walkTo(moves + budget)
      const nodes = walk.nodes - moves
      if (solved) return { method: id, n, status: 'solved', queens: walk.queens, seed, nodes }
      const next: WalkState = { seed, moves: walk.nodes }
      const snapshot = n <= SNAPSHOT_MAX_N ? walk.snapshot() : undefined
      if (snapshot !== undefined) next.snapshot = snapshot
      const cursor = encodeCursor({ kind: 'solve', algorithm: id, n, state: next })
      return { method: id, n, status: 'partial', seed, nodes, cursor }
    },
  }
  return finder
}

function readState(state: unknown): WalkState {
  const s = state as WalkState
  if (
    typeof state !== 'object' ||
    state === null ||
    !Number.isSafeInteger(s.moves) ||
    s.moves < 0
  ) {
    throw new InvalidInputError('cursor', 'holds a malformed search state')
  }
  return { seed: readCount(s.seed, 0, MAX_SEED), moves: s.moves, snapshot: s.snapshot }
}

/**
 * Validates a permutation of 0..n-1 read from a cursor, so that a bad one cannot send a walk astray.
 *
 * @example
 * readPermutation([1, 3, 0, 2], 4) // Int32Array [1, 3, 0, 2]
 */
export function readPermutation(value: unknown, n: number): Int32Array {
  const seen = new Uint8Array(n)
  if (!Array.isArray(value) || value.length !== n) {
    throw new InvalidInputError('cursor', 'holds a malformed permutation')
  }
  for (const c of value as unknown[]) {
    if (typeof c !== 'number' || !Number.isInteger(c) || c < 0 || c >= n || seen[c]) {
      throw new InvalidInputError('cursor', 'holds a malformed permutation')
    }
    seen[c] = 1
  }
  return Int32Array.from(value as number[])
}

/**
 * Validates a whole number from a cursor (a counter or position) against its range.
 *
 * @example
 * readCount(3, 0, 10) // 3
 */
export function readCount(value: unknown, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new InvalidInputError('cursor', 'holds a malformed search state')
  }
  return value
}
