import { createRoute, z } from '@hono/zod-openapi'
import { checkN, knownCount, type CountResult, type CounterId } from '@nqueens/core'
import { chooseBudget, readLimits, type BudgetUse } from '../budget/limits.ts'
import { fitsBudget } from '../budget/count-nodes.ts'
import { knownAnswer } from '../counting/known-answer.ts'
import { counterMaxN, runCount } from '../counting/run-count.ts'
import { openCursor, signCursor } from '../cursors/sign.ts'
import type { Bindings } from '../env.ts'
import { createApi } from '../http/api.ts'
import { cacheFor } from '../http/cache.ts'
import { CountAnswerSchema, problemResponses } from '../schemas/answers.ts'
import {
  algorithmParam,
  budgetParam,
  computeParam,
  cursorParam,
  nParam,
} from '../schemas/params.ts'

/** The fewest nodes per count of the counters a Worker can run (n = 16: 0.77× symmetry's). */
export const DEFAULT_COUNTER: CounterId = 'constellation'

const route = createRoute({
  method: 'get',
  path: '/',
  summary: 'Count the solutions for n',
  description:
    "Counts exactly, within this request's node budget. When the count would not fit and n ≤ 27, " +
    'answers the published OEIS value at once (`source: known`), unless `compute=true`, a ' +
    '`budget` or a `cursor` asks for computation: then it counts as far as the budget goes and ' +
    'returns `status: partial` with a signed `cursor` to continue. Past n = 27 it always computes.',
  request: {
    query: z.object({
      n: nParam,
      algorithm: algorithmParam.optional(),
      budget: budgetParam.optional(),
      cursor: cursorParam.optional(),
      compute: computeParam.optional(),
    }),
  },
  responses: {
    200: {
      description: 'The count, complete or partial.',
      content: { 'application/json': { schema: CountAnswerSchema } },
    },
    ...problemResponses,
  },
})

/** GET /api/count: `{ n, algorithm, status, source, total, unique?, nodes, cursor?, budget }`. */
export const count = createApi().openapi(route, async (c) => {
  const query = c.req.valid('query')
  const algorithm = query.algorithm ?? DEFAULT_COUNTER
  const n = checkN(query.n, counterMaxN(algorithm))
  const budget = chooseBudget(query.budget, readLimits(c.env, algorithm, n))
  const askedToCompute =
    query.compute === true || query.budget !== undefined || query.cursor !== undefined
  const known = knownCount(n)

  if (known && !askedToCompute && !fitsBudget(algorithm, n, budget.budget)) {
    cacheFor(c, true)
    return c.json(knownAnswer(known, algorithm, budget.budget), 200)
  }
  const cursor = query.cursor
    ? (await openCursor(query.cursor, { kind: 'count', algorithm, n }, c.env)).cursor
    : undefined
  const result = runCount(algorithm, n, budget.budget, cursor)
  if (result.status === 'partial' && known && !askedToCompute) {
    // The node table promised a fit that did not happen (an algorithm changed): still answer now.
    cacheFor(c, true)
    return c.json(knownAnswer(known, algorithm, budget.budget), 200)
  }
  cacheFor(c, result.status === 'complete')
  return c.json(await computedAnswer(result, budget, c.env), 200)
})

async function computedAnswer(result: CountResult, budget: BudgetUse, env: Bindings) {
  const signed = result.cursor === undefined ? undefined : await signCursor(result.cursor, env)
  const notes = [
    budget.clamped
      ? `The budget asked for is more than one request may use; ran ${budget.max}.`
      : '',
    result.status === 'partial' && signed === undefined
      ? 'This deployment has no CURSOR_SECRET, so partial counts cannot be resumed.'
      : '',
  ].filter(Boolean)
  return {
    n: result.n,
    algorithm: result.algorithm,
    status: result.status,
    source: 'computed' as const,
    total: result.total.toString(),
    ...(result.unique !== undefined ? { unique: result.unique.toString() } : {}),
    nodes: result.nodes,
    ...(signed !== undefined ? { cursor: signed } : {}),
    ...(result.status === 'partial' ? { resumable: signed !== undefined } : {}),
    budget,
    ...(notes.length ? { note: notes.join(' ') } : {}),
  }
}
