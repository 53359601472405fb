import { createEndpoint, declarePages } from '../../lib/http/endpoint.ts'
import { serveChartPage } from './chart-page.ts'

/**
 * GET /charts/<chart>/: a chart's page with its context, the site's built page passed through the
 * Worker (wrangler.toml's run_worker_first) to gain its oEmbed discovery link and its card for
 * the URL as asked (resources/embeds/chart-page.ts). A page of the site, not of the API: declared without a
 * place in the contract.
 */
export const chartPages = createEndpoint()
declarePages(chartPages, [], '/:chart{[a-z0-9-]+}/', (c) =>
  serveChartPage(c.req.raw, c.env, c.req.param('chart')),
)
