import { html } from 'hono/html'

/**
 * The oEmbed discovery link (oembed.com, section 4) a consumer finds in a page's head: WordPress,
 * Ghost and the like fetch the page, read this link and ask the endpoint for the embed.
 */
function oembedHref(origin: string, pageUrl: string): string {
  return `${origin}/api/oembed?url=${encodeURIComponent(pageUrl)}&format=json`
}

export function oembedLink(origin: string, pageUrl: string, title: string) {
  return html`<link
    rel="alternate"
    type="application/json+oembed"
    href="${oembedHref(origin, pageUrl)}"
    title="${title}"
  />`
}
