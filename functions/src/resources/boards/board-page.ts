import {
  canonicalForm,
  encodeQueens,
  MAX_SVG_DETAIL_N,
  renderSvg,
  transforms,
  type SymmetryName,
  type Verification,
} from '@nqueens/core'
import { html, raw } from 'hono/html'
import { BOARD_MAX_N, BOARD_MIN_N } from '../../lib/permalinks/board-sizes.ts'
import type { NamedBoard } from '../../lib/permalinks/load-board.ts'
import type { Neighbours } from './neighbours.ts'
import { CACHE_DETERMINISTIC } from '../../lib/http/cache.ts'
import { boardPermalink } from '../../lib/permalinks/board-links.ts'
import { boardEmbedSnippet } from '../../lib/previews/embed-snippets.ts'
import { BOARD_EMBED_WIDTH, boardFrameHeight } from '../../lib/previews/embed-sizes.ts'
import { boardSnippets, renderEmbedSnippets } from './board-snippets.ts'
import { renderPage } from '../../lib/http/page-layout.ts'
import { oembedLink } from '../../lib/previews/oembed-link.ts'
import { MAX_QUEENS_IN_URL } from '../../lib/http/limits.ts'

export interface BoardPageView {
  board: NamedBoard
  verification: Verification
  /** `https://host` of this request, for absolute links in meta tags and the copy button. */
  origin: string
  /** This page's path, as requested. */
  path: string
  neighbours?: Neighbours
}

/** Conflicts listed on the page; the SVG marks all of them. */
const LISTED = 50

/** How the page names each of the 8 symmetries of the square under its twin. */
const SYMMETRY_LABELS: Record<SymmetryName, string> = {
  identity: 'this board',
  rotate90: 'turned a quarter clockwise',
  rotate180: 'turned half a turn',
  rotate270: 'turned a quarter counter-clockwise',
  reflectHorizontal: 'mirrored left to right',
  reflectVertical: 'mirrored top to bottom',
  reflectDiagonal: 'flipped across the main diagonal',
  reflectAntiDiagonal: 'flipped across the other diagonal',
}

/** The HTML permalink page: the board, its verdict, twins, neighbours and links. */
export function renderBoardPage(view: BoardPageView): Promise<Response> {
  const { board, verification: v, origin, path } = view
  const n = board.n
  const notation = encodeQueens(board.queens)
  const shown = notation.length > 120 ? `${notation.slice(0, 117)}…` : notation
  const verdict = v.valid
    ? `A solution: ${n} queens, none attacking another.`
    : v.conflicts.length > 0
      ? `Not a solution: ${attackingPairs(v.conflicts.length)} attack each other.`
      : `Not yet a solution: ${countPlaced(board.queens)} of ${n} rows hold a queen, none attacking.`
  const title = `${n} queens${v.valid ? '' : ' (not a solution)'}: ${shown}`
  const interactive =
    n >= BOARD_MIN_N && n <= BOARD_MAX_N
      ? `/solve/?n=${n}&queens=${encodeQueens(board.queens)}`
      : undefined
  const base = stripExtension(path)
  // One form for every link to this board: the API's (digits up to n = 9), or the recipe asked for.
  const canonical = board.recipe ? base : (boardPermalink(board.queens) ?? base)
  const snippet = boardEmbedSnippet({
    origin,
    path: canonical,
    title: `${n} queens${v.valid ? '' : ' (not a solution)'}`,
    width: BOARD_EMBED_WIDTH,
    height: boardFrameHeight(BOARD_EMBED_WIDTH),
    sizing: true,
  })
  const more = boardSnippets(`${origin}${canonical}`, snippet, n, v.valid)
  const body = html`<h1>${n}-queens board</h1>
    <p class="${v.valid ? 'verdict-good' : 'verdict-bad'}"><strong>${verdict}</strong></p>
    ${
      board.recipe
        ? html`<p>
            Regenerated from the recipe <code>${board.recipe.method}</code>, seed
            <code>${board.recipe.seed}</code>: the same board every time.
          </p>`
        : ''
    }
    <figure class="board-figure">
      ${raw(renderSvg(board.queens, { highlight: 'conflicts', size: 480, idPrefix: 'board' }))}
    </figure>
    <p class="queens">Queens by row (1-based columns, 0 = empty): <code>${shown}</code></p>
    <div class="actions">
      <button type="button" data-copy="${origin}${canonical}">Copy link</button>
      <button type="button" data-copy="${snippet}">Copy embed</button>
      <button type="button" data-copy="${more.markdown}">Copy Markdown</button>
      <button type="button" data-copy="${more.ghost}">Copy Ghost card</button>
      ${n <= 1000 ? html`<button type="button" data-copy="${notation}">Copy queens</button>` : ''}
      ${interactive ? html`<a href="${interactive}">Open on the interactive board</a>` : ''}
      <a href="${base}.svg">SVG image</a>
      <a href="${base}.png">PNG image</a>
      <a href="${base}.txt">Text</a>
      ${notation.length <= MAX_QUEENS_IN_URL ? html`<a href="/api/verify?queens=${notation}">Verify by API</a>` : ''}
    </div>
    ${renderEmbedSnippets(snippet, more, canonical)}
    ${notation.length > MAX_QUEENS_IN_URL ? renderPostVerify(origin, base) : ''}
    ${v.conflicts.length ? renderConflicts(v) : ''} ${renderNeighbours(view.neighbours)}
    ${renderTwins(board, v)}`
  return renderPage({
    title: `${title} · nqueens-edge`,
    description: verdict,
    body,
    path,
    cache: CACHE_DETERMINISTIC,
    card: {
      url: `${origin}${canonical}`,
      image: `${origin}${canonical}.png`,
      imageAlt: `${n}-queens board. ${verdict}`,
    },
    head: oembedLink(origin, `${origin}${canonical}`, `${n} queens`),
  })
}

