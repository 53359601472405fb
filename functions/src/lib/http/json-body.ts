import type { MiddlewareHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from './env.ts'
import { answerProblem } from './errors.ts'
import { makeProblem, ProblemError } from './problem.ts'
import { quoteSent } from './sent.ts'

/** JSON's media type, with or without parameters (`application/json; charset=utf-8`). */
const JSON_TYPE = /^application\/json$/i

/**
 * What fetch itself declares for a string body when the caller names no type (Fetch standard,
 * "extract a body"): a client that sends `JSON.stringify(body)` and no header, as kubb's fetch
 * client does, arrives so. It is read as no type at all; `text/plain` named any other way is a
 * type the client chose, and stays a 415.
 */
const FETCH_DEFAULT_TYPE = 'text/plain;charset=UTF-8'
const FETCH_DEFAULT = /^text\/plain;charset=utf-8$/i

/**
 * The request body of a route that reads JSON, as the contract declares it: the media types the
 * server takes (`readsJson`), each with the same `schema`. OpenAPI cannot declare a body sent with
 * no Content-Type at all, which is read as JSON too; the description says so.
 */
export function jsonRequestBody<S>(schema: S) {
  return {
    required: true,
    description:
      'JSON, sent as `application/json`, as `text/plain;charset=UTF-8` (what fetch names a ' +
      'string body when the caller names no type), or with no Content-Type at all.',
    content: { 'application/json': { schema }, [FETCH_DEFAULT_TYPE]: { schema } },
  }
}

/**
 * For the routes that read a JSON body (after limitBody, before the body's schema): a body sent
 * without a Content-Type (or with fetch's own default for text) is read as JSON, since some
 * generated clients name none; a declared
 * type that is not JSON is a 415 naming the header; a body that is not JSON at all is a 400 naming
 * `body`, in our words and with an `example` of what the route reads.
 */
export function readsJson(example: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const declared = c.req.header('content-type')?.trim()
    if (!declared || FETCH_DEFAULT.test(declared)) {
      const headers = new Headers(c.req.raw.headers)
      headers.set('Content-Type', 'application/json')
      c.req.raw = new Request(c.req.raw, { headers })
    } else if (!JSON_TYPE.test(declared.split(';')[0].trim())) {
      throw new ProblemError(
        'unsupported-media-type',
        `is ${quoteSent(declared)}; send the body as JSON, with Content-Type: application/json ` +
          '(or none)',
        'content-type',
      )
    }
    await next()
    // Hono's validator answers its own 400 when JSON.parse fails (app.onError has made it a
    // response by now); say it as every problem is said.
    const error = c.error
    if (error instanceof HTTPException && error.status === 400) {
      const empty = (await c.req.text()).trim() === ''
      c.res = undefined
      c.res = await answerProblem(
        c,
        makeProblem(
          'invalid-input',
          `${empty ? 'is empty' : 'is not JSON'}; send a JSON object, like ${example}`,
          'body',
        ),
      )
    }
  }
}
