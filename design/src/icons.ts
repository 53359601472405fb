/**
 * @module
 * The site's mark and icon set. One source, `markSvg`: core's crown, white on the accent colour.
 * The site generates every icon file from it at build time (site/src/build/icons.ts, rasterised by
 * resvg), and every page, the Astro site's and the Worker's, declares them with `iconLinks()`, so
 * browsers, bookmark cards and link unfurlers show this mark.
 */
import { CROWN_PATH } from '@nqueens/core'
import { PAGE_COLORS } from './palette.ts'
import { SITE_TITLE } from './chrome.ts'

/** The icon files, as paths on the site. */
export const ICON_PATHS = {
  svg: '/icon.svg',
  ico: '/favicon.ico',
  appleTouch: '/apple-touch-icon.png',
  manifest: '/site.webmanifest',
} as const

/** The PNG sizes inside favicon.ico. */
export const ICO_SIZES = [16, 32, 48] as const
/** The size iOS asks for; an opaque square, which iOS rounds itself. */
export const APPLE_TOUCH_SIZE = 180

/** The web manifest's PNG icons: `any` is the rounded mark, `maskable` the square with a safe zone. */
export const MANIFEST_ICONS = [
  { path: '/icon-192.png', size: 192, purpose: 'any' },
  { path: '/icon-512.png', size: 512, purpose: 'any' },
  { path: '/icon-maskable-512.png', size: 512, purpose: 'maskable' },
] as const

export type MarkShape = 'rounded' | 'square' | 'maskable'

/** The crown's bounding box inside its 100×100 box (core's CROWN). */
const CROWN_BOX = { x: 6, y: 10, width: 88, height: 78 }
/** How much of the icon the crown's width takes, per shape: a maskable icon keeps it in the central circle. */
const CROWN_SHARE: Record<MarkShape, number> = { rounded: 0.68, square: 0.62, maskable: 0.5 }

/**
 * The mark as an SVG `size` pixels square: the crown centred on the accent colour, in a rounded
 * square (`rounded`, for tabs and manifests) or filling the square (`square`, opaque, for iOS;
 * `maskable`, the crown within the safe circle that launchers crop to).
 *
 * @example
 * markSvg(32) // '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 100 100">…</svg>'
 */
export function markSvg(size: number, shape: MarkShape = 'rounded'): string {
  const scale = (100 * CROWN_SHARE[shape]) / CROWN_BOX.width
  const x = 50 - (CROWN_BOX.x + CROWN_BOX.width / 2) * scale
  const y = 50 - (CROWN_BOX.y + CROWN_BOX.height / 2) * scale
  const radius = shape === 'rounded' ? 22 : 0
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">` +
    `<rect width="100" height="100" rx="${radius}" fill="${PAGE_COLORS.light.accent}"/>` +
    `<path transform="translate(${round(x)} ${round(y)}) scale(${round(scale)})" ` +
    `fill="#ffffff" d="${CROWN_PATH}"/></svg>`
  )
}

/** The `<link>` tags that declare the icons, for every page's head. */
export function iconLinks(): string {
  return (
    `<link rel="icon" href="${ICON_PATHS.ico}" sizes="${ICO_SIZES.map((s) => `${s}x${s}`).join(' ')}" />` +
    `<link rel="icon" href="${ICON_PATHS.svg}" type="image/svg+xml" />` +
    `<link rel="apple-touch-icon" href="${ICON_PATHS.appleTouch}" sizes="${APPLE_TOUCH_SIZE}x${APPLE_TOUCH_SIZE}" />` +
    `<link rel="manifest" href="${ICON_PATHS.manifest}" />`
  )
}

/** The web manifest (`/site.webmanifest`): the name, colours and icons an installed site uses. */
export function webManifest(): Record<string, unknown> {
  return {
    name: SITE_TITLE,
    short_name: SITE_TITLE,
    description: 'Exact N-Queens counts, solutions and benchmarks, at the edge.',
    start_url: '/',
    display: 'standalone',
    background_color: PAGE_COLORS.light.bg,
    theme_color: PAGE_COLORS.light.accent,
    icons: [
      { src: ICON_PATHS.svg, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ...MANIFEST_ICONS.map(({ path, size, purpose }) => ({
        src: path,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose,
      })),
    ],
  }
}

function round(value: number): string {
  return String(Math.round(value * 1000) / 1000)
}