/**
 * A board longer than GET /api/verify takes (`MAX_QUEENS_IN_URL` characters) is verified by POST:
 * its queens are the second line of the .txt.
 */
function renderPostVerify(origin: string, base: string) {
  const command =
    `printf '{"queens":"%s"}' "$(curl -s '${origin}${base}.txt' | sed -n 2p)" |\n` +
    `  curl -s -X POST -H 'Content-Type: application/json' -d @- '${origin}/api/verify'`
  return html`<p>
      Too long for a link to <code>/api/verify</code>: verify it by POST, with its queens taken from
      the text version.
    </p>
    <pre tabindex="0"><code>${command}</code></pre>`
}

function renderConflicts(v: Verification) {
  return html`<h2>Attacking pairs</h2>
    <ul>
      ${v.conflicts
        .slice(0, LISTED)
        .map(
          ([r1, c1, r2, c2]) =>
            html`<li>
              row ${r1} column ${c1} and row ${r2} column ${c2}:
              ${c1 === c2 ? 'same column' : 'same diagonal'}
            </li>`,
        )}
    </ul>
    ${v.conflicts.length > LISTED ? html`<p>… and ${v.conflicts.length - LISTED} more (all marked in red).</p>` : ''}`
}

function renderNeighbours(neighbours: Neighbours | undefined) {
  if (!neighbours) return ''
  const { previous, next, index, total } = neighbours
  if (total === 0) return html`<p>This n has no solutions.</p>`
  return html`<h2>Neighbours in lexicographic order</h2>
    <p>
      ${index !== undefined ? html`Solution ${index + 1} of ${total}. ` : `Among the ${total} solutions: `}
      ${previous ? html`<a href="${previous}" rel="prev">← previous solution</a>` : index !== undefined ? 'This is the first solution.' : 'none comes before this board.'}
      ·
      ${next ? html`<a href="${next}" rel="next">next solution →</a>` : index !== undefined ? 'This is the last solution.' : 'none comes after this board.'}
    </p>`
}

function renderTwins(board: NamedBoard, v: Verification) {
  if (!v.valid) {
    return html`<h2>Symmetric twins</h2>
      <p>Twins are shown for solutions, and this board is not one.</p>`
  }
  if (board.n > MAX_SVG_DETAIL_N) {
    return html`<h2>Symmetric twins</h2>
      <p>
        Twins are drawn for solutions up to n = ${MAX_SVG_DETAIL_N}; this one has n = ${board.n}.
      </p>`
  }
  const canonical = canonicalForm(board.queens)
  const seen = new Set<string>()
  const twins = transforms(board.queens).filter(({ queens }) => {
    const key = queens.join(',')
    return seen.has(key) ? false : (seen.add(key), true)
  })
  const canonicalLink = boardPermalink(canonical)
  return html`<h2>Symmetric twins</h2>
    <p>
      The 8 symmetries of the square make ${twins.length} distinct
      board${twins.length === 1 ? '' : 's'} of this one. Canonical form (the smallest):
      ${canonicalLink ? html`<a href="${canonicalLink}"><code>${encodeQueens(canonical)}</code></a>` : encodeQueens(canonical)}
    </p>
    <ul class="twins">
      ${twins.map(({ name, queens }, i) => {
        const link = boardPermalink(queens)
        const label = SYMMETRY_LABELS[name]
        const image = raw(renderSvg(queens, { size: 128, idPrefix: `twin${i}`, title: label }))
        return html`<li>${link ? html`<a href="${link}">${image}</a>` : image}${label}</li>`
      })}
    </ul>`
}

/** `1 pair of queens`, `3 pairs of queens`, `1000+ pairs of queens` (the list stops at 1000). */
function attackingPairs(count: number): string {
  return count === 1 ? '1 pair of queens' : `${count}${count >= 1000 ? '+' : ''} pairs of queens`
}

function countPlaced(queens: ArrayLike<number>): number {
  let placed = 0
  for (let row = 0; row < queens.length; row++) if (queens[row] >= 0) placed++
  return placed
}

function stripExtension(path: string): string {
  return path.replace(/\.(svg|txt|png)$/, '')
}
