import { encodeQueens, MAX_SVG_DETAIL_N, renderSvg, type Verification } from '@nqueens/core'
import { iconLinks, SITE_TITLE, STYLESHEET_PATH } from '@nqueens/design'
import { html, raw } from 'hono/html'
import type { NamedBoard } from '../../lib/permalinks/load-board.ts'
import { CACHE_DETERMINISTIC } from '../../lib/http/cache.ts'
import { oembedLink } from '../../lib/previews/oembed-link.ts'
import { cardTags, PAGE_CSP } from '../../lib/http/page-layout.ts'

/** The board embeds' own script: it reports the page's height to the host page, and speaks
 * WordPress's embed protocol (charts/src/embed-report.ts). Deferred: it measures the whole page. */
const EMBED_SCRIPT_PATH = '/s/-/embed.js'

/** The pages' CSP, but any site may frame an embed. */
const EMBED_CSP = PAGE_CSP.replace("frame-ancestors 'none'", 'frame-ancestors *')

export interface BoardEmbedView {
  board: NamedBoard
  verification: Verification
  origin: string
  /** The board's permalink path, which the embed links back to. */
  path: string
  theme?: 'light' | 'dark'
}

/**
 * /s/<n>/<queens>/embed: the board alone for an iframe, in the site's stylesheet (`?theme=` fixes
 * light or dark): the board as large as the frame's width and height allow (the part that fills
 * the frame, `data-fill`), a two-line verdict,
 * and a link back to the permalink (its twins and verification). Past MAX_SVG_DETAIL_N rows the
 * picture is core's density view and the caption a summary, not a million squares.
 */
export async function renderBoardEmbedPage(view: BoardEmbedView): Promise<Response> {
  const { board, verification: v, origin, path, theme } = view
  const n = board.n
  const verdict = v.valid
    ? 'a solution'
    : v.conflicts.length > 0
      ? `not a solution: ${v.conflicts.length}${v.conflicts.length >= 1000 ? '+' : ''} attacking pair${v.conflicts.length === 1 ? '' : 's'}`
      : 'not yet a solution: some rows are empty'
  const notation = encodeQueens(board.queens)
  const summary =
    n > MAX_SVG_DETAIL_N
      ? 'drawn in blocks of rows and columns, shaded by their queens.'
      : n <= 16
        ? html`<code>${notation}</code>`
        : ''
  const title = `${n} queens: ${verdict}`
  const description =
    n <= 64
      ? `${n} queens at ${notation}: ${verdict}. The board to embed, with a link to its page.`
      : `A board of ${n} queens: ${verdict}. The board to embed, with a link to its page.`
  const page = html`<!doctype html>
    <html lang="en" ${theme ? raw(`data-theme="${theme}"`) : ''}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="robots" content="noindex" />
        <title>${title} · ${SITE_TITLE}</title>
        <meta name="description" content="${description}" />
        ${cardTags(`${title} · ${SITE_TITLE}`, description, {
          url: `${origin}${path}`,
          image: `${origin}${path}.png`,
          imageAlt: `${n}-queens board, ${verdict}`,
        })}
        ${oembedLink(origin, `${origin}${path}`, `${n} queens`)} ${raw(iconLinks())}
        <link rel="stylesheet" href="${STYLESHEET_PATH}" />
        <script src="${EMBED_SCRIPT_PATH}" defer></script>
      </head>
      <body class="embed board-embed">
        <main>
          <h1 class="visually-hidden">${title}</h1>
          <figure class="board-embed-figure">
            <div class="board-embed-board" data-fill>
              ${theme !== 'dark' ? drawBoard(board, 'light') : ''}
              ${theme !== 'light' ? drawBoard(board, 'dark') : ''}
            </div>
            <figcaption>
              <strong class="${v.valid ? 'verdict-good' : 'verdict-bad'}">${n} queens,</strong>
              ${verdict}${n > MAX_SVG_DETAIL_N ? ',' : '.'} ${summary}
            </figcaption>
          </figure>
          <p class="source">
            <a href="${origin}${path}" target="_blank" rel="noopener"
              >Twins and verification on ${SITE_TITLE}</a
            >
          </p>
        </main>
      </body>
    </html>`
  return new Response(String(await page), {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': CACHE_DETERMINISTIC,
      'Content-Security-Policy': EMBED_CSP,
    },
  })
}

/**
 * The board in one scheme. Without `?theme=` both are drawn and the stylesheet shows the one
 * matching the reader's (`.board-light`, `.board-dark`); the stylesheet makes it as large as the
 * frame allows (lib/previews/embed-sizes.ts has the page's sizes).
 */
function drawBoard(board: NamedBoard, scheme: 'light' | 'dark') {
  const svg = renderSvg(board.queens, {
    highlight: 'conflicts',
    size: 480,
    idPrefix: `embed-${scheme}`,
    dark: scheme === 'dark',
  })
  return raw(svg.replace('<svg ', `<svg class="board-${scheme}" `))
}
