/**
 * What an embed page runs inside an iframe: it posts its height to the host page whenever it
 * changes, for /embed/host.js (browser/embed-host.ts) to size the frame. The chart embeds bundle
 * it (browser/embed-frame.ts); the Worker's board embeds serve this function's own source, so it
 * must not use anything from outside it. It names the browser's globals through the small
 * `EmbedGlobals` shape so that the Worker, which has no DOM types, can import it too.
 */
export function reportEmbedHeight(message: string): void {
  const page = globalThis as unknown as EmbedGlobals
  if (page.parent === page.window) return
  let last = 0
  // The callback is passed inline, not named: the Worker's bundler would wrap a named function
  // in a helper (`__name`) that the served source does not carry.
  new page.ResizeObserver(() => {
    const height = Math.ceil(page.document.body.getBoundingClientRect().height)
    if (height === last) return
    last = height
    page.parent.postMessage({ type: message, height }, '*')
  }).observe(page.document.body)
}

interface EmbedGlobals {
  window: unknown
  parent: { postMessage(data: unknown, targetOrigin: string): void }
  document: { body: { getBoundingClientRect(): { height: number } } }
  ResizeObserver: new (callback: () => void) => { observe(target: unknown): void }
}
