import { decodeCursor, encodeCursor } from '../cursor.ts'
import { getFinder } from './registry.ts'

/**
 * @module
 * Cursors that replay. A local search's cursor carries a snapshot of its whole state (up to
 * `SNAPSHOT_MAX_N`), and `mrv`'s the path of values placed so far: on large boards either is long.
 * Both searches are deterministic for a seed, so the same frontier can be written with only what
 * walks back to it, `{ seed, moves }` (and mrv's restart, `run`): much shorter, and resuming from
 * it walks the `moves` again before going on.
 */

/**
 * The same frontier as `cursor`, written to be replayed instead of restored: a local search
 * without its snapshot, `mrv` without its path. Undefined when the search has no shorter form (a
 * depth-first count, or a cursor that already replays). For callers that must keep cursors short,
 * such as a URL; the resumed call pays for the replay.
 *
 * @example
 * const partial = getFinder('swap-det').solve(2000, { budget: 100 })
 * replayCursor(partial.cursor!, { kind: 'solve', algorithm: 'swap-det', n: 2000 }) // 'v1.…' (seed, moves)
 */
export function replayCursor(
  cursor: string,
  search: { kind: string; algorithm: string; n: number },
): string | undefined {
  const payload = decodeCursor(cursor, search)
  const state = payload.state as Record<string, unknown> | null
  if (typeof state !== 'object' || state === null || payload.kind !== 'solve') return undefined
  let replay: Record<string, unknown> | undefined
  if (payload.algorithm === 'mrv' && Array.isArray(state.path)) {
    replay = { queens: state.queens, seed: state.seed, run: state.run, moves: state.runNodes }
  } else if (
    getFinder(payload.algorithm).randomised &&
    state.snapshot !== undefined &&
    typeof state.moves === 'number'
  ) {
    replay = { ...state, snapshot: undefined }
  }
  return replay && encodeCursor({ ...payload, state: replay })
}
