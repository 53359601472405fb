import { COMPLETIONS_ID, countCompletions, InvalidInputError, readQueens } from '@nqueens/core'
import type { Context } from 'hono'
import { validateCaseN } from '../budget/case-limit.ts'
import { maxBudget, type Policy } from '../budget/policy.ts'
import { completionsMaxN } from '../budget/route-limits.ts'
import type { AppEnv } from '../env.ts'
import { cacheFor } from '../http/cache.ts'
import { closeStep, openStep, stepFields } from '../step/step.ts'

/** What /api/count reads when `queens` is given. */
export interface CompletionQuery {
  n?: number
  /** Omitted with `algorithm=completions`: an empty board of n, every solution. */
  queens?: string
  algorithm?: string
  budget?: number
  cursor?: string
}

/**
 * GET /api/count with `queens` (or `algorithm=completions`, an empty board): how many solutions keep the pre-placed queens (core's
 * `countCompletions`), exact, one budgeted step at a time like every count, the cursor tied to
 * these queens. Queens that attack each other are answered, not refused: 0, complete, with the
 * attacking pairs. There is no published value to fall back on, so it always computes.
 */
export async function countCompletionsStep(
  c: Context<AppEnv>,
  query: CompletionQuery,
  policy: Policy,
) {
  if (query.algorithm !== undefined && query.algorithm !== COMPLETIONS_ID) {
    throw new InvalidInputError(
      'algorithm',
      `pre-placed queens are counted by ${COMPLETIONS_ID} only; leave algorithm out`,
    )
  }
  if (query.queens === undefined && query.n === undefined) {
    throw new InvalidInputError('n', 'is required (or queens, to count their completions)')
  }
  // One limit for n, checked before the board is read, so every n past it is told the same.
  const maxN = completionsMaxN(policy)
  const as = `with algorithm=${COMPLETIONS_ID}`
  if (query.n !== undefined) validateCaseN(query.n, maxN, { as })
  const queens =
    query.queens === undefined
      ? new Int32Array(query.n!).fill(-1)
      : readQueens(query.queens, query.n)
  const n = query.n ?? validateCaseN(queens.length, maxN, { as })
  const opened = await openStep(c.env, {
    search: { kind: 'count', algorithm: COMPLETIONS_ID, n },
    // Its own measured speed and setup (scripts/measure/completions-rate.ts), and a board read.
    max: maxBudget(policy, COMPLETIONS_ID, n, true),
    requested: query.budget,
    cursor: query.cursor,
  })
  const result = countCompletions(n, {
    queens,
    budget: opened.budget.budget,
    cursor: opened.cursor,
  })
  const step = await closeStep(c.env, opened, result)
  const notes = result.conflicts
    ? ['The given queens attack each other, so no solution keeps them.']
    : []
  cacheFor(c, result.status === 'complete')
  return c.json(
    {
      n,
      algorithm: COMPLETIONS_ID,
      status: result.status,
      source: 'computed' as const,
      total: result.total.toString(),
      placed: result.placed,
      ...(result.conflicts ? { conflicts: result.conflicts } : {}),
      nodes: result.nodes,
      ...stepFields(step, { notes }),
    },
    200,
  )
}
