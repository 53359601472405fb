/**
 * Errors as `application/problem+json` (RFC 9457). Every failure the Worker answers is thrown (or,
 * for no route, found) and answered by one function, `answerProblem` (errors.ts), so clients see
 * one shape: type, title, status, detail, and the parameter at fault when there is one. `type` is
 * a relative URI into the API reference, where each kind is explained.
 */
export interface Problem {
  type: string
  title: string
  status: number
  detail: string
  /** The query or path parameter at fault (`n`, `queens`, `cursor`, …). */
  parameter?: string
}

export const PROBLEM_TYPES = {
  'invalid-input': { status: 400, title: 'Invalid input' },
  'not-found': { status: 404, title: 'Not found' },
  'method-not-allowed': { status: 405, title: 'Method not allowed' },
  'payload-too-large': { status: 413, title: 'Payload too large' },
  'unsupported-media-type': { status: 415, title: 'Unsupported media type' },
  'rate-limited': { status: 429, title: 'Too many requests' },
  'not-implemented': { status: 501, title: 'Not implemented' },
  'cursors-unavailable': { status: 503, title: 'Cursors are unavailable' },
  'jobs-unavailable': { status: 503, title: 'Jobs are unavailable' },
  'images-unavailable': { status: 503, title: 'Images are unavailable' },
  'internal-error': { status: 500, title: 'Internal error' },
} as const

export type ProblemType = keyof typeof PROBLEM_TYPES

/** Thrown by handlers for failures other than bad input (which core's InvalidInputError covers). */
export class ProblemError extends Error {
  readonly problem: Problem
  readonly headers: Record<string, string>

  constructor(type: ProblemType, detail: string, parameter?: string, headers = {}) {
    super(detail)
    this.name = 'ProblemError'
    this.problem = makeProblem(type, detail, parameter)
    this.headers = headers
  }
}

export function makeProblem(type: ProblemType, detail: string, parameter?: string): Problem {
  const { status, title } = PROBLEM_TYPES[type]
  const problem: Problem = { type: `/api/docs#${type}`, title, status, detail }
  if (parameter !== undefined) problem.parameter = parameter
  return problem
}

/**
 * A problem without `type`, which RFC 9457 reads as `about:blank`: its title is then the status's
 * own phrase. The oEmbed provider answers its failures so, because WordPress reads a `type` in any
 * answer as an oEmbed type, and shows a failure that has one as an empty embed instead of saying
 * the URL could not be embedded.
 */
export type UntypedProblem = Omit<Problem, 'type'>

const STATUS_PHRASES = { 400: 'Bad Request', 404: 'Not Found', 501: 'Not Implemented' } as const

/** Thrown by the oEmbed provider for its failures; answered as an untyped problem. */
export class UntypedProblemError extends Error {
  readonly problem: UntypedProblem

  constructor(status: keyof typeof STATUS_PHRASES, detail: string, parameter?: string) {
    super(detail)
    this.name = 'UntypedProblemError'
    this.problem = { title: STATUS_PHRASES[status], status, detail }
    if (parameter !== undefined) this.problem.parameter = parameter
  }
}

export function problemResponse(
  problem: Problem | UntypedProblem,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(problem), {
    status: problem.status,
    headers: {
      'Content-Type': 'application/problem+json; charset=utf-8',
      // An error says nothing lasting about the resource; never let a cache keep it.
      'Cache-Control': 'no-store',
      ...headers,
    },
  })
}
