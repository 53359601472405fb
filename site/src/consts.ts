// Site-wide constants, in one place.
export const SITE_TITLE = 'nqueens-edge'
export const SITE_DESCRIPTION =
  'Exact N-Queens counts, solutions for a million queens, board completion and algorithm benchmarks, at the edge.'

/** The site's own address, for the copy-paste embed snippets. */
export const SITE_URL = 'https://nqueens-edge.workers.dev'

/** An inline icon, so no page asks the server for a favicon. */
export const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><text y="14" font-size="14">♛</text></svg>',
)}`

export const NAV = [
  { href: '/', label: 'Dashboard' },
  { href: '/solve/', label: 'Solve' },
  { href: '/algorithms/', label: 'Algorithms' },
  { href: '/sources/', label: 'Sources' },
  { href: '/jobs/', label: 'Jobs' },
  { href: '/api/docs', label: 'API docs' },
] as const

/** How the dashboard names each algorithm id. */
export const ALGORITHM_LABELS: Record<string, string> = {
  'brute-force': 'Brute force',
  backtrack: 'Backtracking',
  flags: 'Flag arrays',
  bitmask: 'Bitmask',
  mirror: 'Bitmask + mirror',
  symmetry: 'Symmetry (8-fold)',
  constellation: 'Constellations',
  parallel: 'Parallel',
  first: 'First (backtracking)',
  mrv: 'MRV + forward checking',
  enumerate: 'Enumerate',
  shuffle: 'Random shuffle',
  boltzmann: 'Boltzmann machine',
  'swap-det': 'Swap (deterministic)',
  'swap-random': 'Swap (random)',
  'min-conflicts': 'Min-conflicts',
  construct: 'Construction',
}

export function algorithmLabel(id: string): string {
  return ALGORITHM_LABELS[id] ?? id
}

/**
 * Series colours, light and dark, chosen to stay apart for common colour-vision deficiencies
 * (Okabe–Ito based). The page exposes them as `--series-0…`; the SVG twins embed them directly.
 */
export const SERIES_COLORS = {
  light: ['#0072b2', '#d55e00', '#009e73', '#cc79a7', '#7a6500', '#56a0d3', '#333333', '#a0522d'],
  dark: ['#56b4e9', '#f0a050', '#3cc79a', '#e79ccb', '#f0e442', '#9ecbff', '#dddddd', '#d2a679'],
} as const

/** Neutral chart colours: text, muted text, grid lines, background. */
export const CHART_COLORS = {
  light: { fg: '#1c2430', muted: '#5b6573', grid: '#e3e7ee', bg: '#ffffff', cap: '#b42318' },
  dark: { fg: '#e6e9ef', muted: '#9aa4b2', grid: '#2c3440', bg: '#14181f', cap: '#ff8a80' },
} as const

/** The CSS custom properties that both the page and its charts read. */
export function themeCss(): string {
  const vars = (scheme: 'light' | 'dark') =>
    [
      ...SERIES_COLORS[scheme].map((color, i) => `--series-${i}:${color}`),
      ...Object.entries(CHART_COLORS[scheme]).map(([name, color]) => `--chart-${name}:${color}`),
    ].join(';')
  return `:root{${vars('light')}}@media (prefers-color-scheme: dark){:root{${vars('dark')}}}`
}
