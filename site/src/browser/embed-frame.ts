/**
 * The script of an embed page (/embed/<chart>/), run before its chart is drawn: `?theme=light` or
 * `?theme=dark` fixes the colour scheme (the default follows the reader's), and inside an iframe
 * the page tells its host its height whenever it changes (embed-host.ts listens).
 */
import { EMBED_MESSAGE } from '../shared/embed-size.ts'

const theme = new URLSearchParams(location.search).get('theme')
if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme

if (window.parent !== window) {
  let last = 0
  const report = (): void => {
    const height = Math.ceil(document.body.getBoundingClientRect().height)
    if (height === last) return
    last = height
    window.parent.postMessage({ type: EMBED_MESSAGE, height }, '*')
  }
  new ResizeObserver(report).observe(document.body)
}
