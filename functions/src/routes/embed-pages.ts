import { embedCharts, isChartId } from '@nqueens/charts/embeds'
import { createEndpoint, declarePages } from '../http/endpoint.ts'
import { oembedLink } from '../pages/oembed-link.ts'

/**
 * GET /embed/<chart>/: the site's chart embed pages pass through the Worker (wrangler.toml's
 * run_worker_first) only to gain their oEmbed discovery link, which must name the origin that
 * serves them: the page itself is the built static asset, with its own headers (site/public/_headers).
 * The link names the page with its query, so a consumer embeds the chart as chosen. These are
 * pages of the site, not of the API: declared without a place in the contract.
 */
export const embedPages = createEndpoint()
declarePages(embedPages, [], '/:chart{[a-z0-9-]+}/', async (c) => {
  const asset = await c.env.ASSETS.fetch(c.req.raw)
  const type = asset.headers.get('Content-Type') ?? ''
  if (asset.status !== 200 || !type.startsWith('text/html')) return new Response(asset.body, asset)
  const url = new URL(c.req.url)
  const chart = c.req.param('chart')
  const title = isChartId(chart) ? embedCharts()[chart].title : 'This chart'
  const link = String(await oembedLink(url.origin, url.href, title))
  const page = new HTMLRewriter()
    .on('head', { element: (head) => void head.append(link, { html: true }) })
    .transform(asset)
  // A fresh Response: the asset's headers are immutable, and the middleware adds its own.
  return new Response(page.body, page)
})
// Anything else under /embed/ that reaches the Worker is the asset as it is.
declarePages(embedPages, [], '/*', async (c) => {
  const asset = await c.env.ASSETS.fetch(c.req.raw)
  return new Response(asset.body, asset)
})
