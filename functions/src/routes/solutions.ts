import { createRoute, z } from '@hono/zod-openapi'
import {
  checkN,
  encodeQueens,
  getFinder,
  InvalidInputError,
  listSolutions,
  readQueens,
} from '@nqueens/core'
import { edgeMaxN } from '../budget/edge-caps.ts'
import { chooseBudget, readLimits } from '../budget/limits.ts'
import { openCursor, signCursor } from '../cursors/sign.ts'
import { createApi } from '../http/api.ts'
import { cacheFor } from '../http/cache.ts'
import { problemResponses, SolutionsAnswerSchema } from '../schemas/answers.ts'
import {
  budgetParam,
  cursorParam,
  limitParam,
  MAX_LIMIT,
  nParam,
  queensParam,
} from '../schemas/params.ts'

const route = createRoute({
  method: 'get',
  path: '/',
  summary: 'List solutions in lexicographic order, a page at a time',
  description:
    'All solutions of n (or all completions of pre-placed `queens`), in lexicographic order of ' +
    'their 1-based columns. A page ends after `limit` solutions or when the budget is spent; a ' +
    '`partial` page carries a signed `cursor` for the next one (which may be empty).',
  request: {
    query: z.object({
      n: nParam.optional(),
      queens: queensParam.optional(),
      limit: limitParam.optional(),
      cursor: cursorParam.optional(),
      budget: budgetParam.optional(),
    }),
  },
  responses: {
    200: {
      description: 'A page of solutions.',
      content: { 'application/json': { schema: SolutionsAnswerSchema } },
    },
    ...problemResponses,
  },
})

/** GET /api/solutions: `{ n, status, solutions, nodes, cursor?, budget }`. */
export const solutions = createApi().openapi(route, async (c) => {
  const query = c.req.valid('query')
  if (query.n === undefined && query.queens === undefined) {
    throw new InvalidInputError('n', 'is needed (or queens, which gives n by its length)')
  }
  const limit = query.limit ?? 10
  if (limit < 1 || limit > MAX_LIMIT) {
    throw new InvalidInputError(
      'limit',
      `must be a whole number from 1 to ${MAX_LIMIT}, got ${limit}`,
    )
  }
  const queens = query.queens === undefined ? undefined : readQueens(query.queens, query.n)
  const n = checkN(query.n ?? queens!.length, edgeMaxN(getFinder('enumerate')))
  const budget = chooseBudget(query.budget, readLimits(c.env, 'enumerate', n))
  const cursor = query.cursor
    ? (await openCursor(query.cursor, { kind: 'solutions', algorithm: 'enumerate', n }, c.env))
        .cursor
    : undefined
  const page = listSolutions(n, { queens, limit, cursor, budget: budget.budget })
  const signed = page.cursor === undefined ? undefined : await signCursor(page.cursor, c.env)
  cacheFor(c, page.status === 'complete')
  return c.json(
    {
      n: page.n,
      status: page.status,
      solutions: page.solutions.map((solution) => encodeQueens(solution)),
      nodes: page.nodes,
      ...(signed !== undefined ? { cursor: signed } : {}),
      ...(page.status === 'partial' ? { resumable: signed !== undefined } : {}),
      budget,
    },
    200,
  )
})
