import { InvalidInputError } from '@nqueens/core'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import {
  makeProblem,
  ProblemError,
  problemResponse,
  UntypedProblemError,
  type Problem,
  type ProblemType,
} from './problem.ts'
import { errorPage } from '../pages/error-page.ts'
import { notFoundPage } from '../pages/not-found.ts'
import { quoteSent } from './sent.ts'

/**
 * The one place a thrown error becomes a response (wired as `app.onError`): problem+json, or an
 * HTML page with the same content for the permalink pages people open in a browser.
 */
export function handleError(error: Error, c: Context): Response | Promise<Response> {
  if (error instanceof UntypedProblemError) return problemResponse(error.problem)
  const { problem, headers } = toProblem(error, c)
  const path = c.req.path
  if (path.startsWith('/s/') && !/\.(svg|txt|png)$/.test(path)) return errorPage(problem, path)
  return problemResponse(problem, headers)
}

function toProblem(
  error: Error,
  c: Context,
): { problem: Problem; headers?: Record<string, string> } {
  if (error instanceof InvalidInputError) {
    return { problem: makeProblem('invalid-input', error.detail, error.parameter) }
  }
  if (error instanceof ProblemError) return { problem: error.problem, headers: error.headers }
  if (error instanceof HTTPException) {
    // Hono's own refusals: malformed JSON bodies (400), wrong Content-Type (415), and the like.
    const type = HTTP_TYPES[error.status] ?? 'invalid-input'
    if (error.status === 415) {
      const detail = 'is not a JSON type this route reads; send Content-Type: application/json'
      return { problem: makeProblem(type, detail, 'content-type') }
    }
    return { problem: makeProblem(type, error.message || 'the request was refused') }
  }
  // A bug, not the client's doing: log it for `wrangler tail`, say little.
  console.error(`${c.req.method} ${c.req.path}:`, error)
  return { problem: makeProblem('internal-error', 'something went wrong on our side') }
}

const HTTP_TYPES: Record<number, ProblemType> = {
  400: 'invalid-input',
  404: 'not-found',
  405: 'method-not-allowed',
  413: 'payload-too-large',
  415: 'unsupported-media-type',
}

/**
 * Requests no route answered (wired as `app.notFound`): on a path that exists, a wrong method is a
 * 405 problem with `Allow` (`allowed`, the path's methods); an unknown path is a 404,
 * problem+json under /api, an HTML page elsewhere.
 */
export function handleNotFound(c: Context, allowed: string[] = []): Response | Promise<Response> {
  const path = c.req.path
  if (allowed.length > 0) {
    const methods = allowed.join(', ')
    return problemResponse(
      makeProblem('method-not-allowed', `${quoteSent(path)} takes ${methods}, not ${c.req.method}`),
      { Allow: methods },
    )
  }
  if (path === '/api' || path.startsWith('/api/')) {
    return problemResponse(
      makeProblem('not-found', `no route ${c.req.method} ${quoteSent(path)}; see /api/docs`),
    )
  }
  return notFoundPage(path)
}
