/**
 * What an embed page runs inside an iframe, so that the frame takes its page's height wherever the
 * embed was pasted. It speaks two protocols to the host page:
 *
 * - ours, `{ type: message, height }` whenever the height changes, for /embed/host.js
 *   (site/src/browser/embed-host.ts), the script of the copy-paste snippet;
 * - WordPress's (wp-embed.js), when the frame's URL ends in `#?secret=…`: WordPress appends that
 *   to the src of every oEmbed frame it sandboxes, and heeds only messages carrying it. The page
 *   posts `{ message: 'height', value, secret }` on every change and again when the host says
 *   `ready`; and a click on a link becomes `{ message: 'link', value, secret }`, since the sandbox
 *   lets the frame neither open a tab nor lead its host away, and WordPress then follows the link.
 *
 * The chart embeds bundle it (site/src/browser/embed-frame.ts); the Worker's board embeds serve
 * this function's own source, so it must not use anything from outside it. It names the
 * browser's globals through the small `EmbedGlobals` shape so that the Worker, which has no DOM
 * types, can import it too.
 */
export function reportEmbedHeight(message: string): void {
  const page = globalThis as unknown as EmbedGlobals
  if (page.parent === page.window) return
  // Methods, not functions in variables: the Worker's bundler wraps those in a helper (`__name`)
  // that the served source does not carry.
  const frame = {
    last: 0,
    /** WordPress's secret for this frame, from `#?secret=…`, once WordPress has added it. */
    secret(): string | undefined {
      return /[#?&]secret=([A-Za-z0-9]+)/.exec(page.location.hash)?.[1]
    },
    report(always: boolean): void {
      const body = page.document.body
      if (!body) return
      const height = Math.ceil(body.getBoundingClientRect().height + this.stretch())
      if (height === this.last && !always) return
      this.last = height
      page.parent.postMessage({ type: message, height }, '*')
      const secret = this.secret()
      if (secret) page.parent.postMessage({ message: 'height', value: height, secret }, '*')
    },
    /**
     * How far the parts that fill the frame (`data-fill`: the chart, the board) are from their
     * natural height, their flex basis. The page is as tall as its frame (design/src/site.css), so
     * the height reported is the page's at that natural height: a host that sizes the frame to
     * it shows them as they are drawn at this width, and the report then stays the same.
     */
    stretch(): number {
      let total = 0
      for (const part of page.document.querySelectorAll('[data-fill]')) {
        const basis = parseFloat(page.getComputedStyle(part).flexBasis)
        if (Number.isFinite(basis)) total += basis - part.getBoundingClientRect().height
      }
      return total
    },
    /**
     * Reports now, and then on every change. Not only through the observer: a browser runs no
     * observers in a cross-origin frame it does not show, and WordPress shows the frame only once
     * it has heard from it.
     */
    start(): void {
      this.report(true)
      new page.ResizeObserver(() => frame.report(false)).observe(page.document.body)
      page.addEventListener('load', () => frame.report(true))
    },
  }
  // The first height is the whole page's, not that of a body still being parsed.
  if (page.document.readyState !== 'loading') frame.start()
  else page.document.addEventListener('DOMContentLoaded', () => frame.start())
  // A host script that starts after the frame spoke asks again: wp-embed.js says `ready` once it
  // listens (and adds the secret itself to frames that arrive without one); /embed/host.js sends
  // `{ type: message, ask: true }`.
  page.addEventListener('message', (event) => {
    const data = event.data as EmbedAsk | null
    if (event.source !== page.parent || typeof data !== 'object' || data === null) return
    const secret = frame.secret()
    const wordpress = data.message === 'ready' && secret !== undefined && data.secret === secret
    const ours = data.type === message && data.ask === true
    if (wordpress || ours) frame.report(true)
  })
  page.addEventListener('hashchange', () => frame.report(true))
  page.document.addEventListener('click', (event) => {
    const secret = frame.secret()
    const link = event.target?.closest?.('a[href]')
    const modified = event.altKey || event.ctrlKey || event.metaKey || event.shiftKey
    if (!secret || !link || event.button !== 0 || modified) return
    event.preventDefault()
    page.parent.postMessage({ message: 'link', value: link.href, secret }, '*')
  })
}

/** What a host page may send a frame: WordPress's `ready`, or our host script's question. */
interface EmbedAsk {
  message?: unknown
  secret?: unknown
  type?: unknown
  ask?: unknown
}

interface EmbedEvent {
  source: unknown
  data: unknown
}

interface EmbedClick {
  target: { closest?(selector: string): { href: string } | null } | null
  button: number
  altKey: boolean
  ctrlKey: boolean
  metaKey: boolean
  shiftKey: boolean
  preventDefault(): void
}

interface EmbedGlobals {
  window: unknown
  location: { hash: string }
  parent: { postMessage(data: unknown, targetOrigin: string): void }
  addEventListener(type: 'message', listener: (event: EmbedEvent) => void): void
  addEventListener(type: 'hashchange' | 'load', listener: () => void): void
  document: {
    readyState: string
    body: { getBoundingClientRect(): { height: number } } | null
    addEventListener(type: 'click', listener: (event: EmbedClick) => void): void
    addEventListener(type: 'DOMContentLoaded', listener: () => void): void
    querySelectorAll(selector: string): Iterable<EmbedPart>
  }
  ResizeObserver: new (callback: () => void) => { observe(target: unknown): void }
  getComputedStyle(element: EmbedPart): { flexBasis: string }
}

interface EmbedPart {
  getBoundingClientRect(): { height: number }
}
