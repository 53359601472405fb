import {
  defaultFinderId,
  FINDER_IDS,
  getFinder,
  InvalidInputError,
  type Finder,
} from '@nqueens/core'
import table from '../budget/measured.json' with { type: 'json' }
import { describeNumber, validateCaseN } from './case-limit.ts'
import { quoteSent } from '../http/sent.ts'
import { boardMaxN, maxBudget, sizesOf, type Policy } from '../budget/policy.ts'
import { TAIL } from '../budget/profiles.ts'

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

/** The methods a caller may name: every one for an empty board, the completers for pre-placed queens. */
export function offeredFinders(placed: boolean): Finder[] {
  return FINDER_IDS.map(getFinder).filter((finder) => !placed || finder.completes)
}

/** The fallbacks of the default method for an empty board, after core's choice for n. */
const FALLBACKS = ['mrv', 'construct']

/**
 * The method used when the caller names none, among those that finish here in one request: core's
 * choice (`first` up to n = 20, `mrv`, then `construct`; `mrv` to complete pre-placed queens)
 * when it fits this deployment, else the next of `mrv`, `construct` that does.
 */
export function defaultFinder(policy: Policy, n: number, placed: boolean): Finder {
  const preferred = getFinder(defaultFinderId(n, placed))
  const fallbacks = placed ? [] : FALLBACKS.map(getFinder)
  for (const finder of [preferred, ...fallbacks]) {
    if (n <= finderMaxN(policy, finder)) return finder
  }
  return preferred
}

/**
 * Validates the n of a solve that names no method: pre-placed queens are completed by `mrv` up to
 * its limit; an empty board, up to the largest n a fallback of the default finishes.
 */
export function validateDefaultN(policy: Policy, n: number, placed: boolean): number {
  if (placed) {
    const finder = getFinder(defaultFinderId(n, true))
    return validateFinderN(policy, finder, n, {
      as: `to complete pre-placed queens (method ${finder.id}, the default)`,
      offered: offeredFinders(true),
    })
  }
  const largest = Math.max(...FALLBACKS.map((id) => finderMaxN(policy, getFinder(id))))
  return validateCaseN(n, largest)
}

/**
 * Refuses an n past what this finder finishes in one request here, stated as every limit is ("must
 * be an integer from 1 to 29 with method=first, as far as it finishes …, got 30"), and names among
 * `offered` the methods that do take this n, spelt as the route takes them: only what the route
 * offers (none on /api/solutions, the completers for pre-placed queens, `~mrv` in a permalink's
 * recipe).
 */
export function validateFinderN(
  policy: Policy,
  finder: Finder,
  n: number,
  {
    as = `with method=${finder.id}`,
    offered = [],
    spell = (id: string) => `method=${id}`,
    sent,
  }: { as?: string; offered?: Finder[]; spell?: (id: string) => string; sent?: string } = {},
): number {
  const largest = finderMaxN(policy, finder)
  const others = offered
    .filter((other) => other.id !== finder.id && n >= 1 && n <= finderMaxN(policy, other))
    .map((other) => `${spell(other.id)} (up to n = ${finderMaxN(policy, other)})`)
  const advice = others.length ? `try ${others.join(', ')}` : ''
  if (largest === 0) {
    throw new InvalidInputError(
      'n',
      `is ${sent !== undefined ? quoteSent(sent) : describeNumber(n)}, but ${as.replace(/^with /, '')} finishes no board within one request here` +
        (advice ? `; ${advice}` : ''),
    )
  }
  return validateCaseN(n, largest, {
    as: `${as}, as far as it finishes within one request here`,
    advice,
    sent,
  })
}
