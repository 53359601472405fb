/**
 * @module
 * The snippets for each way people publish (`@nqueens/charts/snippets`): one module, pure, that
 * the Worker (permalink pages, oEmbed answers) and the site's chart builder both import, so a
 * board and a chart are pasted the same way.
 *
 * - The frame: an iframe at a fixed size and, unless the size must hold, /embed/host.js, which
 *   resizes the frame to the height its page reports (site/src/browser/embed-host.ts).
 * - Markdown (READMEs, forums, anywhere HTML is refused or printed as text): the static image,
 *   linked to its page.
 * - Ghost's HTML card: the iframe snippet in the figure Ghost gives its own embed cards, so the
 *   theme centres and spaces it like them. Ghost shows a live embed from a pasted URL only for
 *   providers in oembed.com's registry; the HTML card is the way until this service is listed.
 * - A plain link: the page itself, for link services (Notion, Medium, chat apps) that show a card.
 */
import { escapeXml } from './charts-svg.ts'

export interface FrameSnippet {
  origin: string
  title: string
  width: number
  height: number
  /** Add the resizing script: off when the size must hold (an oEmbed consumer's maxheight). */
  sizing: boolean
}

/**
 * The frame of `src`. `fluid` makes its width attribute 100%, so that it fits its column where
 * the host drops the style that caps it (WordPress drops `style`, `loading` and scripts);
 * frameborder does the style's `border:0` there too. No sandbox of our own: the host may set
 * one, and the page draws in any that allows scripts.
 *
 * @example
 * frameSnippet('https://q.example/embed/max-n/', { origin: 'https://q.example', title: 'Largest n', width: 720, height: 520, sizing: true })
 * // '<iframe src="https://q.example/embed/max-n/" title="Largest n" width="720" height="520" style="width:100%;max-width:720px;border:0" loading="lazy"></iframe>\n<script src="https://q.example/embed/host.js" async></script>'
 */
export function frameSnippet(src: string, frame: FrameSnippet, fluid = false): string {
  const { origin, title, width, height, sizing } = frame
  return (
    `<iframe src="${escapeXml(src)}" title="${escapeXml(title)}" ` +
    `width="${fluid ? '100%' : width}" height="${height}"${fluid ? ' frameborder="0"' : ''} ` +
    `style="width:100%;max-width:${width}px;border:0" loading="lazy"></iframe>` +
    (sizing ? `\n<script src="${origin}/embed/host.js" async></script>` : '')
  )
}

export type TwinTheme = 'auto' | 'light' | 'dark'
export type TwinFormat = 'svg' | 'png'

/**
 * A chart's static twin: `/embed/<chart>.svg` follows the reader's scheme, `.light.`/`.dark.` fix
 * one; a PNG in the automatic theme is the light one (Markdown has no `<picture>`).
 */
export function chartTwinUrl(
  origin: string,
  id: string,
  theme: TwinTheme,
  format: TwinFormat,
): string {
  const scheme = theme === 'auto' ? '' : `.${theme}`
  return `${origin}/embed/${id}${scheme}.${format}`
}

/**
 * An image linked to a page, in Markdown: the image alone in safe renderers too.
 *
 * @example
 * markdownSnippet({ src: 'https://q.example/s/8/47382516.svg', alt: '8 queens' }, 'https://q.example/s/8/47382516')
 * // '[![8 queens](https://q.example/s/8/47382516.svg)](https://q.example/s/8/47382516)'
 */
export function markdownSnippet(image: { src: string; alt: string }, page: string): string {
  return `[![${markdownText(image.alt)}](${markdownUrl(image.src)})](${markdownUrl(page)})`
}

/** The iframe snippet (with its sizing script) as a Ghost HTML card's content. */
export function ghostCardSnippet(iframeSnippet: string): string {
  return `<figure class="kg-card kg-embed-card">\n${iframeSnippet}\n</figure>`
}

/** The page's URL alone: link services read its card, WordPress and oEmbed consumers embed it. */
export function linkSnippet(page: string): string {
  return page
}

/** Text for Markdown's brackets: `\`, `[` and `]` escaped. */
function markdownText(text: string): string {
  return text.replace(/[\\[\]]/g, (c) => `\\${c}`)
}

/** A URL for Markdown's parentheses: spaces and parentheses percent-encoded. */
function markdownUrl(url: string): string {
  return url.replace(/[ ()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
}
