/**
 * The optional script a host page loads beside the iframe snippet (/embed/host.js): it sets each
 * nqueens-edge iframe's height to the height its page reports (embed-frame.ts), so the chart is
 * never cut off and never leaves a gap, at any width. Only messages from the origin that served
 * this script, and only from an iframe on the page, are heeded.
 *
 * The endpoint serves this function's own source, so it must not use anything from outside it.
 */
export function listenForEmbeds(scriptSrc: string, message: string): void {
  const origin = new URL(scriptSrc).origin
  window.addEventListener('message', (event) => {
    if (event.origin !== origin) return
    const data = event.data as { type?: unknown; height?: unknown } | null
    if (data === null || typeof data !== 'object' || data.type !== message) return
    const height = Number(data.height)
    if (!Number.isFinite(height) || height < 50 || height > 10_000) return
    for (const frame of document.querySelectorAll('iframe')) {
      if (frame.contentWindow === event.source) frame.style.height = `${Math.ceil(height)}px`
    }
  })
}
