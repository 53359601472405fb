import type { Context } from 'hono'

/**
 * Cache policies. An answer that the URL fully determines (a verification, a complete or known
 * count, a permalink) may be kept for a day; the ETag middleware lets clients revalidate for free.
 * The Worker keeps such answers itself too (lib/middleware/kept-answers.ts): CACHE_DETERMINISTIC on a
 * 200 marks an answer for keeping, on the routes whose questions have a key (kept-key.ts). A partial answer is deterministic too, but it is a step
 * in a longer walk, so clients may keep it briefly and the Worker does not keep it.
 */
export const CACHE_DETERMINISTIC = 'public, max-age=86400'
const CACHE_PARTIAL = 'public, max-age=60'
/** Static files of the pages (CSS, JS), versioned by deploy only: an hour. */
export const CACHE_ASSET = 'public, max-age=3600'

export function cacheFor(c: Context, deterministic: boolean): void {
  c.header('Cache-Control', deterministic ? CACHE_DETERMINISTIC : CACHE_PARTIAL)
}
