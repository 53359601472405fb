import { encodeBoard } from '../shared/board-state.ts'

/**
 * The API calls of the interactive board. Answers follow the design's API table; errors are
 * problem+json, whose `detail` is shown to the user as it is.
 */

export interface SolveAnswer {
  n: number
  status: 'solved' | 'unsatisfiable' | 'partial'
  /** The solution in 1-based notation (`1,5,8,6,3,7,2,4`), when solved. */
  queens?: string
  permalink?: string
  nodes: number
  cursor?: string
  /** Attacking pre-placed queens, 1-based `[r1, c1, r2, c2]`, when that is why it is unsatisfiable. */
  conflicts?: [number, number, number, number][]
}

export interface SolutionsPage {
  n: number
  /** `complete`: no solutions follow this page; `partial`: `cursor` continues. */
  status: 'complete' | 'partial'
  /** Each solution in 1-based notation, in lexicographic order; fewer than asked when the budget ran out. */
  solutions: string[]
  nodes: number
  cursor?: string
  /** On a partial page: the nodes searched over every page so far. */
  progress?: { nodes: number }
}

/** `/api/count` with `queens`: the solutions that keep them (`algorithm: completions`). */
export interface CountAnswer {
  n: number
  status: 'complete' | 'partial'
  /** Exact, as a decimal string. */
  total: string
  /** Queens given. */
  placed: number
  /** Nodes of this request. */
  nodes: number
  cursor?: string
  /** Attacking pre-placed queens, 1-based `[r1, c1, r2, c2]`: then the total is 0. */
  conflicts?: [number, number, number, number][]
}

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
): Promise<SolutionsPage> {
  const params = boardParams(board)
  params.set('limit', String(limit))
  if (cursor) params.set('cursor', cursor)
  return getJson<SolutionsPage>(`/api/solutions?${params}`)
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
