import { encodeQueens, InvalidInputError } from '@nqueens/core'
import { NAV, SITE_TITLE } from '@nqueens/design'
import { boardPermalink } from '../../lib/permalinks/board-links.ts'
import { BOARD_MAX_N, BOARD_MIN_N } from '../../lib/permalinks/board-sizes.ts'
import { loadBoard } from '../../lib/permalinks/load-board.ts'
import type { AppEnv } from '../../lib/http/env.ts'
import { createEndpoint, siteRoute } from '../../lib/http/endpoint.ts'
import { rewriteCard, type CardChanges } from '../../lib/previews/card-rewrite.ts'

/**
 * GET of the site's own pages (the nav's): the built page, its link-preview card naming the
 * origin that serves it (wrangler.toml's run_worker_first). `/solve/?n=…&queens=…` shows a board,
 * so its card keeps that query and shows that board (its permalink's PNG); a query the page
 * cannot read leaves the card of the page as built. These are the site's pages, not the API's:
 * declared without a place in the contract.
 */
export const sitePages = createEndpoint()

for (const { href } of NAV.filter(({ href }) => !href.startsWith('/api/'))) {
  sitePages.openapi(siteRoute(href, 'text/html'), async (c) => {
    const asset = await c.env.ASSETS.fetch(c.req.raw)
    const type = asset.headers.get('Content-Type') ?? ''
    if (asset.status !== 200 || !type.startsWith('text/html'))
      return new Response(asset.body, asset)
    const url = new URL(c.req.url)
    const changes = href === '/solve/' ? solveCard(url, c.env) : undefined
    const page = rewriteCard(asset, url.origin, changes)
    return new Response(page.body, page)
  })
}

function solveCard(url: URL, env: AppEnv['Bindings']): CardChanges | undefined {
  const n = url.searchParams.get('n')
  const queens = url.searchParams.get('queens')
  if (n === null || queens === null) return undefined
  try {
    const board = loadBoard(n, queens, env)
    const path = boardPermalink(board.queens)
    // The page reads boards of BOARD_MIN_N to BOARD_MAX_N only; any other shows its empty board.
    if (!path || board.n < BOARD_MIN_N || board.n > BOARD_MAX_N) return undefined
    const notation = encodeQueens(board.queens)
    return {
      url: `${url.origin}/solve/?n=${board.n}&queens=${notation}`,
      image: `${url.origin}${path}.png`,
      imageAlt: `The ${board.n}-queens board ${notation}`,
      title: `Solve: ${board.n} queens, ${notation} · ${SITE_TITLE}`,
    }
  } catch (error) {
    if (error instanceof InvalidInputError) return undefined
    throw error
  }
}
