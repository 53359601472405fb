import { InvalidInputError } from '../errors.ts'
import type { Finder, FinderId } from '../types.ts'
import { first } from './first.ts'

/** Every finder by id. Adding one is one import and one line here. */
export const FINDERS: Readonly<Partial<Record<FinderId, Finder>>> = Object.freeze({
  first,
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

/**
 * The method used when the caller names none.
 *
 * @example
 * defaultFinderId(8, false) // 'first'
 */
export function defaultFinderId(n: number, hasQueens: boolean): FinderId {
  void n
  void hasQueens
  return 'first'
}
