/**
 * @module
 * The copy-paste snippets of an embed, built the same way at build time (with the deployment's
 * origin) and in the browser (with the origin that served the page, by embed-snippet.ts).
 */
import { selectionQuery, type ChartSelection } from '@nqueens/charts/chart-selection'
import { EMBED_WIDTH } from '@nqueens/charts/embed-size'
import { frameSnippet } from '@nqueens/charts/snippets'
import { escapeXml } from '@nqueens/charts/svg'

export type EmbedTheme = 'auto' | 'light' | 'dark'
export type ImageFormat = 'svg' | 'png'

export interface EmbedTarget {
  /** `https://host[:port]`, no trailing slash. */
  origin: string
  /** A chart id: `time-vs-n`, `max-n`, `local-search`. */
  id: string
  title: string
  /** The iframe's fixed height, for host pages without the sizing script. */
  height: number
  theme: EmbedTheme
  /** Chosen algorithms and range of n, carried in the frame's URL; the images show everything. */
  selection?: ChartSelection
}

/** The embed page's URL for a target: its choice and theme in the query. */
export function embedUrl(target: EmbedTarget): string {
  const { origin, id, theme, selection = {} } = target
  return `${origin}/embed/${id}/${selectionQuery(selection, theme)}`
}

/**
 * The chart's page for a target (/charts/<chart>/, the chart with the site's header, what it
 * shows and its numbers), its choice and theme in the query: the link people share and paste.
 */
export function chartPageUrl(target: EmbedTarget): string {
  const { origin, id, theme, selection = {} } = target
  return `${origin}/charts/${id}/${selectionQuery(selection, theme)}`
}

/**
 * The chart's frame at the embeds' width, with its sizing script (`frameSnippet`, the one frame
 * builder, shared with the Worker's board embeds and oEmbed answers).
 *
 * @example
 * iframeSnippet({ origin: 'https://q.example', id: 'max-n', title: 'Largest n', height: 520, theme: 'dark' })
 * // '<iframe src="https://q.example/embed/max-n/?theme=dark" … height="520" …></iframe>\n<script src="https://q.example/embed/host.js" async></script>'
 */
export function iframeSnippet(target: EmbedTarget): string {
  const { origin, title, height } = target
  return frameSnippet(embedUrl(target), { origin, title, width: EMBED_WIDTH, height, sizing: true })
}

/**
 * The static image, linked to the chart on the dashboard. An SVG follows the theme by itself;
 * a PNG in the automatic theme is a `<picture>` with the dark twin for dark readers.
 */
export function imageSnippet(target: EmbedTarget, format: ImageFormat): string {
  const { origin, id, title, theme } = target
  const base = `${origin}/embed/${id}`
  const file = (scheme: EmbedTheme) => `${base}${scheme === 'auto' ? '' : `.${scheme}`}.${format}`
  const img = (src: string) =>
    `<img src="${src}" alt="${escapeXml(title)}" width="${EMBED_WIDTH}" ` +
    'style="max-width:100%;height:auto">'
  const link = (inner: string) => `<a href="${origin}/#${id}">${inner}</a>`
  if (format === 'svg') return link(img(file(theme)))
  if (theme !== 'auto') return link(img(file(theme)))
  return link(
    `<picture><source srcset="${file('dark')}" media="(prefers-color-scheme: dark)">` +
      `${img(file('light'))}</picture>`,
  )
}
