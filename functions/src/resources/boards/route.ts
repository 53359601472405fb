import { createRoute, z } from '@hono/zod-openapi'
import { MAX_PARSED_N, renderSvg, verifyPlacement } from '@nqueens/core'
import { renderBoardText } from './board-text.ts'
import { loadBoard } from '../../lib/permalinks/load-board.ts'
import { findNeighbours } from './neighbours.ts'
import { maxBudget, readPolicy } from '../../lib/budget/policy.ts'
import { createEndpoint, declarePages, IGNORES_OTHER_PARAMETERS } from '../../lib/http/endpoint.ts'
import { MAX_QUEENS_IN_URL } from '../../lib/http/limits.ts'
import { integerParam } from '../../lib/schemas/integers.ts'
import { CACHE_DETERMINISTIC } from '../../lib/http/cache.ts'
import { MIN_CARD_WIDTH, readCardWidth } from '../../lib/previews/thumbnails.ts'
import { IMAGES_RETRY_AFTER_SECONDS, renderPng } from '../../lib/previews/png.ts'
import { boardCardSvg } from '@nqueens/charts/board-card'
import { CARD } from '@nqueens/charts/card'
import { renderBoardEmbedPage } from './board-embed-page.ts'
import { renderBoardPage } from './board-page.ts'
import { canonicalPath } from '../../lib/permalinks/board-links.ts'

/** A board in a permalink's path: its size and its queens or recipe. */
const BOARD_PATH = {
  params: z.object({
    n: integerParam({
      name: 'n',
      in: 'path',
      minimum: 1,
      maximum: MAX_PARSED_N,
      range: 'route',
      description: 'Board size.',
      example: 8,
    }),
    board: z
      .string()
      .min(1)
      .max(MAX_QUEENS_IN_URL)
      .openapi({
        description:
          'The queens as in the API (`4,7,3,8,2,5,1,6`, `47382516`, `1:4,3:8`), or a recipe ' +
          'that regenerates a board: `~construct`, `~min-conflicts:42` (method and seed).',
        example: '4,7,3,8,2,5,1,6',
      }),
  }),
}

/** The PNG's answer when the images Worker that draws it cannot answer (lib/previews/png.ts). */
const IMAGES_UNAVAILABLE = {
  description:
    'The images Worker did not answer (`images-unavailable`); ask again after `Retry-After` ' +
    'seconds, or take the SVG.',
  headers: {
    'Retry-After': {
      description: 'Seconds to wait before asking again.',
      schema: { type: 'integer' as const, example: IMAGES_RETRY_AFTER_SECONDS },
    },
  },
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
}

/** `?theme=`: the colours of an image or embed; without it, light (images) or the reader's (embed). */
const themeQuery = (description: string) =>
  z
    .enum(['light', 'dark'])
    .optional()
    .openapi({ param: { name: 'theme', in: 'query' }, description, example: 'dark' })

/** `?width=` of the PNG: read by readCardWidth (lib/previews/thumbnails.ts), which states its range. */
const WIDTH_QUERY = z
  .number()
  .int()
  .min(MIN_CARD_WIDTH)
  .max(CARD.width)
  .optional()
  .openapi({
    param: { name: 'width', in: 'query' },
    description: `Pixels wide, for a thumbnail; the height keeps 1200:630. Default ${CARD.width}.`,
    example: 300,
  })

/**
 * What a permalink's form answers, as the contract declares its body: text for text and pages
 * (so that generated clients read it as text, not JSON), bytes for the PNG.
 */
const BODY_SCHEMAS: Record<string, { type: 'string'; format?: 'binary' }> = {
  'text/html': { type: 'string' },
  'text/plain': { type: 'string' },
  'image/svg+xml': { type: 'string' },
  'image/png': { type: 'string', format: 'binary' },
}

/**
 * A permalink's form, as the contract lists it: its path suffix, what it answers, and the query
 * parameters its handler reads (declared only: pages validate nothing before their handler).
 */
