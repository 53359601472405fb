import { html } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'

/**
 * The shell of every HTML page the Worker renders (permalinks, API reference, 404). Styles and the
 * one script are files served by routes/assets.ts, so the CSP needs no 'unsafe-inline'.
 */
export interface PageOptions {
  title: string
  body: HtmlEscapedString | Promise<HtmlEscapedString>
  status?: number
  /** A Cache-Control value; pages about a fixed board can be cached for long. */
  cache: string
  description?: string
  /** Open Graph / Twitter card: absolute URLs of the page and its image. */
  card?: { url: string; image: string; imageAlt: string }
}

export const PAGE_CSP = [
  "default-src 'none'",
  "img-src 'self' data:",
  "style-src 'self'",
  "script-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

export const STYLESHEET_PATH = '/s/-/page.css'
export const SCRIPT_PATH = '/s/-/page.js'
/** The site's inline crown icon (site/src/consts.ts), so pages never ask for /favicon.ico. */
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><text y="14" font-size="14">♛</text></svg>',
)}`

export async function renderPage(options: PageOptions): Promise<Response> {
  const { title, description, card } = options
  const page = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        ${description ? html`<meta name="description" content="${description}" />` : ''}
        ${
          card
            ? html`<meta property="og:type" content="website" />
                <meta property="og:site_name" content="nqueens-edge" />
                <meta property="og:title" content="${title}" />
                <meta property="og:description" content="${description ?? title}" />
                <meta property="og:url" content="${card.url}" />
                <meta property="og:image" content="${card.image}" />
                <meta property="og:image:alt" content="${card.imageAlt}" />
                <meta name="twitter:card" content="summary" />
                <meta name="twitter:title" content="${title}" />
                <meta name="twitter:description" content="${description ?? title}" />
                <meta name="twitter:image" content="${card.image}" />
                <meta name="twitter:image:alt" content="${card.imageAlt}" />
                <link rel="canonical" href="${card.url}" />`
            : ''
        }
        <link rel="icon" href="${FAVICON}" />
        <link rel="stylesheet" href="${STYLESHEET_PATH}" />
        <script src="${SCRIPT_PATH}" defer></script>
      </head>
      <body>
        <header>
          <a href="/">nqueens-edge</a> · <a href="/solve/">Solve</a> ·
          <a href="/algorithms/">Algorithms</a> · <a href="/sources/">Sources</a> ·
          <a href="/jobs/">Jobs</a> ·
          <a href="/api/docs">API</a>
        </header>
        <main>${options.body}</main>
      </body>
    </html>`
  return new Response(String(await page), {
    status: options.status ?? 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': options.cache,
      'Content-Security-Policy': PAGE_CSP,
    },
  })
}
