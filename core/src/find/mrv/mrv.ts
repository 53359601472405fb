import { decodeCursor, encodeCursor } from '../../cursor.ts'
import { InvalidInputError } from '../../errors.ts'
import type { Finder, SolveOptions, SolveResult } from '../../types.ts'
import { digestQueens, readSolveInput } from '../input.ts'
import { MRV_START, RESTARTS, searchMrv, type MrvState } from './mrv-search.ts'

/**
 * `mrv`: backtracking that fills the most constrained row or column next, with forward checking
 * and seeded random restarts — the default for completing pre-placed queens. The representation
 * (open-square counts per line, no n×n array) is in `mrv-board.ts`, the search order, restarts
 * and the frontier kept in cursors in `mrv-search.ts`, each with a worked example.
 *
 * Worked example: n = 8 with queens 1,3,0,0,0,0,0,0 (1-based). Every free line still has 4 or 5
 * open squares; row 6 (lowest rank among the 4s) is tried at each of its squares, and each try
 * leaves, within two or three more placements, a row or column with no open square (forward
 * checking). The whole tree is gone after 13 nodes (seed 1): `unsatisfiable`, proved. `first`
 * needs 37 nodes for the same proof.
 */
export const mrv: Finder = {
  id: 'mrv',
  // O(n) memory and O(n) work per node; 5000 keeps a cursor (one number per placed queen) small.
  maxN: 5000,
  completes: true,
  randomised: true,
  solve(n: number, options: SolveOptions = {}): SolveResult {
    const input = readSolveInput(mrv, n, options)
    if (input.answer) return input.answer
    const { queens, seed, budget } = input
    const start =
      options.cursor === undefined ? MRV_START : readMrvCursor(options.cursor, queens, seed)
    const outcome = searchMrv(queens, seed, start, budget)
    if (outcome.nodes < 0) throw new InvalidInputError('cursor', 'does not replay on this board')
    const result: SolveResult = {
      method: 'mrv',
      n: input.n,
      status: outcome.status,
      seed,
      nodes: outcome.nodes,
    }
    if (outcome.queens) result.queens = outcome.queens
    if (outcome.state) {
      const state = { queens: digestQueens(queens), seed, ...outcome.state }
      result.cursor = encodeCursor({ kind: 'solve', algorithm: 'mrv', n: input.n, state })
    }
    return result
  },
}

function readMrvCursor(cursor: unknown, queens: Int32Array, seed: number): MrvState {
  const n = queens.length
  const { state } = decodeCursor(cursor, { kind: 'solve', algorithm: 'mrv', n })
  const s = (typeof state === 'object' && state !== null ? state : {}) as Record<string, unknown>
  if (s.queens !== digestQueens(queens)) {
    throw new InvalidInputError('cursor', 'was made for other pre-placed queens')
  }
  if (s.seed !== seed) throw new InvalidInputError('cursor', `was made for seed ${String(s.seed)}`)
  const whole = (x: unknown, max: number): x is number =>
    typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= max
  const { run, runNodes, path, pending, moves } = s
  if (whole(run, RESTARTS) && whole(moves, Number.MAX_SAFE_INTEGER) && path === undefined) {
    return replayMrv(queens, seed, run, moves)
  }
  if (
    !whole(run, RESTARTS) ||
    !whole(runNodes, Number.MAX_SAFE_INTEGER) ||
    !Array.isArray(path) ||
    path.length >= n ||
    !path.every((x) => whole(x, n - 1)) ||
    !(pending === -1 || whole(pending, n - 1))
  ) {
    throw new InvalidInputError('cursor', 'does not hold a frontier of this search')
  }
  return { run, runNodes, path, pending: pending }
}

/**
 * The frontier `moves` nodes into run `run`, found again by walking them: the search is
 * deterministic for a seed and run, so a cursor may hold `{ run, moves }` instead of the path
 * (`replayCursor`, for a frontier too long to carry). The walk costs `moves` nodes, which are not
 * counted in the answer's: they were counted when first walked.
 */
function replayMrv(queens: Int32Array, seed: number, run: number, moves: number): MrvState {
  const replay = searchMrv(queens, seed, { run, runNodes: 0, path: [], pending: -1 }, moves)
  if (replay.status !== 'partial' || replay.state?.run !== run) {
    throw new InvalidInputError('cursor', 'does not replay on this board')
  }
  return replay.state
}
