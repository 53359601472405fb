import { z } from '@hono/zod-openapi'
import { COUNTER_IDS, FINDER_IDS, MAX_CURSOR_LENGTH } from '@nqueens/core'

/**
 * Query parameters shared by the API routes. Everything arrives as text; each schema says what
 * text it accepts (so the OpenAPI document shows it) and turns it into a value. Ranges that depend
 * on the algorithm (n up to its maxN) are checked by core, which names the parameter too.
 */

/** A whole number written in at most `digits` digits: no signs, exponents, spaces or fractions. */
function wholeNumber(name: string, digits: number, description: string, example: string) {
  return z
    .string()
    .regex(new RegExp(`^[0-9]{1,${digits}}$`), {
      message: `must be a whole number of at most ${digits} digits, like ${example}`,
    })
    .transform(Number)
    .openapi({ param: { name, in: 'query' }, description, example })
}

export const nParam = wholeNumber('n', 9, 'Board size: n queens on an n×n board.', '8')

export const budgetParam = wholeNumber(
  'budget',
  15,
  'Most search nodes to visit in this request (one attempted placement or one local-search ' +
    'move). Clamped to the largest budget the CPU limit allows; the answer says when it was.',
  '100000',
)

export const cursorParam = z
  .string()
  .min(1, { message: 'is empty; pass the cursor exactly as an earlier answer gave it' })
  .max(MAX_CURSOR_LENGTH + 64, { message: 'is too long to be one of our cursors' })
  .openapi({
    param: { name: 'cursor', in: 'query' },
    description: 'Resume a partial answer: the signed `cursor` it returned, unchanged.',
  })

export const algorithmParam = z
  .enum(COUNTER_IDS, { message: `must be one of ${COUNTER_IDS.join(', ')}` })
  .openapi({
    param: { name: 'algorithm', in: 'query' },
    description:
      'Counting algorithm (default `symmetry`, which also counts fundamental solutions).',
    example: 'symmetry',
  })

export const methodParam = z
  .enum(FINDER_IDS, { message: `must be one of ${FINDER_IDS.join(', ')}` })
  .openapi({
    param: { name: 'method', in: 'query' },
    description:
      'How to find the solution. Default: `mrv` when `queens` pre-places some, else `construct` ' +
      '(an explicit formula, instant even for a million queens).',
    example: 'min-conflicts',
  })

export const seedParam = wholeNumber(
  'seed',
  9,
  'Seed for randomised methods; the same seed gives the same solution. Default 1.',
  '42',
)

/** Queens in a URL: Cloudflare refuses URLs past 16 KB, so longer boards must be POSTed. */
export const MAX_QUEENS_IN_URL = 16_000

export const queensParam = z
  .string()
  .min(1, { message: 'is empty; write 1-based columns separated by commas, like 2,4,1,3' })
  .max(MAX_QUEENS_IN_URL, {
    message: `is longer than ${MAX_QUEENS_IN_URL} characters; POST larger boards to /api/verify`,
  })
  .openapi({
    param: { name: 'queens', in: 'query' },
    description:
      'Queens, one entry per row top to bottom: the 1-based column, 0 for an empty row, ' +
      'separated by commas (`4,7,3,8,2,5,1,6`); up to n = 9 the commas may be left out ' +
      '(`47382516`); or only the placed queens as row:column pairs (`1:4,3:8`, needs n).',
    example: '4,7,3,8,2,5,1,6',
  })

export const computeParam = z
  .enum(['true', 'false'], { message: 'must be true or false' })
  .transform((text) => text === 'true')
  .openapi({
    param: { name: 'compute', in: 'query' },
    description: 'Compute even when the count is known and would not fit this request.',
    example: 'true',
  })

export const MAX_LIMIT = 100

export const limitParam = wholeNumber(
  'limit',
  3,
  `Solutions per page, 1 to ${MAX_LIMIT} (default 10).`,
  '10',
)
