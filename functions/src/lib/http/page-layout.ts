import { iconLinks, SITE_TITLE, STYLESHEET_PATH, renderFooter, renderHeader } from '@nqueens/design'
import { html, raw } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'

/**
 * The shell of every HTML page the Worker renders (permalinks, API reference, 404): the site's own
 * header, nav, footer and stylesheet (/site.css, a static asset of the built site), so these pages
 * look like the rest of the site. The one script is a file served by resources/boards/assets.ts, so the CSP
 * needs no 'unsafe-inline'.
 */
export interface PageOptions {
  title: string
  body: HtmlEscapedString | Promise<HtmlEscapedString>
  /** This page's path, to mark its nav item. */
  path: string
  status?: number
  /** A Cache-Control value; pages about a fixed board can be cached for long. */
  cache: string
  description?: string
  /** Open Graph / Twitter card: absolute URLs of the page and its 1200×630 PNG image. */
  card?: { url: string; image: string; imageAlt: string }
  /** More of the head: the oEmbed discovery link of a board's page. */
  head?: HtmlEscapedString | Promise<HtmlEscapedString>
}

/**
 * The pages' CSP. The pages' own scripts fetch nothing; `connect-src 'self'` is there because
 * auditors read a site's robots.txt from inside the page, as Lighthouse does, and a page that
 * blocks that fails their robots.txt check.
 */
export const PAGE_CSP = [
  "default-src 'none'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "manifest-src 'self'",
  "style-src 'self'",
  "script-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

const SCRIPT_PATH = '/s/-/page.js'

export async function renderPage(options: PageOptions): Promise<Response> {
  const { title, description, card } = options
  const page = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <title>${title}</title>
        ${description ? html`<meta name="description" content="${description}" />` : ''}
        ${card ? cardTags(title, description ?? title, card) : ''} ${options.head ?? ''}
        ${raw(iconLinks())}
        <link rel="stylesheet" href="${STYLESHEET_PATH}" />
        <script src="${SCRIPT_PATH}" defer></script>
      </head>
      <body>
        ${raw(renderHeader(options.path))}
        <main id="main">${options.body}</main>
        ${raw(renderFooter())}
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

/**
 * The link-preview card's tags (Open Graph, Twitter) and the canonical link: what unfurlers,
 * bookmark cards and oEmbed consumers' page scrapers read.
 */
export function cardTags(
  title: string,
  description: string,
  card: { url: string; image: string; imageAlt: string },
) {
  return html`<meta property="og:type" content="website" />
    <meta property="og:site_name" content="${SITE_TITLE}" />
    <meta property="og:title" content="${title}" />
    <meta property="og:description" content="${description}" />
    <meta property="og:url" content="${card.url}" />
    <meta property="og:image" content="${card.image}" />
    <meta property="og:image:type" content="image/png" />
    <meta property="og:image:width" content="1200" />
    <meta property="og:image:height" content="630" />
    <meta property="og:image:alt" content="${card.imageAlt}" />
    <meta name="twitter:card" content="summary_large_image" />
    <meta name="twitter:title" content="${title}" />
    <meta name="twitter:description" content="${description}" />
    <meta name="twitter:image" content="${card.image}" />
    <meta name="twitter:image:alt" content="${card.imageAlt}" />
    <link rel="canonical" href="${card.url}" />`
}
