/**
 * The optional script a host page loads beside the iframe snippet (/embed/host.js): it sets each
 * nqueens-edge iframe's height to the height its page reports (charts/src/embed-report.ts), so the
 * chart is never cut off and never leaves a gap, at any width. Only a frame whose src is on the
 * origin that served this script is sized, and only by messages from that frame's own window: a
 * frame the host sandboxes has an opaque origin, so its messages say `null`, not ours.
 *
 * A frame reports its height when it loads and whenever it changes, so a frame that loaded
 * before this script (which the snippet loads `async`) has already spoken to nobody: on start,
 * the script asks each of this origin's frames to report again (`{ type: message, ask: true }`).
 *
 * The endpoint serves this function's own source, so it must not use anything from outside it.
 */
export function listenForEmbeds(scriptSrc: string, message: string): void {
  const origin = new URL(scriptSrc).origin
  window.addEventListener('message', (event) => {
    if (event.origin !== origin && event.origin !== 'null') return
    const data = event.data as { type?: unknown; height?: unknown } | null
    if (data === null || typeof data !== 'object' || data.type !== message) return
    const height = Number(data.height)
    if (!Number.isFinite(height) || height < 50 || height > 10_000) return
    for (const frame of document.querySelectorAll('iframe')) {
      if (frame.contentWindow !== event.source || !URL.canParse(frame.src)) continue
      if (new URL(frame.src).origin === origin) frame.style.height = `${Math.ceil(height)}px`
    }
  })
  for (const frame of document.querySelectorAll('iframe')) {
    if (!URL.canParse(frame.src) || new URL(frame.src).origin !== origin) continue
    // '*': a sandboxed frame's origin is opaque, and the question carries nothing private.
    frame.contentWindow?.postMessage({ type: message, ask: true }, '*')
  }
}
