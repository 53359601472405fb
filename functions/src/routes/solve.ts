import { createRoute, z } from '@hono/zod-openapi'
import {
  checkN,
  decodeCursor,
  defaultFinderId,
  encodeQueens,
  getFinder,
  InvalidInputError,
  readQueens,
  type Finder,
  type SolveResult,
} from '@nqueens/core'
import { edgeMaxN } from '../budget/edge-caps.ts'
import { chooseBudget, readLimits, type BudgetUse } from '../budget/limits.ts'
import { replayCost } from '../budget/replay.ts'
import { openCursor, signCursor } from '../cursors/sign.ts'
import type { Bindings } from '../env.ts'
import { createApi } from '../http/api.ts'
import { cacheFor } from '../http/cache.ts'
import { boardPermalink, recipePermalink } from '../permalink.ts'
import { problemResponses, SolveAnswerSchema } from '../schemas/answers.ts'
import {
  budgetParam,
  cursorParam,
  methodParam,
  nParam,
  queensParam,
  seedParam,
} from '../schemas/params.ts'

const route = createRoute({
  method: 'get',
  path: '/',
  summary: 'Find one solution, or complete a board',
  description:
    'Finds a solution for n, or completes pre-placed `queens` (proving it impossible when the ' +
    'search is exhausted: `unsatisfiable`). Runs within the node budget; `partial` answers carry ' +
    'a signed `cursor` to continue. n may be left out when `queens` lists every row.',
  request: {
    query: z.object({
      n: nParam.optional(),
      queens: queensParam.optional(),
      method: methodParam.optional(),
      seed: seedParam.optional(),
      budget: budgetParam.optional(),
      cursor: cursorParam.optional(),
    }),
  },
  responses: {
    200: {
      description: 'Solved, proved unsatisfiable, or partial with a cursor.',
      content: { 'application/json': { schema: SolveAnswerSchema } },
    },
    ...problemResponses,
  },
})

/** GET /api/solve: `{ n, method, status, queens?, permalink?, nodes, cursor?, budget }`. */
export const solve = createApi().openapi(route, async (c) => {
  const query = c.req.valid('query')
  if (query.n === undefined && query.queens === undefined) {
    throw new InvalidInputError('n', 'is needed (or queens, which gives n by its length)')
  }
  const preset = query.queens === undefined ? undefined : readQueens(query.queens, query.n)
  const n = query.n ?? preset!.length
  const placed = preset !== undefined && preset.some((col) => col >= 0)
  const finder = getFinder(query.method ?? defaultFinderId(n, placed))
  checkN(n, edgeMaxN(finder))
  const chosen = chooseBudget(query.budget, readLimits(c.env, finder.id, n))
  const opened = query.cursor
    ? await openCursor(query.cursor, { kind: 'solve', algorithm: finder.id, n }, c.env)
    : undefined
  const replayed = opened ? replayCost(opened.payload.state) : 0
  if (replayed >= chosen.max) {
    throw new InvalidInputError(
      'cursor',
      `resuming would replay ${replayed} moves from the seed, more than one request may do ` +
        `(${chosen.max}); ask again with another seed`,
    )
  }
  const budget = { ...chosen, budget: Math.min(chosen.budget, chosen.max - replayed) }
  const result = finder.solve(n, {
    queens: placed ? preset : undefined,
    seed: query.seed,
    budget: budget.budget,
    cursor: opened?.cursor,
  })
  cacheFor(c, result.status !== 'partial')
  const fromScratch = !placed && opened === undefined
  return c.json(await solveAnswer(finder, result, budget, fromScratch, c.env), 200)
})

async function solveAnswer(
  finder: Finder,
  result: SolveResult,
  budget: BudgetUse,
  fromScratch: boolean,
  env: Bindings,
) {
  // A cursor whose replay alone would fill a request is no use to anyone: leave it out.
  const next = result.cursor
    ? decodeCursor(result.cursor, { kind: 'solve', algorithm: finder.id, n: result.n })
    : undefined
  const dead = next !== undefined && replayCost(next.state) >= budget.max
  const signed =
    result.cursor === undefined || dead ? undefined : await signCursor(result.cursor, env)
  const queens = result.queens
  // A huge board gets a recipe link instead, when one request regenerates it from nothing.
  const permalink = queens
    ? (boardPermalink(queens) ??
      (fromScratch ? recipePermalink(result.n, finder.id, result.seed ?? 1) : undefined))
    : undefined
  const notes = [
    budget.clamped
      ? `The budget asked for is more than one request may use; ran ${budget.max}.`
      : '',
    result.status === 'partial' && dead
      ? 'This walk cannot go on within one request (resuming replays it from the seed); ' +
        'try another seed or method.'
      : '',
    result.status === 'partial' && signed === undefined && !dead
      ? 'This deployment has no CURSOR_SECRET, so the search cannot be resumed.'
      : '',
  ].filter(Boolean)
  return {
    n: result.n,
    method: result.method,
    status: result.status,
    ...(queens ? { queens: encodeQueens(queens) } : {}),
    ...(permalink ? { permalink } : {}),
    ...(result.conflicts ? { conflicts: result.conflicts } : {}),
    ...(result.seed !== undefined ? { seed: result.seed } : {}),
    nodes: result.nodes,
    ...(signed !== undefined ? { cursor: signed } : {}),
    ...(result.status === 'partial' ? { resumable: signed !== undefined } : {}),
    budget,
    ...(notes.length ? { note: notes.join(' ') } : {}),
  }
}
