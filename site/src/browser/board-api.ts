import type { CountAnswer, SolutionsAnswer, SolveAnswer } from '@nqueens/functions/api'
import { encodeBoard } from '../common/board-state.ts'

/**
 * @module
 * The API calls of the interactive board. The answers' types are the Worker's own (inferred from
 * the zod schemas its routes answer with), so a change there that this code does not follow fails
 * the site's typecheck; errors are problem+json, whose `detail` is shown to the user as it is.
 */

export type { CountAnswer, SolveAnswer }

export class ApiError extends Error {}

/**
 * Completes the board with the `mrv` finder, or continues an earlier partial answer; `budget`
 * (nodes) is passed on when given, otherwise the API chooses.
 */
export function requestSolve(
  board: Int32Array,
  cursor?: string,
  budget?: number,
): Promise<SolveAnswer> {
  const params = boardParams(board)
  params.set('method', 'mrv')
  if (cursor) params.set('cursor', cursor)
  if (budget !== undefined) params.set('budget', String(budget))
  return getJson<SolveAnswer>(`/api/solve?${params}`)
}

/** A page of the solutions that keep the board's queens, after `cursor`. */
export function requestSolutions(
  board: Int32Array,
  limit: number,
  cursor?: string,
): Promise<SolutionsAnswer> {
  const params = boardParams(board)
  params.set('limit', String(limit))
  if (cursor) params.set('cursor', cursor)
  return getJson<SolutionsAnswer>(`/api/solutions?${params}`)
}

/** Counts the solutions that keep the board's queens (every solution on an empty board). */
export function requestCount(
  board: Int32Array,
  cursor?: string,
  budget?: number,
): Promise<CountAnswer> {
  const params = new URLSearchParams({ n: String(board.length), queens: encodeBoard(board) })
  if (cursor) params.set('cursor', cursor)
  if (budget !== undefined) params.set('budget', String(budget))
  return getJson<CountAnswer>(`/api/count?${params}`)
}

function boardParams(board: Int32Array): URLSearchParams {
  const params = new URLSearchParams({ n: String(board.length) })
  if (board.some((col) => col >= 0)) params.set('queens', encodeBoard(board))
  return params
}

async function getJson<T>(path: string): Promise<T> {
  let response: Response
  try {
    response = await fetch(path, { headers: { accept: 'application/json' } })
  } catch {
    throw new ApiError('The API could not be reached; check your connection and try again.')
  }
  const body: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const detail = (body as { detail?: unknown } | undefined)?.detail
    throw new ApiError(typeof detail === 'string' ? detail : `The API answered ${response.status}.`)
  }
  return body as T
}
