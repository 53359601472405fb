import {
  COMPLETIONS_ID,
  countCompletions,
  InvalidInputError,
  knownCount,
  readQueens,
} from '@nqueens/core'
import type { Context } from 'hono'
import { validateCaseN } from '../../lib/limits/case-limit.ts'
import { judgeCountWith, maxBudget, type Policy } from '../../lib/budget/policy.ts'
import { completionsMaxN } from '../../lib/limits/route-limits.ts'
import type { AppEnv } from '../../lib/http/env.ts'
import { cacheFor } from '../../lib/http/cache.ts'
import { closeStep, openStep, stepFields } from '../../lib/step/step.ts'
import { knownAnswer, partialProgress } from './answers.ts'

/** What /api/count reads when `queens` is given. */
export interface CompletionQuery {
  n?: number
  /** Omitted with `algorithm=completions`: an empty board of n, every solution. */
  queens?: string
  algorithm?: string
  budget?: number
  cursor?: string
  compute?: boolean
}

/**
 * GET /api/count with `queens` (or `algorithm=completions`, an empty board): how many solutions
 * keep the pre-placed queens (core's `countCompletions`), exact, one budgeted step at a time like
 * every count, the cursor tied to these queens. Queens that attack each other are answered, not
 * refused: 0, complete, with the attacking pairs. With queens there is no published value to fall
 * back on, so it always computes. Without them every solution counts, and the answer is the plain
 * count's: the published value when counting would not fit one request (unless computing is
 * asked for), and a partial count's progress.
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
  // One limit for n, validated before the board is read, so every n past it is told the same.
  const maxN = completionsMaxN(policy)
  const as = `with algorithm=${COMPLETIONS_ID}`
  if (query.n !== undefined) validateCaseN(query.n, maxN, { as })
  const queens =
    query.queens === undefined
      ? new Int32Array(query.n!).fill(-1)
      : readQueens(query.queens, query.n)
  const n = query.n ?? validateCaseN(queens.length, maxN, { as })
  // Its own measured speed and setup (scripts/measure/completions-rate.ts), and a board read.
  const max = maxBudget(policy, COMPLETIONS_ID, n, true)
  const emptyBoard = query.queens === undefined ? emptyBoardVerdict(n, max) : undefined
  const known = emptyBoard && knownCount(n)
  const askedToCompute =
    query.compute === true || query.budget !== undefined || query.cursor !== undefined
  if (emptyBoard && known && !emptyBoard.fits && !askedToCompute) {
    cacheFor(c, true)
    return c.json({ ...knownAnswer(known, COMPLETIONS_ID, emptyBoard), placed: 0 }, 200)
  }
  const opened = await openStep(c.env, {
    search: { kind: 'count', algorithm: COMPLETIONS_ID, n },
    max,
    requested: query.budget,
    cursor: query.cursor,
  })
  const result = countCompletions(n, {
    queens,
    budget: opened.budgetChoice.budget,
    cursor: opened.cursor,
  })
  const step = await closeStep(c.env, opened, result)
  // With queens the search is another tree than the plain count's: no progress is claimed.
  const { progress, notes } = emptyBoard
    ? partialProgress(result, step, emptyBoard, policy.jobMaxN)
    : { notes: [] as string[] }
  if (result.conflicts)
    notes.unshift('The given queens attack each other, so no solution keeps them.')
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
      ...stepFields(step, { progress, notes }),
    },
    200,
  )
}

/** What the policy says of counting every solution as completions: as `judgeCount` does. */
function emptyBoardVerdict(n: number, max: number) {
  return judgeCountWith(max, COMPLETIONS_ID, n)
}
