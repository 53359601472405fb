import { replayCursor } from '@nqueens/core'
import { MAX_UNSIGNED_CURSOR } from './sign.ts'

/**
 * A core cursor that, signed, is within the API's bound (http/url-room.ts), or undefined when this
 * search's frontier cannot be. Past the bound, a local search or mrv is written as what replays
 * it (core's `replayCursor`: the seed and the moves walked): resuming walks them again, exactly,
 * and the next request pays for that walk (budget/policy.ts, `replayCost`). A depth-first count
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
