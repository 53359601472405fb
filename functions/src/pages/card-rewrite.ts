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
  const set = (attribute: string, value: (old: string | null) => string | undefined) => ({
    element(element: Element) {
      const next = value(element.getAttribute(attribute))
      if (next !== undefined) element.setAttribute(attribute, next)
    },
  })
  const url = () => changes?.url ?? undefined
  const page = new HTMLRewriter()
    .on(
      'meta[property="og:url"]',
      set('content', (old) => url() ?? rebase(old)),
    )
    .on(
      'link[rel="canonical"]',
      set('href', (old) => url() ?? rebase(old)),
    )
    .on(
      'meta[property="og:image"]',
      set('content', (old) => changes?.image ?? rebase(old)),
    )
    .on(
      'meta[name="twitter:image"]',
      set('content', (old) => changes?.image ?? rebase(old)),
    )
  if (changes?.imageAlt) {
    const alt = changes.imageAlt
    page.on(
      'meta[property="og:image:alt"]',
      set('content', () => alt),
    )
    page.on(
      'meta[name="twitter:image:alt"]',
      set('content', () => alt),
    )
  }
  if (changes?.title) {
    const title = changes.title
    page.on(
      'meta[property="og:title"]',
      set('content', () => title),
    )
    page.on('title', { element: (element) => void element.setInnerContent(title) })
  }
  if (changes?.description) {
    const description = changes.description
    page.on(
      'meta[property="og:description"]',
      set('content', () => description),
    )
    page.on(
      'meta[name="description"]',
      set('content', () => description),
    )
  }
  return page.transform(asset)
}
