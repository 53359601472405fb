import { createRoute } from '@hono/zod-openapi'
import {
  encodeQueens,
  encodeRuns,
  FINDER_IDS,
  getFinder,
  InvalidInputError,
  readQueens,
} from '@nqueens/core'
import {
  defaultFinder,
  offeredFinders,
  validateDefaultN,
  validateFinderN,
} from '../../lib/limits/finders.ts'
import { maxBudget, readPolicy } from '../../lib/budget/policy.ts'
import { createEndpoint } from '../../lib/http/endpoint.ts'
import { boardPermalink, recipePermalink } from '../../lib/permalinks/board-links.ts'
import { problemResponses } from '../../lib/schemas/problem.ts'
import { SolveAnswerSchema } from './schemas.ts'
import {
  budgetParam,
  cursorParam,
  formatParam,
  methodParam,
  nParam,
  queensParam,
  seedParam,
  strictQuery,
} from '../../lib/schemas/params.ts'
import { cacheFor } from '../../lib/http/cache.ts'
import { closeStep, openStep, stepFields } from '../../lib/step/step.ts'

const route = createRoute({
  method: 'get',
  path: '/',
  operationId: 'solveBoard',
  summary: 'Find one solution, or complete a board',
  description:
    'Finds a solution for n, or completes pre-placed `queens` (proving it impossible when the ' +
    'search is exhausted: `unsatisfiable`). Every method finishes within one request for every ' +
    'n it accepts here; a method refuses an n past its limit with a 400 that names the limit ' +
    'and the methods that go further. Completing pre-placed queens may need more than one ' +
    'request: a `partial` answer carries a signed `cursor` to continue. n may be left out when ' +
    '`queens` lists every row. `format=runs` writes large boards in run notation ' +
    '(`2,4..1000000,1,3..999999`).',
  request: {
    query: strictQuery({
      n: nParam.optional(),
      queens: queensParam().optional(),
      method: methodParam.optional(),
      seed: seedParam.optional(),
      budget: budgetParam.optional(),
      cursor: cursorParam.optional(),
      format: formatParam.optional(),
    }),
  },
  responses: {
    200: {
      description: 'Solved, proved unsatisfiable, or (completing a board) partial with a cursor.',
      content: { 'application/json': { schema: SolveAnswerSchema } },
    },
    ...problemResponses,
  },
})

/**
 * GET /api/solve: `{ n, method, status, queens?, permalink?, conflicts?, seed?, nodes, cursor?,
 * resumable?, progress?, budget, note? }` (SolveAnswerSchema).
 */
export const solve = createEndpoint().openapi(route, async (c) => {
  const query = c.req.valid('query')
  const policy = readPolicy(c.env)
  if (query.n === undefined && query.queens === undefined) {
    throw new InvalidInputError('n', 'is required (or queens, which gives n by its length)')
  }
  // Any column from 1 up places a queen (0 is an empty row), so the text tells before it is read.
  const placed = query.queens !== undefined && /[1-9]/.test(query.queens)
  const named = query.method === undefined ? undefined : getFinder(query.method)
  if (placed && named && !named.completes) {
    throw new InvalidInputError(
      'method',
      `${named.id} cannot complete pre-placed queens; use one of ${completers()}`,
    )
  }
  // One limit per case (the method named, or the default for this board), checked before the
  // board is read, so every n past it is told the same limit.
  const limit = (size: number) =>
    named
      ? validateFinderN(policy, named, size, { offered: offeredFinders(placed) })
      : validateDefaultN(policy, size, placed)
  if (query.n !== undefined) limit(query.n)
  const preset = query.queens === undefined ? undefined : readQueens(query.queens, query.n)
  const n = query.n ?? limit(preset!.length)
  const finder = named ?? defaultFinder(policy, n, placed)
  const opened = await openStep(c.env, {
    search: { kind: 'solve', algorithm: finder.id, n },
    max: maxBudget(policy, finder.id, n, preset !== undefined),
    requested: query.budget,
    cursor: query.cursor,
    replays: true,
  })
  const result = finder.solve(n, {
    queens: placed ? preset : undefined,
    seed: query.seed,
    budget: opened.budgetChoice.budget,
    cursor: opened.cursor,
  })
  const step = await closeStep(c.env, opened, result)
  const queens = result.queens
  // A huge board gets a recipe link instead, when one request regenerates it from nothing.
  const fromScratch = !placed && query.cursor === undefined
  const permalink = queens
    ? (boardPermalink(queens) ??
      (fromScratch ? recipePermalink(n, finder.id, result.seed ?? 1) : undefined))
    : undefined
  const encode = query.format === 'runs' ? encodeRuns : encodeQueens
  cacheFor(c, result.status !== 'partial')
  return c.json(
    {
      n: result.n,
      method: result.method,
      status: result.status,
      ...(queens ? { queens: encode(queens) } : {}),
      // An impossible board is shown as it was sent.
      ...(result.status === 'unsatisfiable' && preset ? { queens: encode(preset) } : {}),
      ...(permalink ? { permalink } : {}),
      ...(result.conflicts ? { conflicts: result.conflicts } : {}),
      ...(result.seed !== undefined ? { seed: result.seed } : {}),
      nodes: result.nodes,
      ...stepFields(step),
    },
    200,
  )
})

function completers(): string {
  return FINDER_IDS.filter((id) => getFinder(id).completes).join(', ')
}
