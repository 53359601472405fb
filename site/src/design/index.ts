// The design system shared by the Astro site and the Worker's pages (`@nqueens/site/design`).
export * from './chrome.ts'
export * from './palette.ts'
