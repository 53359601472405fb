/**
 * @module
 * The colours of every page, the site's and the Worker's alike, in one place. `themeCss()` turns
 * them into the custom properties of /site.css; the SVG and PNG images take them directly.
 */

/** Page colours: background, surfaces, text, borders, links, and the good and bad verdicts. */
export const PAGE_COLORS = {
  light: {
    bg: '#f7f8fb',
    surface: '#ffffff',
    fg: '#1c2430',
    muted: '#5b6573',
    border: '#dde2ea',
    accent: '#0b5cad',
    'accent-soft': '#e7f0fb',
    good: '#1a7f37',
    bad: '#b42318',
  },
  dark: {
    bg: '#0f1318',
    surface: '#171c23',
    fg: '#e6e9ef',
    muted: '#9aa4b2',
    border: '#2c3440',
    accent: '#7cb7ff',
    'accent-soft': '#1b2a3d',
    good: '#56d364',
    bad: '#ff8a80',
  },
} as const

/**
 * Series colours, light and dark, chosen to stay apart for common colour-vision deficiencies
 * (Okabe–Ito based). Pages read them as `--series-0…`; the SVG twins embed them directly.
 */
export const SERIES_COLORS = {
  // The ninth, a violet, for the timing chart's ninth series (WebGPU, where the bench had a GPU).
  light: [
    '#0072b2',
    '#d55e00',
    '#009e73',
    '#cc79a7',
    '#7a6500',
    '#56a0d3',
    '#333333',
    '#a0522d',
    '#7b4fa8',
  ],
  dark: [
    '#56b4e9',
    '#f0a050',
    '#3cc79a',
    '#e79ccb',
    '#f0e442',
    '#9ecbff',
    '#dddddd',
    '#d2a679',
    '#c8a2f0',
  ],
} as const

/** Neutral chart colours: text, muted text, grid lines, background, the cap line. */
export const CHART_COLORS = {
  light: { fg: '#1c2430', muted: '#5b6573', grid: '#e3e7ee', bg: '#ffffff', cap: '#b42318' },
  dark: { fg: '#e6e9ef', muted: '#9aa4b2', grid: '#2c3440', bg: '#14181f', cap: '#ff8a80' },
} as const

export type Scheme = 'light' | 'dark'

function variables(scheme: Scheme): string {
  return [
    `color-scheme:${scheme}`,
    ...Object.entries(PAGE_COLORS[scheme]).map(([name, color]) => `--${name}:${color}`),
    ...SERIES_COLORS[scheme].map((color, i) => `--series-${i}:${color}`),
    ...Object.entries(CHART_COLORS[scheme]).map(([name, color]) => `--chart-${name}:${color}`),
  ].join(';')
}

/**
 * The custom properties, light by default, dark when the reader prefers it, and either one when
 * the page says so with `<html data-theme="light|dark">` (the embeds' `?theme=`).
 *
 * @example
 * themeCss() // ':root{color-scheme:light;--bg:#f7f8fb;…}@media (prefers-color-scheme: dark){…}'
 */
export function themeCss(): string {
  return (
    `:root{${variables('light')}}` +
    `@media (prefers-color-scheme: dark){:root:not([data-theme='light']){${variables('dark')}}}` +
    `:root[data-theme='dark']{${variables('dark')}}`
  )
}
