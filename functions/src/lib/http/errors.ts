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
  type UntypedProblem,
} from './problem.ts'
import { errorPage } from './error-page.ts'
import { notFoundPage } from './not-found.ts'
import { quoteSent } from './sent.ts'

/**
 * Every error thrown while a request is answered (wired as `app.onError`): bad input anywhere
 * (core's `InvalidInputError`, a schema's 400), a route's own `ProblemError`, the rate limit's
 * 429, an oversized body's 413, Hono's refusals, and bugs.
 */
export function handleError(error: Error, c: Context): Response | Promise<Response> {
  if (error instanceof UntypedProblemError) return answerProblem(c, error.problem)
  const { problem, headers } = toProblem(error, c)
  return answerProblem(c, problem, headers)
}

/**
 * The one place a problem becomes an answer: problem+json, or, for a person who opened a page,
 * the same problem as a page (a permalink's error page, or the not-found page of a path no route
 * has). The app's refusals of any request, the rate limit's 429 and a wrong method's 405, are
 * problem+json everywhere, as the contract states them for every route.
 */
export function answerProblem(
  c: Context,
  problem: Problem | UntypedProblem,
  headers: Record<string, string> = {},
): Response | Promise<Response> {
  const path = c.req.path
  const anyRequest = problem.status === 429 || problem.status === 405
  if (!anyRequest && path !== '/api' && !path.startsWith('/api/')) {
    if (problem.status === 404) return notFoundPage(path)
    if (path.startsWith('/s/') && !/\.(svg|txt|png)$/.test(path)) {
      return errorPage(problem as Problem, path)
    }
  }
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
 * 405 problem with `Allow` (`allowed`, the path's methods); an unknown path is a 404.
 */
export function handleNotFound(c: Context, allowed: string[] = []): Response | Promise<Response> {
  const path = c.req.path
  if (allowed.length > 0) {
    const methods = allowed.join(', ')
    const detail = `${quoteSent(path)} takes ${methods}, not ${c.req.method}`
    return answerProblem(c, makeProblem('method-not-allowed', detail), { Allow: methods })
  }
  return answerProblem(
    c,
    makeProblem('not-found', `no route ${c.req.method} ${quoteSent(path)}; see /api/docs`),
  )
}
