import { createRoute } from '@hono/zod-openapi'
import {
  COMPLETIONS_ID,
  InvalidInputError,
  KNOWN_SOURCE,
  knownCount,
  type CounterId,
  type KnownCount,
} from '@nqueens/core'
import { countBudget, readPolicy, type CountBudget } from '../budget/policy.ts'
import { counterMaxN, runCount } from '../counting/counters.ts'
import { createEndpoint } from '../http/endpoint.ts'
import { cacheFor } from '../http/cache.ts'
import { readJobMaxN } from '../jobs/names.ts'
import { CountAnswerSchema, problemResponses } from '../schemas/answers.ts'
import {
  algorithmParam,
  budgetParam,
  computeParam,
  cursorParam,
  DEFAULT_COUNTER,
  nParam,
  queensParam,
  strictQuery,
} from '../schemas/params.ts'
import { validateCaseN } from '../budget/case-limit.ts'
import { countCompletionsStep } from './count-completions.ts'
import { budgetedStep, stepFields } from './step.ts'

/** Past this many requests left, a partial count points to a job or the CLI instead. */
export const REASONABLE_REQUESTS = 1000

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
 * with `queens`, `{ …, algorithm: 'completions', placed, conflicts? }` (count-completions.ts).
 */
export const count = createEndpoint().openapi(route, async (c) => {
  const query = c.req.valid('query')
  const policy = readPolicy(c.env)
  if (query.queens !== undefined || query.algorithm === COMPLETIONS_ID) {
    return countCompletionsStep(c, query, policy)
  }
  if (query.n === undefined) {
    throw new InvalidInputError('n', 'is required (or queens, to count their completions)')
  }
  const algorithm: CounterId = query.algorithm ?? DEFAULT_COUNTER
  const n = validateCaseN(query.n, counterMaxN(algorithm), { as: `with algorithm=${algorithm}` })
  const askedToCompute =
    query.compute === true || query.budget !== undefined || query.cursor !== undefined
  // The one call into the policy: this request's nodes, the whole count's, and whether it fits.
  const budget = countBudget(policy, algorithm, n)
  const known = knownCount(n)
  if (known && !askedToCompute && !budget.fits) {
    cacheFor(c, true)
    return c.json(knownAnswer(known, algorithm, budget), 200)
  }
  const step = await budgetedStep(c, {
    search: { kind: 'count', algorithm, n },
    max: budget.max,
    requested: query.budget,
    cursor: query.cursor,
    run: (nodes, cursor) => runCount(algorithm, n, nodes, cursor),
  })
  const { result } = step
  if (result.status === 'partial') {
    const progress = countProgress(step.spent, budget)
    step.fields.progress = progress
    if (progress.requestsLeft > REASONABLE_REQUESTS) {
      step.notes.push(tooFarNote(n, progress.requestsLeft, readJobMaxN(c.env)))
    }
  }
  return c.json(
    {
      n: result.n,
      algorithm: result.algorithm,
      status: result.status,
      source: 'computed' as const,
      total: result.total.toString(),
      ...(result.unique !== undefined ? { unique: result.unique.toString() } : {}),
      ...(result.firstRow ? { byFirstRow: result.firstRow.map(String) } : {}),
      nodes: result.nodes,
      ...(result.engine ? { engine: result.engine } : {}),
      ...stepFields(step),
    },
    200,
  )
})

/**
 * How far a partial count has come: the nodes of every request so far against the nodes the
 * whole count takes (measured, or extrapolated past the measured sizes), and roughly how many
 * requests of this size are left.
 */
export function countProgress(spent: number, budget: CountBudget) {
  const estimated = Math.max(spent, budget.nodes)
  return {
    nodes: spent,
    estimatedNodes: Math.round(estimated),
    done: Math.min(1, spent / estimated),
    requestsLeft: Math.ceil((estimated - spent) / budget.max),
  }
}

function tooFarNote(n: number, requestsLeft: number, jobMaxN: number): string {
  const instead =
    n <= jobMaxN
      ? `a job (POST /api/jobs with {"n":${n}}) or the CLI (npm run nqueens -- count ${n})`
      : `the CLI on your own machine (npm run nqueens -- count ${n})`
  return (
    `About ${roughly(requestsLeft)} more requests would be needed: more than requests can ` +
    `reasonably finish. Use ${instead}.`
  )
}

/** The answer for a count taken from the OEIS table, labelled as such. */
function knownAnswer(known: KnownCount, algorithm: CounterId, budget: CountBudget) {
  const requests = Math.ceil(budget.nodes / budget.max)
  return {
    n: known.n,
    algorithm,
    status: 'complete' as const,
    source: 'known' as const,
    total: known.total.toString(),
    unique: known.unique.toString(),
    nodes: 0,
    reference: `${KNOWN_SOURCE.total}; unique: ${KNOWN_SOURCE.unique}`,
    note:
      `Counting n = ${known.n} takes about ${roughly(requests)} requests, so this is the ` +
      'published value. Add compute=true to count it here, one cursor step at a time.',
  }
}

/** 38, 4,200, 3.1·10^12: a count of requests as a person reads it. */
export function roughly(count: number): string {
  if (count < 1e6) return Math.round(count).toLocaleString('en-US')
  const exponent = Math.floor(Math.log10(count))
  return `${(count / 10 ** exponent).toFixed(1)}·10^${exponent}`
}
