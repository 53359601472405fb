import type { MiddlewareHandler } from 'hono'

/**
 * Headers every Worker response carries. Pages set their own CSP (lib/http/page-layout.ts); this adds a
 * strict one to anything else that has none, so a JSON or SVG answer opened in a tab runs nothing.
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next()
  const headers = c.res.headers
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
  if (!headers.has('Content-Security-Policy')) {
    // SVG boards style themselves inline; with no script source nothing inline can run. No other
    // site may frame such an answer; the pages that may be framed (a board's embed page,
    // resources/boards/board-embed-page.ts, and the site's /embed/ pages, site/public/_headers) set their own.
    headers.set(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    )
  }
}
