import { InvalidInputError } from '../errors.ts'
import type { Finder, FinderId } from '../types.ts'
import { boltzmann } from './boltzmann.ts'
import { construct } from './construct.ts'
import { enumerate } from './enumerate.ts'
import { first } from './first.ts'
import { minConflicts } from './min-conflicts/min-conflicts.ts'
import { mrv } from './mrv/mrv.ts'
import { shuffle } from './shuffle.ts'
import { swapDet } from './swap-det.ts'
import { swapRandom } from './swap-random.ts'

/** Every finder by id. Adding one is one import and one line here. */
export const FINDERS: Readonly<Partial<Record<FinderId, Finder>>> = Object.freeze({
  first,
  mrv,
  enumerate,
  shuffle,
  boltzmann,
  'swap-det': swapDet,
  'swap-random': swapRandom,
  'min-conflicts': minConflicts,
  construct,
})

/**
 * The finder for a method name from a caller.
 *
 * @example
 * getFinder('first').id // 'first'
 * getFinder('magic') // throws InvalidInputError('method', 'must be one of first, …, got "magic"')
 */
export function getFinder(id: string): Finder {
  const finder = Object.hasOwn(FINDERS, id) ? FINDERS[id as FinderId] : undefined
  if (!finder) {
    throw new InvalidInputError(
      'method',
      `must be one of ${Object.keys(FINDERS).join(', ')}, got ${JSON.stringify(String(id)).slice(0, 60)}`,
    )
  }
  return finder
}

/** Up to this n (and with no pre-placed queens), `first`: few nodes there, and the classic answer. */
export const FIRST_UP_TO_N = 20
/** From this n on (with no pre-placed queens), `construct`: O(n), while `mrv` is O(n²). */
export const CONSTRUCT_FROM_N = 1000

/**
 * The method used when the caller names none: `mrv` to complete pre-placed queens; otherwise
 * `first` for n ≤ 20 (the lexicographically first solution, the one textbooks print; it proves
 * n = 2, 3 impossible), `mrv` for 21 ≤ n < 1000 (close to n nodes, where `first`'s grow wildly),
 * and `construct` from n = 1000 on (O(n) up to 10^8). The nodes each takes at each n are
 * measured in functions/src/lib/budget/measured.json (`solveNodes`).
 *
 * @example
 * defaultFinderId(8, false) // 'first'
 * defaultFinderId(8, true) // 'mrv'
 * defaultFinderId(100, false) // 'mrv'
 * defaultFinderId(1_000_000, false) // 'construct'
 */
export function defaultFinderId(n: number, hasQueens: boolean): FinderId {
  if (hasQueens) return 'mrv'
  if (n <= FIRST_UP_TO_N) return 'first'
  return n < CONSTRUCT_FROM_N ? 'mrv' : 'construct'
}
