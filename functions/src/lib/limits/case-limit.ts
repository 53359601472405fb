import { InvalidInputError } from '@nqueens/core'
import { quoteSent } from '../http/sent.ts'

/**
 * @module
 * The one way a limit is stated, by a parameter's schema (lib/schemas/integers.ts) or by a route that
 * validates the limit of the case at hand (n by algorithm, method, pre-placed queens, recipe): each
 * limit comes from where it is set (the budget policy, core's constants) and is written here.
 * The value refused is quoted as it was sent (`sent`, where the text is at hand).
 */

/** "must be an integer from 1 to 100": the one way a range is stated, as core's validateN does. */
export function rangeText(minimum: number, maximum: number): string {
  return `must be an integer from ${minimum} to ${maximum}`
}

/**
 * Validates n (or another size) against the one limit of the case at hand, stated as every range is
 * ("must be an integer from 1 to 29 with method=first, got 30"), with what the route offers
 * instead when something goes further (`advice`, naming only what the route takes).
 *
 * @example
 * validateCaseN(40, 32, { as: 'with algorithm=bitmask' })
 * // throws InvalidInputError('n', 'must be an integer from 1 to 32 with algorithm=bitmask, got 40')
 */
export function validateCaseN(
  n: number,
  maxN: number,
  {
    as = '',
    advice = '',
    parameter = 'n',
    sent,
  }: { as?: string; advice?: string; parameter?: string; sent?: string } = {},
): number {
  if (Number.isInteger(n) && n >= 1 && n <= maxN) return n
  const got = sent !== undefined ? quoteSent(sent) : describeNumber(n)
  throw new InvalidInputError(
    parameter,
    `${rangeText(1, maxN)}${as ? ` ${as}` : ''}, got ${got}${advice ? `; ${advice}` : ''}`,
  )
}

/** A number as a problem quotes it: in digits, never as `1e+23` or `Infinity`. */
export function describeNumber(n: number): string {
  return Number.isSafeInteger(n) ? String(n) : 'a number past 2^53'
}
