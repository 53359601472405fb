import { z } from '@hono/zod-openapi'
import {
  CONSTRUCT_FROM_N,
  FINDER_IDS,
  FIRST_UP_TO_N,
  MAX_PARSED_N,
  MAX_SEED,
  type CounterId,
} from '@nqueens/core'
import {
  DEFAULT_LIMIT,
  MAX_CURSOR,
  MAX_LIMIT,
  MAX_QUEENS_BESIDE_CURSOR,
  MAX_REQUESTED_BUDGET,
} from '../http/limits.ts'
import { quoteSent } from '../http/sent.ts'
import { integerParam } from './integers.ts'

/**
 * @module
 * Query parameters shared by the API routes (a resource's own live in its folder: count's in
 * resources/count/schemas.ts). Everything arrives as text; each schema says what text it accepts (so the
 * OpenAPI document shows it) and turns it into a value. Ranges that depend on the case (n up to
 * the algorithm's or method's limit) are validated by the route, once (lib/limits/case-limit.ts).
 */

/**
 * The counter /api/count uses when the caller names none: the fastest, and it counts unique
 * solutions. Kept answers (lib/middleware/kept-key.ts) read a request naming it as one naming none.
 */
export const DEFAULT_COUNTER: CounterId = 'constellation'

/**
 * A route's query: exactly these parameters. An unknown one is a 400 that names it and the ones
 * the route takes (and the likely one meant), so `algoritm=bitmask` never silently gives the
 * default.
 */
export function strictQuery<T extends z.ZodRawShape>(shape: T) {
  return strictFields(shape, 'a parameter of this route')
}

/**
 * An object of exactly these fields (a query, or a JSON body): an unknown one is a 400 naming it,
 * `what` it is not, and the fields there are. The contract says `additionalProperties: false`.
 */
export function strictFields<T extends z.ZodRawShape>(shape: T, what: string) {
  const names = Object.keys(shape)
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? unknownField(quoteSent(String(issue.keys[0])), names, what)
        : issue.code === 'invalid_type'
          ? `must be a JSON object of ${names.join(', ')}, not ${kindOf(issue.input)}`
          : undefined,
  })
}

/** What a JSON value is, in words: `an array`, `null`, `text`. */
function kindOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  return typeof value === 'string' ? 'text' : `a ${typeof value}`
}

function unknownField(given: string, names: string[], what: string): string {
  const closest = names
    .map((name) => ({ name, distance: editDistance(given.toLowerCase(), name) }))
    .sort((a, b) => a.distance - b.distance)[0]
  // Two edits at most, and fewer than the name has letters: `x` is not a misspelt `n`.
  const near = closest && closest.distance <= Math.min(2, closest.name.length - 1)
  const meant = near ? ` (did you mean ${closest.name}?)` : ''
  return `is not ${what}${meant}; it takes ${names.length ? names.join(', ') : 'none'}`
}

/** Levenshtein distance: how many single-letter edits turn one word into the other. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, substitution)
    }
    previous = current
  }
  return previous[b.length]
}

/**
 * Board size. Its limit depends on the route and the case (the algorithm, the method, pre-placed
 * queens), so the route validates it and states the case's limit; the contract's maximum is this
 * deployment's widest for the route (resources/docs/contract.ts, lib/limits/route-limits.ts).
 */
export const nParam = integerParam({
  name: 'n',
  minimum: 1,
  maximum: MAX_PARSED_N,
  range: 'route',
  description: 'Board size: n queens on an n×n board.',
  example: 8,
})

export const budgetParam = integerParam({
  name: 'budget',
  minimum: 1,
  maximum: MAX_REQUESTED_BUDGET,
  range: 'schema',
  description:
    'Most search nodes to visit in this request (one attempted placement or one local-search ' +
    'move). Clamped to the largest budget the CPU limit allows; the answer says when it was.',
  example: 100000,
})

export const cursorParam = z
  .string()
  .min(1, { message: 'is empty; pass the cursor exactly as an earlier answer gave it' })
  .max(MAX_CURSOR, {
    message: `is longer than ${MAX_CURSOR} characters, more than any cursor this service hands out`,
  })
  .openapi({
    param: { name: 'cursor', in: 'query' },
    description:
      'Resume a partial answer: the signed `cursor` it returned, unchanged. Cursors are at most ' +
      `${MAX_CURSOR} characters of base64url, dots and base 36, so that with the longest ` +
      '`queens` beside them a URL stays under the 16 KB Cloudflare takes.',
  })

export const methodParam = z
  .enum(FINDER_IDS, { message: `must be one of ${FINDER_IDS.join(', ')}` })
  .openapi({
    param: { name: 'method', in: 'query' },
    description:
      'How to find the solution. Default: `mrv` when `queens` pre-places some; otherwise ' +
      `\`first\` up to n = ${FIRST_UP_TO_N} (the lexicographically first solution), \`mrv\` ` +
      `below n = ${CONSTRUCT_FROM_N} and \`construct\` from there (an explicit formula, a ` +
      'million queens in one request). Each method takes n only as far as it finishes in one ' +
      'request; past that the 400 names its limit.',
    example: 'min-conflicts',
  })

export const seedParam = integerParam({
  name: 'seed',
  minimum: 0,
  maximum: MAX_SEED,
  range: 'schema',
  description: 'Seed for randomised methods; the same seed gives the same solution. Default 1.',
  example: 42,
})

/**
 * The queens of a GET, at most `maxLength` characters: the room of a URL, less a cursor's where the
 * route takes one (lib/http/limits.ts). A longer board is refused with what the route does take
 * instead: the shorter notations everywhere, and a POST body where there is one (`posted`).
 * `allowReserved` lets clients send commas and colons as they are, but many escape them, so the
 * length allows for every character escaped (lib/http/limits.ts).
 */
export function queensParam({
  posted = false,
  maxLength = MAX_QUEENS_BESIDE_CURSOR,
}: { posted?: boolean; maxLength?: number } = {}) {
  const instead = posted
    ? 'POST larger boards to /api/verify'
    : 'write progressions as runs (2,4..8) or only the placed queens as row:column pairs'
  return z
    .string()
    .min(1, { message: 'is empty; write 1-based columns separated by commas, like 2,4,1,3' })
    .max(maxLength, {
      message: `is longer than ${maxLength} characters, the most a URL holds here; ${instead}`,
    })
    .openapi({
      param: { name: 'queens', in: 'query', allowReserved: true },
      description:
        'Queens, one entry per row top to bottom: the 1-based column, 0 for an empty row, ' +
        'separated by commas (`4,7,3,8,2,5,1,6`); up to n = 9 the commas may be left out ' +
        '(`47382516`); progressions may be folded as runs (`2,4..8,1,3..7`: 2, 4 and on in ' +
        'steps of 2 up to 8); or only the placed queens as row:column pairs (`1:4,3:8`, needs n).',
      example: '4,7,3,8,2,5,1,6',
    })
}

export const limitParam = integerParam({
  name: 'limit',
  minimum: 1,
  maximum: MAX_LIMIT,
  range: 'schema',
  description: `Solutions per page (default ${DEFAULT_LIMIT}).`,
  example: DEFAULT_LIMIT,
})

export const formatParam = z.enum(['list', 'runs'], { message: 'must be list or runs' }).openapi({
  param: { name: 'format', in: 'query' },
  description:
    'How `queens` is written: `list`, one column per row (default), or `runs`, the same with ' +
    'progressions folded (`2,4..1000000,1,3..999999` for a million queens).',
  example: 'runs',
})
