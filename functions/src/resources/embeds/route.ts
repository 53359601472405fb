import { InvalidInputError } from '@nqueens/core'
import { describeSelection } from '@nqueens/charts/chart-selection'
import { applySelection, embedCharts, isChartId, readSelection } from '@nqueens/charts/embeds'
import { CACHE_DETERMINISTIC } from '../../lib/http/cache.ts'
import { createEndpoint, declarePages } from '../../lib/http/endpoint.ts'
import { ProblemError } from '../../lib/http/problem.ts'
import { chartCardSvg } from '@nqueens/charts/card'
import { renderPng } from '../../lib/previews/png.ts'
import { serveChartPage } from './chart-page.ts'
import { drawsChartCards, readCardWidth } from '../../lib/previews/thumbnails.ts'

/**
 * GET /embed/<chart>/: the site's chart embed pages pass through the Worker (wrangler.toml's
 * run_worker_first) to gain their oEmbed discovery link and a link-preview card for the URL as
 * asked, as the chart's page does (resources/embeds/chart-page.ts): the canonical URL is the chart's page.
 * The page itself is the built static asset, with its own headers (site/public/_headers).
 *
 * GET /embed/<chart>/card.png: that chart's card, chosen series and all, `?width=` pixels wide
 * (16 to 1200, default 1200; the height keeps 1200:630), for cards and oEmbed thumbnails; on a
 * deployment with too small a CPU allowance to draw it, a redirect to the whole chart's built card
 * (lib/previews/thumbnails.ts).
 *
 * These are pages and images of the site, not of the API: declared without a place in the
 * contract, each reading its own parameters.
 */
export const embedPages = createEndpoint()
declarePages(embedPages, [], '/:chart{[a-z0-9-]+}/card.png', async (c) => {
  const id = c.req.param('chart')
  if (!isChartId(id)) {
    throw new ProblemError('not-found', `there is no chart ${JSON.stringify(id)}`, 'chart')
  }
  const url = new URL(c.req.url)
  // A deployment whose requests cannot afford to draw a card gets the whole chart's built one.
  if (!drawsChartCards(c.env)) return c.redirect(`${url.origin}/embed/${id}.card.png`, 302)
  const chart = embedCharts()[id]
  const result = readSelection(url.searchParams, chart)
  if (!result.ok) throw new InvalidInputError(result.parameter, result.detail)
  const width = readCardWidth(url.searchParams.get('width'))
  const subtitle = describeSelection(chart, result.selection) || undefined
  const svg = chartCardSvg(applySelection(chart, result.selection), { subtitle })
  const png = await renderPng(c.env, svg, width)
  c.header('Cache-Control', CACHE_DETERMINISTIC)
  return c.body(png, 200, { 'Content-Type': 'image/png' })
})
declarePages(embedPages, [], '/:chart{[a-z0-9-]+}/', (c) =>
  serveChartPage(c.req.raw, c.env, c.req.param('chart')),
)
// Anything else under /embed/ that reaches the Worker is the asset as it is.
declarePages(embedPages, [], '/*', async (c) => {
  const asset = await c.env.ASSETS.fetch(c.req.raw)
  return new Response(asset.body, asset)
})
