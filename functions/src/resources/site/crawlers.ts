import { NAV } from '@nqueens/design'
import { CACHE_ASSET } from '../../lib/http/cache.ts'
import { createEndpoint, siteRoute } from '../../lib/http/endpoint.ts'

/**
 * GET /robots.txt and /sitemap.xml, written by the Worker (wrangler.toml's run_worker_first) so
 * that both name the origin they are served from, as the oEmbed links do. The sitemap lists the
 * site's pages, the nav's; permalinks are reached through links from those pages, not listed
 * (there is one for every board).
 */
export const crawlers = createEndpoint()
  .openapi(siteRoute('/robots.txt', 'text/plain'), (c) => {
    const origin = new URL(c.req.url).origin
    c.header('Cache-Control', CACHE_ASSET)
    return c.text(`User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`)
  })
  .openapi(siteRoute('/sitemap.xml', 'application/xml'), (c) => {
    const origin = new URL(c.req.url).origin
    const urls = NAV.map(({ href }) => `  <url><loc>${origin}${href}</loc></url>`).join('\n')
    c.header('Cache-Control', CACHE_ASSET)
    return c.body(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      200,
      { 'Content-Type': 'application/xml; charset=utf-8' },
    )
  })
