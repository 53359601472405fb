import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppEnv } from './env.ts'
import { ProblemError } from './problem.ts'

/**
 * Refuses a body over `maxBytes` with a 413 problem naming `body` before it is read: by its Content-Length when
 * it has one, else as it streams in (hono's bodyLimit). Typed for this app, as its routes are.
 */
export function limitBody(maxBytes: number): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new ProblemError(
        'payload-too-large',
        `the body is over ${maxBytes.toLocaleString('en-US')} bytes, the most this route reads`,
        'body',
      )
    },
  })
}
