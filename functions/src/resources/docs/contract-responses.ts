import { RETRY_AFTER_SECONDS } from '../../lib/http/limits.ts'

/**
 * @module
 * The answers the app's middleware can give any operation, declared on each in one place, so
 * that clients that model answers by status know them: a 304 for a GET whose ETag the client
 * sent (hono's etag on /api and /s), a 405 for a method the path does not take, the rate
 * limit's 429, a 400 for an unknown query parameter on an API route, a POST body's 413 and
 * 415, and the 503 of a deployment without what a route needs. A route's own declaration of a status is kept (oEmbed's problems, a permalink page's HTML).
 */

type Responses = Record<string, unknown>

const PROBLEM = {
  'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } },
}

const problem = (description: string, headers?: Responses) => ({
  description,
  ...(headers ? { headers } : {}),
  content: PROBLEM,
})

const NOT_MODIFIED = {
  description:
    'Not modified: the answer is still the one whose `ETag` was sent in `If-None-Match`.',
  headers: { ETag: { description: 'The strong ETag of the answer.', schema: { type: 'string' } } },
}

const SHARED = {
  400: problem('Bad input, an unknown query parameter included: `parameter` names it.'),
  405: problem('This path does not take the method; `Allow` lists the ones it does.', {
    Allow: { description: 'The methods the path takes.', schema: { type: 'string' } },
  }),
  413: problem('The body is over the most this route reads.'),
  415: problem(
    'The body is declared a type that is not JSON (`parameter: content-type`); send ' +
      '`application/json`, or no Content-Type.',
  ),
  429: problem(
    `Too many requests from this address; wait the seconds in Retry-After (${RETRY_AFTER_SECONDS}).`,
    {
      'Retry-After': {
        description: 'Seconds to wait before asking again.',
        schema: { type: 'integer', example: RETRY_AFTER_SECONDS },
      },
    },
  ),
  503: problem(
    'The deployment lacks what the route needs: a `CURSOR_SECRET` for cursors ' +
      '(`cursors-unavailable`), or the jobs bindings (`jobs-unavailable`).',
  ),
} as const

/** The routes that sign cursors or reach the jobs' Durable Object: a 503 where it is missing. */
const NEEDS_DEPLOYMENT = /^\/api\/(count|solve|solutions|jobs)(\/|$)/

/** The operation's responses with every status the app may answer it with. */
export function withSharedResponses(
  method: string,
  path: string,
  responses: Responses = {},
): Responses {
  const shared: Responses = { 405: SHARED[405], 429: SHARED[429] }
  if (method === 'get') shared[304] = NOT_MODIFIED
  // Every API route refuses unknown parameters; /api/docs, a page for people, ignores them.
  if (path.startsWith('/api/') && path !== '/api/docs') shared[400] = SHARED[400]
  if (method === 'post') Object.assign(shared, { 413: SHARED[413], 415: SHARED[415] })
  if (NEEDS_DEPLOYMENT.test(path)) shared[503] = SHARED[503]
  const merged: Responses = { ...shared, ...responses }
  // In status order, as a reader scans them.
  return Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b)))
}
