import { describeSelection, selectionTitle } from '@nqueens/charts/chart-selection'
import { embedCharts, isChartId, readSelection } from '@nqueens/charts/embeds'
import { CARD } from '@nqueens/charts/card'
import { SITE_TITLE } from '@nqueens/design'
import type { AppEnv } from '../../lib/http/env.ts'
import { chartCardUrl, drawsChartCards, selectionOnly } from '../../lib/previews/thumbnails.ts'
import { rewriteCard } from '../../lib/previews/card-rewrite.ts'
import { oembedLink } from '../../lib/previews/oembed-link.ts'

/**
 * A chart's built page as the Worker serves it, the frame (/embed/<chart>/) and the page with
 * context (/charts/<chart>/) alike: the static asset, with an oEmbed discovery link and a
 * link-preview card for the URL as asked. Both name the chart's page as canonical, on the serving
 * origin; for chosen series (`?algorithms=…&from=…&to=…`) the selection is kept in that URL, named
 * in the title and drawn in the image. Anything but an HTML page is the asset as it is.
 */
export async function serveChartPage(
  request: Request,
  env: AppEnv['Bindings'],
  id: string,
): Promise<Response> {
  const asset = await env.ASSETS.fetch(request)
  const type = asset.headers.get('Content-Type') ?? ''
  if (asset.status !== 200 || !type.startsWith('text/html')) return new Response(asset.body, asset)
  const url = new URL(request.url)
  const chart = isChartId(id) ? embedCharts()[id] : undefined
  const page = `${url.origin}/charts/${id}/`
  const result = chart ? readSelection(url.searchParams, chart) : undefined
  const selection = chart && result?.ok ? result.selection : {}
  const chosen = chart ? describeSelection(chart, selection) : ''
  const title = chart ? selectionTitle(chart, selection) : 'This chart'
  // The consumer asks about the chart's page, with the query as asked (a theme too, for its frame).
  const link = String(await oembedLink(url.origin, `${page}${url.search}`, title))
  const card =
    chart && chosen
      ? {
          url: `${page}${selectionOnly(url.searchParams)}`,
          image: chartCardUrl(
            url.origin,
            chart.id,
            url.searchParams,
            CARD.width,
            drawsChartCards(env),
          ),
          title: `${title} · ${SITE_TITLE}`,
          description: `${chosen} ${chart.summary}`,
        }
      : undefined
  const served = new HTMLRewriter()
    .on('head', { element: (head) => void head.append(link, { html: true }) })
    .transform(rewriteCard(asset, url.origin, card))
  // A fresh Response: the asset's headers are immutable, and the middleware adds its own.
  return new Response(served.body, served)
}
