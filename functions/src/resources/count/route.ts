import { createRoute } from '@hono/zod-openapi'
import {
  COMPLETIONS_ID,
  getCounter,
  InvalidInputError,
  knownCount,
  type CounterId,
} from '@nqueens/core'
import { validateCaseN } from '../../lib/limits/case-limit.ts'
import { judgeCount, readPolicy } from '../../lib/budget/policy.ts'
import { cacheFor } from '../../lib/http/cache.ts'
import { createEndpoint } from '../../lib/http/endpoint.ts'
import { problemResponses } from '../../lib/schemas/problem.ts'
import {
  budgetParam,
  cursorParam,
  DEFAULT_COUNTER,
  nParam,
  queensParam,
  strictQuery,
} from '../../lib/schemas/params.ts'
import { closeStep, openStep } from '../../lib/step/step.ts'
import { countedAnswer, knownAnswer } from './answers.ts'
import { countCompletionsStep } from './completions.ts'
import { algorithmParam, computeParam, CountAnswerSchema } from './schemas.ts'

/**
 * @module
 * GET /api/count, the count resource's one route. A request reads it once, top to bottom: parse
 * (the query by its schema, schemas.ts; n validated for the algorithm asked for), decide (the
 * policy's verdict: the published value, or a count), run one budgeted step (lib/step/step.ts
 * opens it, core's counter counts, and closes it), answer (answers.ts), with its caching set once. With `queens`, completions.ts takes the request instead, in the same order.
 */

const route = createRoute({
  method: 'get',
  path: '/',
  operationId: 'countSolutions',
  summary: 'Count the solutions for n',
  description:
    'Counts exactly within one request when the count fits (`source: computed`). When it would ' +
    'not and n ≤ 27, answers the published OEIS value at once (`source: known`), unless ' +
    '`compute=true`, a `budget` or a `cursor` asks for computation: then it counts as far as ' +
    'one request goes and returns `status: partial`, its `progress` and a signed `cursor` to ' +
    'continue. Past n = 27 it always computes. With `queens` it counts the solutions that keep ' +
    'those pre-placed queens (`algorithm: completions`; n may then come from the board), always ' +
    'computed; queens that attack each other get a total of 0 and their `conflicts`.',
  request: {
    query: strictQuery({
      n: nParam.optional(),
      queens: queensParam().optional(),
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

/**
 * GET /api/count: `{ n, algorithm, status, source, total, unique?, nodes, progress?, cursor? }`;
 * with `queens`, `{ …, algorithm: 'completions', placed, conflicts? }` (completions.ts).
 */
export const count = createEndpoint().openapi(route, async (c) => {
  // Parse.
  const query = c.req.valid('query')
  const policy = readPolicy(c.env)
  if (query.queens !== undefined || query.algorithm === COMPLETIONS_ID) {
    return countCompletionsStep(c, query, policy)
  }
  if (query.n === undefined) {
    throw new InvalidInputError('n', 'is required (or queens, to count their completions)')
  }
  const algorithm: CounterId = query.algorithm ?? DEFAULT_COUNTER
  const counter = getCounter(algorithm)
  // n's one validation here: core's count validates it once more on entry, as for any caller.
  const n = validateCaseN(query.n, counter.maxN, { as: `with algorithm=${algorithm}` })
  // Decide: the one call into the policy gives this request's nodes, the whole count's, and
  // whether it fits.
  const verdict = judgeCount(policy, algorithm, n)
  const known = knownCount(n)
  const askedToCompute =
    query.compute === true || query.budget !== undefined || query.cursor !== undefined
  if (known && !askedToCompute && !verdict.fits) {
    cacheFor(c, true)
    return c.json(knownAnswer(known, algorithm, verdict), 200)
  }
  // Run one budgeted step.
  const opened = await openStep(c.env, {
    search: { kind: 'count', algorithm, n },
    max: verdict.max,
    requested: query.budget,
    cursor: query.cursor,
  })
  const result = counter.count(n, { budget: opened.budgetChoice.budget, cursor: opened.cursor })
  const step = await closeStep(c.env, opened, result)
  // Answer.
  cacheFor(c, result.status === 'complete')
  return c.json(countedAnswer(result, step, verdict, policy.jobMaxN), 200)
})
