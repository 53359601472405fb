import { createRoute } from '@hono/zod-openapi'
import { encodeQueens, InvalidInputError, listSolutions, readQueens } from '@nqueens/core'
import { maxBudget, readPolicy } from '../../lib/budget/policy.ts'
import { solutionsMaxN } from '../../lib/limits/route-limits.ts'
import { DEFAULT_LIMIT } from '../../lib/http/limits.ts'
import { validateCaseN } from '../../lib/limits/case-limit.ts'
import { createEndpoint } from '../../lib/http/endpoint.ts'
import { problemResponses } from '../../lib/schemas/problem.ts'
import { SolutionsAnswerSchema } from './schemas.ts'
import {
  budgetParam,
  cursorParam,
  limitParam,
  nParam,
  queensParam,
  strictQuery,
} from '../../lib/schemas/params.ts'
import { cacheFor } from '../../lib/http/cache.ts'
import { closeStep, openStep, stepFields } from '../../lib/step/step.ts'

const route = createRoute({
  method: 'get',
  path: '/',
  operationId: 'listSolutions',
  summary: 'List solutions in lexicographic order, a page at a time',
  description:
    'All solutions of n (or all completions of pre-placed `queens`), in lexicographic order of ' +
    "their 1-based columns. A page ends after `limit` solutions or when one request's budget is " +
    'spent. A full page looks on to the next solution, so the page that ends with the last one ' +
    'is `complete`; a `partial` page carries a signed `cursor` for the next one (which is empty ' +
    'only when the budget ran out looking).',
  request: {
    query: strictQuery({
      n: nParam.optional(),
      queens: queensParam().optional(),
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
export const solutions = createEndpoint().openapi(route, async (c) => {
  const query = c.req.valid('query')
  const policy = readPolicy(c.env)
  if (query.n === undefined && query.queens === undefined) {
    throw new InvalidInputError('n', 'is required (or queens, which gives n by its length)')
  }
  const limit = query.limit ?? DEFAULT_LIMIT
  // One limit for n, checked before the board is read: as far as one request lists solutions
  // here. The route takes no method, so nothing else is offered.
  const largest = solutionsMaxN(policy)
  const as = 'here, as far as one request lists the solutions'
  if (query.n !== undefined) validateCaseN(query.n, largest, { as })
  const queens = query.queens === undefined ? undefined : readQueens(query.queens, query.n)
  const n = query.n ?? validateCaseN(queens!.length, largest, { as })
  const opened = await openStep(c.env, {
    search: { kind: 'solutions', algorithm: 'enumerate', n },
    max: maxBudget(policy, 'enumerate', n, queens !== undefined),
    requested: query.budget,
    cursor: query.cursor,
  })
  const { budgetChoice, cursor } = opened
  const page = listSolutions(n, { queens, limit, cursor, budget: budgetChoice.budget })
  const step = await closeStep(c.env, opened, page)
  cacheFor(c, page.status !== 'partial')
  return c.json(
    {
      n: page.n,
      status: page.status,
      solutions: page.solutions.map((solution) => encodeQueens(solution)),
      nodes: page.nodes,
      ...stepFields(step),
    },
    200,
  )
})
