/**
 * @module
 * The header, nav and footer of every full page: the Astro pages render these strings with
 * `set:html`, the Worker's pages (permalinks, API docs, errors) with `raw`, so following a
 * permalink or the docs stays on the same site.
 */

export const SITE_TITLE = 'nqueens-edge'

/** The one stylesheet of every page (site/src/pages/site.css.ts builds it). */
export const STYLESHEET_PATH = '/site.css'

export const NAV = [
  { href: '/', label: 'Dashboard' },
  { href: '/solve/', label: 'Solve' },
  { href: '/algorithms/', label: 'Algorithms' },
  { href: '/sources/', label: 'Sources' },
  { href: '/jobs/', label: 'Jobs' },
  { href: '/api/docs', label: 'API docs' },
] as const

/** Whether the nav item `href` is the page at `path` (or a page under it). */
export function isCurrent(href: string, path: string): boolean {
  return href === '/' ? path === '/' : path.startsWith(href)
}

/**
 * The skip link and site header, with the current page marked.
 *
 * @example
 * renderHeader('/solve/') // '<a class="skip" …>…<a href="/solve/" aria-current="page">Solve</a>…'
 */
export function renderHeader(path: string): string {
  const items = NAV.map(
    ({ href, label }) =>
      `<li><a href="${href}"${isCurrent(href, path) ? ' aria-current="page"' : ''}>${label}</a></li>`,
  ).join('')
  return (
    '<a class="skip" href="#main">Skip to content</a>' +
    '<header class="site-header"><div class="bar">' +
    `<a href="/" class="brand"><span class="crown" aria-hidden="true">♛</span> ${SITE_TITLE}</a>` +
    `<nav aria-label="Site"><ul>${items}</ul></nav>` +
    '</div></header>'
  )
}

export function renderFooter(): string {
  return (
    '<footer class="site-footer"><p>' +
    `${SITE_TITLE}: exact N-Queens at the edge. Counts are checked against OEIS ` +
    '<a href="https://oeis.org/A000170">A000170</a> and ' +
    '<a href="https://oeis.org/A002562">A002562</a>.</p></footer>'
  )
}
