import { renderSvg, verifyPlacement } from '@nqueens/core'
import { Hono } from 'hono'
import { renderBoardText } from '../boards/board-text.ts'
import { loadBoard } from '../boards/load-board.ts'
import { findNeighbours } from '../boards/neighbours.ts'
import { maxBudget, readPolicy } from '../budget/policy.ts'
import type { AppEnv } from '../env.ts'
import { CACHE_DETERMINISTIC } from '../http/cache.ts'
import { readCardWidth } from '../embeds/thumbnails.ts'
import { rasterizeBoard } from '../images/board-png.ts'
import { encodePng } from '../images/png.ts'
import { renderBoardEmbedPage } from '../pages/board-embed-page.ts'
import { renderBoardPage } from '../pages/board-page.ts'
import { boardPermalink } from '../boards/board-links.ts'

/**
 * GET /s/:n/:board/embed: the board alone for an iframe (`?theme=light|dark`), which any site may
 * frame; the snippet on the permalink page and the oEmbed answers point here.
 *
 * GET /s/:n/:board, /s/:n/:board.svg, .png, .txt: a board's page, images and text (the PNG is
 * 1200×630, the page's link-preview image, or `?width=` pixels wide for a thumbnail; `?theme=dark`
 * darkens either image).
 * `:board` is queens (`4,7,3,8,2,5,1,6`, `47382516`, `1:4,3:8`) or a recipe (`~construct`,
 * `~min-conflicts:42`). Every variant is fully determined by its URL, so it is cached for long.
 */
export const boards = new Hono<AppEnv>()
  .get('/:n/:board/embed', (c) => {
    const board = loadBoard(c.req.param('n'), c.req.param('board'), c.env)
    const theme = c.req.query('theme')
    const path = board.recipe
      ? `/s/${board.n}/~${board.recipe.method}:${board.recipe.seed}`
      : (boardPermalink(board.queens) ?? `/s/${board.n}/${c.req.param('board')}`)
    return renderBoardEmbedPage({
      board,
      verification: verifyPlacement(board.queens),
      origin: new URL(c.req.url).origin,
      path,
      theme: theme === 'light' || theme === 'dark' ? theme : undefined,
    })
  })
  .get('/:n/:board', async (c) => {
    const raw = c.req.param('board')
    const extension = /\.(svg|txt|png)$/.exec(raw)?.[1]
    const board = loadBoard(c.req.param('n'), extension ? raw.slice(0, -4) : raw, c.env)
    const verification = verifyPlacement(board.queens)
    c.header('Cache-Control', CACHE_DETERMINISTIC)
    if (extension === 'svg') {
      const svg = renderSvg(board.queens, {
        highlight: 'conflicts',
        dark: c.req.query('theme') === 'dark',
      })
      return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8' })
    }
    if (extension === 'png') {
      const scheme = c.req.query('theme') === 'dark' ? 'dark' : 'light'
      const width = readCardWidth(c.req.query('width') ?? null)
      const image = rasterizeBoard(board.queens, verification.conflicts, scheme, width)
      const png = await encodePng(image)
      return c.body(png, 200, { 'Content-Type': 'image/png' })
    }
    if (extension === 'txt') {
      return c.text(renderBoardText(board.queens, verification))
    }
    const url = new URL(c.req.url)
    const budget = maxBudget(readPolicy(c.env), 'enumerate', board.n, true)
    return renderBoardPage({
      board,
      verification,
      origin: url.origin,
      path: url.pathname,
      neighbours: findNeighbours(board.queens, budget),
    })
  })
