import { createRoute, z } from '@hono/zod-openapi'
import {
  InvalidInputError,
  MAX_LISTED_CONFLICTS,
  MAX_PARSED_N,
  readQueens,
  verifyPlacement,
} from '@nqueens/core'
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { makeProblem, problemResponse } from '../http/problem.ts'
import { createEndpoint } from '../http/endpoint.ts'
import { cacheFor } from '../http/cache.ts'
import { ProblemSchema, problemResponses, VerifyAnswerSchema } from '../schemas/answers.ts'
import { nParam, queensParam, strictQuery } from '../schemas/params.ts'
import { boardPermalink } from '../boards/board-links.ts'
import { boardMaxN, readPolicy } from '../budget/policy.ts'
import type { AppEnv } from '../env.ts'

/** Largest body POST /api/verify reads: a million queens in comma notation, with room for spaces. */
export const MAX_VERIFY_BODY = 12 * MAX_PARSED_N

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
  operationId: 'verifyBoard',
  summary: 'Verify a board',
  description: 'Verifies a board given in the URL. n is the number of entries unless given.',
  request: { query: strictQuery({ queens: queensParam, n: nParam.optional() }) },
  responses: answer,
})

/** Refuses an oversized body with a 413 problem; typed for this app, as its routes are. */
const limitBody: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: MAX_VERIFY_BODY + 1024,
  onError: () =>
    problemResponse(
      makeProblem('payload-too-large', `the body is over ${MAX_VERIFY_BODY} bytes`, 'queens'),
    ),
})

const postRoute = createRoute({
  method: 'post',
  path: '/',
  // Refuse an oversized body before reading it (the schema below would only see it parsed).
  middleware: [limitBody] as const,
  operationId: 'verifyLargeBoard',
  summary: 'Verify a large board',
  description: `The same verification for boards too long for a URL (up to a million rows on Workers Paid; body at most ${MAX_VERIFY_BODY.toLocaleString('en-US')} bytes).`,
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.object({
            queens: z
              .string()
              .min(1)
              .max(MAX_VERIFY_BODY)
              .openapi({ description: 'The board, written as for GET.', example: '2,4,1,3' }),
            n: z.number().int().min(1).optional().openapi({
              description: 'The board size, when `queens` lists row:column pairs.',
            }),
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
const verifyQuery = createEndpoint().openapi(getRoute, (c) => {
  const { queens, n } = c.req.valid('query')
  return c.json(verifyAnswer(c, queens, n), 200)
})

const verifyBody = createEndpoint().openapi(postRoute, (c) => {
  const { queens, n } = c.req.valid('json')
  return c.json(verifyAnswer(c, queens, n), 200)
})

export const verify = createEndpoint().route('/', verifyQuery).route('/', verifyBody)

function verifyAnswer(c: Context<AppEnv>, text: string, n: number | undefined) {
  const max = boardMaxN(readPolicy(c.env))
  if (n !== undefined && n > max) {
    throw new InvalidInputError('n', `must be at most ${max} here, got ${n}`)
  }
  const tooMany = () =>
    new InvalidInputError(
      'queens',
      `has more than ${max} rows, the most one request verifies within its CPU limit`,
    )
  // Count entries before parsing, so an oversized list costs one pass, not a parse.
  let rows = 1
  for (let i = 0; i < text.length && rows <= max; i++) if (text.charCodeAt(i) === 44) rows++
  if (rows > max) throw tooMany()
  const queens = readQueens(text, n)
  if (queens.length > max) throw tooMany()
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
