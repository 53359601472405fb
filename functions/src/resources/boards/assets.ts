import { CACHE_ASSET } from '../../lib/http/cache.ts'
import { createEndpoint, siteRoute } from '../../lib/http/endpoint.ts'
import { EMBED_MESSAGE, reportEmbedHeight } from '@nqueens/charts/embeds'
import { PAGE_JS } from './page-js.ts'

/** The board embeds' script: the chart embeds' height reporter, as its own source. */
const EMBED_JS = `(${reportEmbedHeight.toString()})(${JSON.stringify(EMBED_MESSAGE)})\n`

/**
 * GET /s/-/page.js: the script of the Worker's pages, and /s/-/embed.js, the board embeds'. Their
 * stylesheet is the site's own /site.css, a static asset.
 */
export const assets = createEndpoint()
  .openapi(siteRoute('/page.js', 'text/javascript'), (c) => {
    c.header('Cache-Control', CACHE_ASSET)
    return c.body(PAGE_JS, 200, { 'Content-Type': 'text/javascript; charset=utf-8' })
  })
  .openapi(siteRoute('/embed.js', 'text/javascript'), (c) => {
    c.header('Cache-Control', CACHE_ASSET)
    return c.body(EMBED_JS, 200, { 'Content-Type': 'text/javascript; charset=utf-8' })
  })
