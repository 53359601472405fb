import { z } from '@hono/zod-openapi'
import { rangeText } from '../limits/case-limit.ts'
import { quoteSent } from '../http/sent.ts'

/**
 * @module
 * Whole numbers in URLs. A URL carries text, but the contract declares each of these as `type:
 * integer` with its bounds, so that clients generated from it take numbers (`{ query: { n: 8 } }`)
 * and send their digits. The text is read strictly: digits only, no sign, exponent, space or
 * fraction (`08` is 8).
 */

export interface IntegerSpec {
  /** The query or path parameter's name. */
  name: string
  in?: 'query' | 'path'
  minimum: number
  /** Every bound here is below 2^53, so a number a client sends arrives exact. */
  maximum: number
  description: string
  example: number
  /**
   * `schema`: a value outside the bounds is refused here, naming them. `route`: the route validates
   * the range itself, because it depends on the other parameters (n on the algorithm, the method
   * or pre-placed queens), so its 400 states the one limit of that case; the contract's bounds
   * are then the widest case's (the contract narrows n's maximum to this deployment's).
   */
  range: 'schema' | 'route'
}

/**
 * Decimal digits and nothing else: a whole number in a URL, a permalink's n, and a count written
 * out exactly in an answer (past 2^53 too), which the docs page names by this pattern.
 */
export const DIGITS = /^[0-9]+$/

/**
 * A count in an answer: a decimal string, exact at any size.
 *
 * @example
 * decimalCount('92', 'All solutions.') // z.string() with pattern ^[0-9]+$, example '92'
 */
export function decimalCount(example: string, description = 'A count as a decimal string.') {
  return z.string().regex(DIGITS).openapi({ description, example })
}

/**
 * A whole-number parameter, declared `type: integer` with `minimum` and `maximum`; its value in
 * the handler is a number. Text that is not digits is a 400 naming the parameter.
 *
 * @example
 * integerParam({ name: 'limit', minimum: 1, maximum: 100, range: 'schema', … })
 * // limit=abc → 400 "must be an integer from 1 to 100, written in digits, like 10"
 */
export function integerParam(spec: IntegerSpec) {
  const { minimum, maximum, example } = spec
  const checked = spec.range === 'schema'
  const notDigits = `${checked ? `${rangeText(minimum, maximum)}, ` : 'must be an integer '}written in digits, like ${example}`
  const outside = (issue: { input?: unknown }) =>
    `${rangeText(minimum, maximum)}, got ${String(issue.input)}`
  // Digits past 2^53 are past every bound here, and would be quoted back as `1e+23`: they are
  // refused as sent.
  const tooLarge = checked
    ? rangeText(minimum, maximum)
    : `must be an integer from ${minimum} to this route's limit (in /api/docs)`
  const number = checked
    ? z
        .number({ error: notDigits })
        .int({ error: outside })
        .min(minimum, { error: outside })
        .max(maximum, { error: outside })
    : z.number({ error: notDigits })
  // Digits become the number they spell (digits past 2^53 are past every bound anyway); anything
  // else stays text, which the number refuses.
  return z
    .preprocess((value, context) => {
      if (typeof value !== 'string' || !DIGITS.test(value)) return value
      const read = Number(value)
      if (read <= Number.MAX_SAFE_INTEGER) return read
      context.addIssue({ code: 'custom', message: `${tooLarge}, got ${quoteSent(value)}` })
      return z.NEVER
    }, number)
    .openapi({
      param: { name: spec.name, in: spec.in ?? 'query' },
      description: spec.description,
      type: 'integer',
      example,
      minimum,
      maximum,
    })
}
