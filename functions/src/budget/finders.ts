import {
  defaultFinderId,
  FINDER_IDS,
  getFinder,
  InvalidInputError,
  type Finder,
} from '@nqueens/core'
import table from './measured.json' with { type: 'json' }
import { boardMaxN, maxBudget, sizesOf, type Policy } from './policy.ts'
import { TAIL } from './profiles.ts'

/**
 * @module
 * Which finder takes which n, by the budget policy: a finder is offered up to the largest n at
 * which its worst measured solve of an empty board (times `TAIL` for randomised ones) fits one
 * request, so a request never comes back `partial` from an empty board.
 */

const SOLVE = table.solveNodes as Record<string, Record<string, number | null> | undefined>

/**
 * The largest n up to which this finder solves any empty board within one request, every
 * measured size below it included; 0 when it fits nowhere. Sizes between two measured ones are
 * offered only up to the smaller.
 */
export function finderMaxN(policy: Policy, finder: Finder): number {
  const solve = SOLVE[finder.id]
  if (solve === undefined) throw new Error(`no measured solves for ${finder.id}`)
  const tail = finder.randomised ? TAIL : 1
  let largest = 0
  for (const [size, worst] of sizesOf(solve)) {
    if (size > boardMaxN(policy) || size > finder.maxN) break
    if (worst === null || worst * tail > maxBudget(policy, finder.id, size)) break
    largest = size
  }
  return largest
}

/**
 * The method used when the caller names none, among those that finish here in one request: core's
 * choice (`first` up to n = 20, `mrv`, then `construct`; `mrv` to complete pre-placed queens)
 * when it fits this deployment, else the next of `mrv`, `construct` that does.
 */
export function defaultFinder(policy: Policy, n: number, placed: boolean): Finder {
  const preferred = getFinder(defaultFinderId(n, placed))
  const fallbacks = placed ? [] : ['mrv', 'construct']
  for (const finder of [preferred, ...fallbacks.map(getFinder)]) {
    if (n <= finderMaxN(policy, finder)) return finder
  }
  return preferred
}

/**
 * Refuses an n past what this finder finishes in one request here, naming its limit and the
 * methods that do go that far.
 */
export function validateFinderN(policy: Policy, finder: Finder, n: number): number {
  const largest = finderMaxN(policy, finder)
  if (n <= largest) return n
  const others = FINDER_IDS.map(getFinder)
    .filter((other) => other.id !== finder.id && n <= finderMaxN(policy, other))
    .map((other) => `${other.id} (n ≤ ${finderMaxN(policy, other).toLocaleString('en-US')})`)
  const limit =
    largest === 0
      ? `${finder.id} finishes within one request at no n here`
      : `${finder.id} finishes within one request only up to n = ${largest.toLocaleString('en-US')}`
  throw new InvalidInputError(
    'n',
    `is ${n.toLocaleString('en-US')}, but ${limit}` +
      (others.length ? `; try method=${others.join(', ')}` : ''),
  )
}
