import { createRoute } from '@hono/zod-openapi'
import {
  validateN,
  encodeQueens,
  encodeRuns,
  FINDER_IDS,
  getFinder,
  InvalidInputError,
  readQueens,
} from '@nqueens/core'
import { validateFinderN, defaultFinder } from '../budget/finders.ts'
import { boardMaxN, maxBudget, readPolicy } from '../budget/policy.ts'
import { createEndpoint } from '../http/endpoint.ts'
import { boardPermalink, recipePermalink } from '../boards/board-links.ts'
import { problemResponses, SolveAnswerSchema } from '../schemas/answers.ts'
import {
  budgetParam,
  cursorParam,
  formatParam,
  methodParam,
  nParam,
  queensParam,
  seedParam,
  strictQuery,
} from '../schemas/params.ts'
import { budgetedStep, stepFields } from './step.ts'

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
      queens: queensParam.optional(),
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

/** GET /api/solve: `{ n, method, status, queens?, permalink?, nodes, cursor?, budget }`. */
export const solve = createEndpoint().openapi(route, async (c) => {
  const query = c.req.valid('query')
  const policy = readPolicy(c.env)
  if (query.n === undefined && query.queens === undefined) {
    throw new InvalidInputError('n', 'is required (or queens, which gives n by its length)')
  }
  const preset = query.queens === undefined ? undefined : readQueens(query.queens, query.n)
  const n = validateN(query.n ?? preset!.length, boardMaxN(policy))
  const placed = preset !== undefined && preset.some((col) => col >= 0)
  const finder = query.method ? getFinder(query.method) : defaultFinder(policy, n, placed)
  validateFinderN(policy, finder, n)
  if (placed && !finder.completes) {
    throw new InvalidInputError(
      'method',
      `${finder.id} cannot complete pre-placed queens; use one of ${completers()}`,
    )
  }
  const step = await budgetedStep(c, {
    search: { kind: 'solve', algorithm: finder.id, n },
    max: maxBudget(policy, finder.id, n, preset !== undefined),
    requested: query.budget,
    cursor: query.cursor,
    run: (budget, cursor) =>
      finder.solve(n, { queens: placed ? preset : undefined, seed: query.seed, budget, cursor }),
  })
  const { result } = step
  const queens = result.queens
  // A huge board gets a recipe link instead, when one request regenerates it from nothing.
  const fromScratch = !placed && query.cursor === undefined
  const permalink = queens
    ? (boardPermalink(queens) ??
      (fromScratch ? recipePermalink(n, finder.id, result.seed ?? 1) : undefined))
    : undefined
  const encode = query.format === 'runs' ? encodeRuns : encodeQueens
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
