/**
 * @module
 * The design system shared by the Astro site and the Worker's pages (`@nqueens/design`): the
 * palette (palette.ts), the header, nav and footer (chrome.ts), and the rules of /site.css
 * (`@nqueens/design/site.css`). Its own package, so the site and the Worker both declare it and
 * neither has to depend on the other for its look.
 */
export * from './chrome.ts'
export * from './palette.ts'
export * from './icons.ts'
