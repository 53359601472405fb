import { replayCursor } from '@nqueens/core'
import { MAX_UNSIGNED_CURSOR } from './sign.ts'

/**
 * A core cursor that, signed, is within the API's bound (lib/http/limits.ts), or undefined when this
 * search's frontier cannot be. Past the bound, a local search or mrv is written as what replays
 * it (core's `replayCursor`: the seed and the moves walked): resuming walks them again, exactly,
 * and the next request pays for that walk (`replayCost`). A depth-first count
 * has no shorter form; on the boards the API takes its frontier stays within the bound.
 *
 * @example
 * fitCursor(core.cursor, { kind: 'solve', algorithm: 'swap-det', n: 2000 }) // 'v1.…' (replays)
 */
export function fitCursor(
  cursor: string,
  search: { kind: string; algorithm: string; n: number },
): string | undefined {
  if (cursor.length <= MAX_UNSIGNED_CURSOR) return cursor
  const replay = replayCursor(cursor, search)
  return replay !== undefined && replay.length <= MAX_UNSIGNED_CURSOR ? replay : undefined
}

/**
 * Nodes a resumed search must redo before it goes on. Local-search cursors past core's snapshot
 * size (and every min-conflicts cursor) hold only `{ seed, moves }`, and resuming replays the walk
 * from the seed: that replay counts against the request's budget. Only solve cursors replay
 * (core's `replayCursor`); a count or a page of solutions resumes from its frontier.
 *
 * @example
 * replayCost({ seed: 1, moves: 5000 }) // 5000
 */
export function replayCost(state: unknown): number {
  if (typeof state !== 'object' || state === null) return 0
  const { moves, snapshot } = state as { moves?: unknown; snapshot?: unknown }
  return typeof moves === 'number' && Number.isFinite(moves) && snapshot === undefined ? moves : 0
}
