import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../http/env.ts'
import { ProblemError } from '../http/problem.ts'
import { RETRY_AFTER_SECONDS } from '../http/limits.ts'

/**
 * @module
 * Per-client rate limiting with the Workers rate-limiting binding (`[[ratelimits]]` named
 * `RATE_LIMIT` in wrangler.toml, where the limit and period are set). The key is the client's IP
 * as Cloudflare's edge reports it (`CF-Connecting-IP`, which a client cannot set: the edge
 * overwrites it). Over the limit, the answer is a 429 problem+json with `Retry-After`.
 *
 * Requests with no binding or no `CF-Connecting-IP` pass: neither happens behind Cloudflare's
 * edge (or `wrangler dev`), only when the app is called in-process (`app.request` in Node tests).
 */

export const rateLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const limiter = c.env?.RATE_LIMIT
  const ip = c.req.header('CF-Connecting-IP')
  if (limiter === undefined || ip === undefined || ip === '') return next()
  const { success } = await limiter.limit({ key: ip })
  if (success) return next()
  throw new ProblemError(
    'rate-limited',
    `too many requests from ${ip}; wait ${RETRY_AFTER_SECONDS} seconds and try again`,
    undefined,
    { 'Retry-After': String(RETRY_AFTER_SECONDS) },
  )
}