function boardRoute(
  suffix: string,
  operationId: string,
  type: keyof typeof BODY_SCHEMAS,
  summary: string,
  description: string,
  query: Record<string, z.ZodType> = {},
) {
  const page = type === 'text/html'
  return createRoute({
    method: 'get',
    operationId,
    path: `/{n}/{board}${suffix}`,
    summary,
    description: `${description} Bad boards answer 400 (an HTML page for the page itself). ${IGNORES_OTHER_PARAMETERS}`,
    request: { ...BOARD_PATH, query: z.object(query) },
    responses: {
      200: { description: summary, content: { [type]: { schema: BODY_SCHEMAS[type] } } },
      400: {
        description: 'Not a board: a problem, as an HTML page for the pages.',
        content: {
          [page ? 'text/html' : 'application/problem+json']: {
            schema: page ? BODY_SCHEMAS['text/html'] : { $ref: '#/components/schemas/Problem' },
          },
        },
      },
      ...(type === 'image/png' ? { 503: IMAGES_UNAVAILABLE } : {}),
    },
  })
}

const PAGE = boardRoute(
  '',
  'getBoardPage',
  'text/html',
  'The permalink page',
  'The board drawn, its verdict, twins and neighbours, and its embed snippet.',
)
const TWINS = [
  boardRoute(
    '.svg',
    'getBoardSvg',
    'image/svg+xml',
    'The board as SVG',
    'Attacking queens in red; `?theme=dark`.',
    { theme: themeQuery('The colours: `light` (the default) or `dark`.') },
  ),
  boardRoute(
    '.png',
    'getBoardPng',
    'image/png',
    'The board as PNG',
    'A 1200×630 image, for link previews, or `?width=` pixels wide; `?theme=dark`.',
    {
      theme: themeQuery('The colours: `light` (the default) or `dark`.'),
      width: WIDTH_QUERY,
    },
  ),
  boardRoute(
    '.txt',
    'getBoardText',
    'text/plain',
    'The board as text',
    'The verdict, the queens, and the board drawn.',
  ),
]
const EMBED = boardRoute(
  '/embed',
  'getBoardEmbed',
  'text/html',
  'The board as an embed',
  'The board alone for an iframe (any site may frame it), its verdict and a link back; ' +
    '`?theme=light` or `dark` fixes the colours.',
  { theme: themeQuery("Fixes the colours; without it, the embed follows the reader's scheme.") },
)

/**
 * GET /s/:n/:board, /s/:n/:board.svg, .png, .txt: a board's page, images and text (the PNG is
 * 1200×630, the page's link-preview image, or `?width=` pixels wide for a thumbnail; `?theme=dark`
 * darkens either image), and GET /s/:n/:board/embed: the board alone for an iframe
 * (`?theme=light|dark`), which any site may frame; the snippet on the permalink page and the
 * oEmbed answers point there.
 * `:board` is queens (`4,7,3,8,2,5,1,6`, `47382516`, `1:4,3:8`) or a recipe (`~construct`,
 * `~min-conflicts:42`). Every form is fully determined by its URL, so it is cached for long.
 */
export const boards = createEndpoint()
declarePages(boards, [PAGE, ...TWINS], '/:n/:board', async (c) => {
  const raw = c.req.param('board')
  const extension = /\.(svg|txt|png)$/.exec(raw)?.[1]
  const board = loadBoard(c.req.param('n'), extension ? raw.slice(0, -4) : raw, c.env)
  const verification = verifyPlacement(board.queens)
  if (extension === 'png') {
    const scheme = c.req.query('theme') === 'dark' ? 'dark' : 'light'
    const width = readCardWidth(c.req.query('width') ?? null)
    // Kept for long once drawn; a 503 from renderPng is not.
    const card = boardCardSvg(board.queens, { conflicts: verification.conflicts, theme: scheme })
    const png = await renderPng(c.env, card, width)
    c.header('Cache-Control', CACHE_DETERMINISTIC)
    return c.body(png, 200, { 'Content-Type': 'image/png' })
  }
  c.header('Cache-Control', CACHE_DETERMINISTIC)
  if (extension === 'svg') {
    const svg = renderSvg(board.queens, {
      highlight: 'conflicts',
      dark: c.req.query('theme') === 'dark',
    })
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8' })
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
declarePages(boards, [EMBED], '/:n/:board/embed', (c) => {
  const board = loadBoard(c.req.param('n'), c.req.param('board'), c.env)
  const theme = c.req.query('theme')
  return renderBoardEmbedPage({
    board,
    verification: verifyPlacement(board.queens),
    origin: new URL(c.req.url).origin,
    path: canonicalPath(board, c.req.param('board')),
    theme: theme === 'light' || theme === 'dark' ? theme : undefined,
  })
})
