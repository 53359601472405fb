import { createRoute, z } from '@hono/zod-openapi'
import {
  InvalidInputError,
  MAX_LISTED_CONFLICTS,
  MAX_PARSED_N,
  readQueens,
  verifyPlacement,
} from '@nqueens/core'
import type { Context } from 'hono'
import { limitBody } from '../../lib/http/body-limit.ts'
import { jsonRequestBody, readsJson } from '../../lib/http/json-body.ts'
import { validateCaseN } from '../../lib/limits/case-limit.ts'
import { createEndpoint } from '../../lib/http/endpoint.ts'
import { cacheFor } from '../../lib/http/cache.ts'
import { ProblemSchema, problemResponses } from '../../lib/schemas/problem.ts'
import { VerifyAnswerSchema } from './schemas.ts'
import { nParam, queensParam, strictFields, strictQuery } from '../../lib/schemas/params.ts'
import { boardPermalink } from '../../lib/permalinks/board-links.ts'
import { boardMaxN, readPolicy } from '../../lib/budget/policy.ts'
import type { AppEnv } from '../../lib/http/env.ts'
import { MAX_QUEENS_IN_URL, MAX_VERIFY_BODY } from '../../lib/http/limits.ts'

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
  request: {
    query: strictQuery({
      queens: queensParam({ posted: true, maxLength: MAX_QUEENS_IN_URL }),
      n: nParam.optional(),
    }),
  },
  responses: answer,
})

const postRoute = createRoute({
  method: 'post',
  path: '/',
  // Refuse an oversized body before reading it (the schema below would only see it parsed).
  middleware: [limitBody(MAX_VERIFY_BODY), readsJson('{"queens":"2,4,1,3"}')] as const,
  operationId: 'verifyLargeBoard',
  summary: 'Verify a large board',
  description: `The same verification for boards too long for a URL (up to a million rows on Workers Paid; body at most ${MAX_VERIFY_BODY.toLocaleString('en-US')} bytes).`,
  request: {
    // Strict as every route: `?n=8` beside a body is a 400 naming n, not silently ignored.
    query: strictQuery({}),
    body: jsonRequestBody(
      strictFields(
        {
          queens: z
            .string({ error: 'must be text: the board, written as for GET' })
            .min(1, { error: 'is empty; write 1-based columns separated by commas' })
            .max(MAX_VERIFY_BODY)
            .openapi({ description: 'The board, written as for GET.', example: '2,4,1,3' }),
          n: z
            .number({ error: 'must be an integer, like 8' })
            .int({ error: 'must be an integer, like 8' })
            .optional()
            .openapi({
              type: 'integer',
              minimum: 1,
              maximum: MAX_PARSED_N,
              description: 'The board size, when `queens` lists row:column pairs.',
            }),
        },
        'a field of a verify request',
      ),
    ),
  },
  responses: {
    ...answer,
    413: {
      description: 'The body is too large: a problem naming `body`.',
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
  if (n !== undefined) validateCaseN(n, max)
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
