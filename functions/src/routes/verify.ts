import { createRoute, z } from '@hono/zod-openapi'
import { InvalidInputError, MAX_LISTED_CONFLICTS, readQueens, verifyPlacement } from '@nqueens/core'
import type { Context } from 'hono'
import { createApi } from '../http/api.ts'
import { cacheFor } from '../http/cache.ts'
import { ProblemSchema, problemResponses, VerifyAnswerSchema } from '../schemas/answers.ts'
import { nParam, queensParam } from '../schemas/params.ts'
import { boardPermalink } from '../permalink.ts'

/** Largest body POST /api/verify reads: a million queens in comma notation fit in 7 MB. */
export const MAX_VERIFY_BODY = 8_000_000

const answer = {
  200: {
    description: 'Whether the board is a solution, and every pair of attacking queens.',
    content: { 'application/json': { schema: VerifyAnswerSchema } },
  },
  ...problemResponses,
}

const getRoute = createRoute({
  method: 'get',
  path: '/',
  summary: 'Verify a board',
  description: 'Checks a board given in the URL. n is the number of entries unless given.',
  request: { query: z.object({ queens: queensParam, n: nParam.optional() }) },
  responses: answer,
})

const postRoute = createRoute({
  method: 'post',
  path: '/',
  summary: 'Verify a large board',
  description: `The same check for boards too long for a URL (up to a million rows; body at most ${MAX_VERIFY_BODY} bytes).`,
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.object({
            queens: z.string().min(1).max(MAX_VERIFY_BODY),
            n: z.number().int().min(1).optional(),
          }),
        },
      },
    },
  },
  responses: {
    ...answer,
    413: {
      description: 'The body is too large.',
      content: { 'application/problem+json': { schema: ProblemSchema } },
    },
  },
})

/** GET and POST /api/verify: `{ n, valid, complete, conflicts, conflictsTruncated, permalink? }`. */
export const verify = createApi()
  .openapi(getRoute, (c) => {
    const { queens, n } = c.req.valid('query')
    return c.json(check(c, queens, n), 200)
  })
  .openapi(postRoute, (c) => {
    const { queens, n } = c.req.valid('json')
    return c.json(check(c, queens, n), 200)
  })

function check(c: Context, text: string, n: number | undefined) {
  if (n !== undefined && n > 1_000_000) {
    throw new InvalidInputError('n', `must be at most 1000000, got ${n}`)
  }
  const queens = readQueens(text, n)
  const result = verifyPlacement(queens)
  cacheFor(c, true)
  const permalink = boardPermalink(queens)
  return {
    n: result.n,
    valid: result.valid,
    complete: result.complete,
    conflicts: result.conflicts,
    conflictsTruncated: result.conflicts.length >= MAX_LISTED_CONFLICTS,
    ...(permalink ? { permalink } : {}),
  }
}
