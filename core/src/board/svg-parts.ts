/**
 * @module
 * Pieces shared by the SVG views: colours, escaping, the queen glyph.
 */

export interface Palette {
  light: string
  dark: string
  queen: string
  outline: string
  conflict: string
  text: string
}

/** Classic board browns in light mode; slate greys in dark mode. Red marks attacks in both. */
export const PALETTES: { light: Palette; dark: Palette } = {
  light: {
    light: '#f0d9b5',
    dark: '#b58863',
    queen: '#1f1f1f',
    outline: '#ffffff',
    conflict: '#d62828',
    text: '#1f1f1f',
  },
  dark: {
    light: '#4b5263',
    dark: '#2c313c',
    queen: '#f4f4f4',
    outline: '#111111',
    conflict: '#ff5c5c',
    text: '#f4f4f4',
  },
}

/** Escapes text for an XML text node or a double- or single-quoted attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&${ESCAPES[ch]};`)
}
const ESCAPES: Record<string, string> = {
  '&': 'amp',
  '<': 'lt',
  '>': 'gt',
  '"': 'quot',
  "'": 'apos',
}

/** A circle as path commands, so the whole crown is one path. */
function circle(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`
}

/**
 * A crown drawn in a 100×100 box: a band, five points and three balls, as shapes (the raster
 * images test points against them) and as one SVG path. Drawn rather than the ♛ character, so it
 * looks the same without any font.
 */
export const CROWN = {
  /** `[left, top, right, bottom]` */
  band: [20, 78, 80, 88],
  points: [
    [20, 72],
    [12, 34],
    [33, 52],
    [50, 22],
    [67, 52],
    [88, 34],
    [80, 72],
  ],
  /** `[cx, cy, r]` */
  balls: [
    [12, 30, 6],
    [50, 17, 7],
    [88, 30, 6],
  ],
} as const

/** The crown as one SVG path in its 100×100 box, for marks and icons drawn from the same shapes. */
export const CROWN_PATH =
  `M${CROWN.band[0]} ${CROWN.band[1]}H${CROWN.band[2]}V${CROWN.band[3]}H${CROWN.band[0]}Z` +
  `M${CROWN.points.map(([x, y]) => `${x} ${y}`).join('L')}Z` +
  CROWN.balls.map(([cx, cy, r]) => circle(cx, cy, r)).join('')

/** Trims a number for an attribute: integers stay integers, the rest keep 3 decimals. */
export function num(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 1000) / 1000)
}
