import { createRoute, z } from '@hono/zod-openapi'
import { InvalidInputError, MAX_LISTED_CONFLICTS, readQueens, verifyPlacement } from '@nqueens/core'
import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { makeProblem, problemResponse } from '../http/problem.ts'
import { createApi } from '../http/api.ts'
import { cacheFor } from '../http/cache.ts'
import { ProblemSchema, problemResponses, VerifyAnswerSchema } from '../schemas/answers.ts'
import { nParam, queensParam } from '../schemas/params.ts'
import { boardPermalink } from '../permalink.ts'
import { MAX_VERIFY_N } from '../budget/edge-caps.ts'

/** Largest body POST /api/verify reads: MAX_VERIFY_N queens in comma notation, with room for spaces. */
export const MAX_VERIFY_BODY = 12 * MAX_VERIFY_N

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
  // Refuse an oversized body before reading it (the schema below would only see it parsed).
  middleware: [
    bodyLimit({
      maxSize: MAX_VERIFY_BODY + 1024,
      onError: () =>
        problemResponse(
          makeProblem('payload-too-large', `the body is over ${MAX_VERIFY_BODY} bytes`, 'queens'),
        ),
    }),
  ] as const,
  summary: 'Verify a large board',
  description: `The same check for boards too long for a URL (up to ${MAX_VERIFY_N} rows; body at most ${MAX_VERIFY_BODY} bytes).`,
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
  if (n !== undefined && n > MAX_VERIFY_N) {
    throw new InvalidInputError('n', `must be at most ${MAX_VERIFY_N} here, got ${n}`)
  }
  // Count rows before parsing, so an oversized board costs one pass, not a parse.
  let rows = 1
  for (let i = 0; i < text.length && rows <= MAX_VERIFY_N; i++)
    if (text.charCodeAt(i) === 44) rows++
  if (rows > MAX_VERIFY_N) {
    throw new InvalidInputError(
      'queens',
      `has more than ${MAX_VERIFY_N} rows, the most one request verifies within its CPU limit`,
    )
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
