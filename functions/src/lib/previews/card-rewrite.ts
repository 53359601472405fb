/**
 * @module
 * The link-preview card of a built page (site/src/components/Head.astro), set for the request that
 * serves it: the page's absolute URLs (og:url, the canonical link, og:image, twitter:image) are
 * built with the deployment's SITE_ORIGIN, and name the origin that serves the page instead; a
 * chart with chosen series also gets its own title, description, canonical URL (the selection
 * kept) and image.
 */

export interface CardChanges {
  /** The page's URL as it should be shared: the serving origin, and the query it keeps. */
  url: string
  /** The card image's absolute URL, and what it shows. */
  image?: string
  imageAlt?: string
  title?: string
  description?: string
}

/** `asset` (a built HTML page) with its card's tags set to `changes`. */
export function rewriteCard(asset: Response, origin: string, changes?: CardChanges): Response {
  const rebase = (text: string | null) => {
    if (!text || !URL.canParse(text)) return text ?? ''
    const url = new URL(text)
    return `${origin}${url.pathname}${url.search}`
  }
  // Each tag, the attribute that holds its value, and its new value (undefined: left as built).
  const tags: [string, string, (old: string | null) => string | undefined][] = [
    ['meta[property="og:url"]', 'content', (old) => changes?.url ?? rebase(old)],
    ['link[rel="canonical"]', 'href', (old) => changes?.url ?? rebase(old)],
    ['meta[property="og:image"]', 'content', (old) => changes?.image ?? rebase(old)],
    ['meta[name="twitter:image"]', 'content', (old) => changes?.image ?? rebase(old)],
    ['meta[property="og:image:alt"]', 'content', () => changes?.imageAlt],
    ['meta[name="twitter:image:alt"]', 'content', () => changes?.imageAlt],
    ['meta[property="og:title"]', 'content', () => changes?.title],
    ['meta[property="og:description"]', 'content', () => changes?.description],
    ['meta[name="description"]', 'content', () => changes?.description],
  ]
  const page = new HTMLRewriter()
  for (const [selector, attribute, value] of tags) {
    page.on(selector, {
      element(element) {
        const next = value(element.getAttribute(attribute))
        if (next !== undefined) element.setAttribute(attribute, next)
      },
    })
  }
  const title = changes?.title
  if (title) page.on('title', { element: (element) => void element.setInnerContent(title) })
  return page.transform(asset)
}
