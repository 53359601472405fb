/**
 * @module Kept answers: a Worker's answers are not cached in front of it unless it keeps them, so
 * complete, deterministic answers (counts, verifications, finished solves, permalink pages and
 * images) go into the Workers Cache API (`caches.default`, one per Cloudflare location) under
 * their canonical key (kept-key.ts). The second asker near the same location gets the kept bytes
 * without anything being computed again.
 *
 * What is kept is what a route marks as fully determined by its URL (`Cache-Control:
 * CACHE_DETERMINISTIC`, lib/http/cache.ts) and answers with 200, on the routes `keptKey` names (a
 * finished job or a page of solutions carries that header too, for caches in front, and is not
 * kept here). Partial steps (`max-age=60`) are not
 * kept: their cursor is signed with CURSOR_SECRET, and a kept one would outlive a rotation of the
 * secret; and only a walk's first step could ever be found again (the next ones carry a cursor).
 * Errors (`no-store`) and 429s (answered before this runs) are never kept.
 *
 * Answers say `X-Kept: hit` (from the cache) or `X-Kept: miss` (computed; kept if complete).
 * Requests whose answers are never kept (a `cursor` or `budget`, other routes, POST) carry none,
 * and so do requests to a `*.workers.dev` host: Cache API calls do nothing there (only a custom
 * domain has a cache), so nothing is looked up, put, or claimed (docs/deploy.md).
 */
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../http/env.ts'
import { CACHE_DETERMINISTIC } from '../http/cache.ts'
import { keptKey } from './kept-key.ts'

/** Registered inside ETag, CORS and security headers, so a kept answer gets them as a new one. */
export const keepAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  const context = executionContext(c)
  const method = c.req.method
  const url = new URL(c.req.url)
  const key =
    context && (method === 'GET' || method === 'HEAD') && !url.hostname.endsWith('.workers.dev')
      ? keptKey(url, c.env.CF_VERSION_METADATA.id)
      : undefined
  if (context === undefined || key === undefined) return next()
  const cache = caches.default
  // A cache that fails to answer is a miss: the answer is computed as if nothing were kept.
  const kept = await cache.match(key).catch(() => undefined)
  if (kept !== undefined) {
    const response = new Response(kept.body, kept)
    // The Cache API's own marker; X-Kept says the same in the API's words.
    response.headers.delete('CF-Cache-Status')
    response.headers.set('X-Kept', 'hit')
    return response
  }
  await next()
  const response = c.res
  if (response.status === 200 && response.headers.get('Cache-Control') === CACHE_DETERMINISTIC) {
    context.waitUntil(
      cache.put(key, response.clone()).catch((error: unknown) => {
        console.error(`keeping ${key}:`, error)
      }),
    )
  }
  response.headers.set('X-Kept', 'miss')
}

/** The request's execution context; `app.request` in tests calls the app without one. */
function executionContext(c: Context): Context['executionCtx'] | undefined {
  try {
    return c.executionCtx
  } catch {
    return undefined
  }
}
