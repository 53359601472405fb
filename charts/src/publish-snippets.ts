/**
 * @module
 * The snippets for each way people publish, besides the iframe (`@nqueens/charts/snippets`): one
 * module, pure, that the Worker's permalink pages and the site's chart builder both import, so a
 * board and a chart are pasted the same way.
 *
 * - Markdown (READMEs, forums, anywhere HTML is refused or printed as text): the static image,
 *   linked to its page.
 * - Ghost's HTML card: the iframe snippet in the figure Ghost gives its own embed cards, so the
 *   theme centres and spaces it like them. Ghost shows a live embed from a pasted URL only for
 *   providers in oembed.com's registry; the HTML card is the way until this service is listed.
 * - A plain link: the page itself, for link services (Notion, Medium, chat apps) that show a card.
 */

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
