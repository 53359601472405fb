/**
 * @module
 * The script of an embed page (/embed/<chart>/), run before its chart is drawn: `?theme=light` or
 * `?theme=dark` fixes the colour scheme (the default follows the reader's), and inside an iframe
 * the page tells its host its height whenever it changes (embed-host.ts listens).
 */
import { reportEmbedHeight } from '@nqueens/charts/embed-report'
import { EMBED_MESSAGE } from '@nqueens/charts/embed-size'

export function startEmbedFrame(): void {
  const theme = new URLSearchParams(location.search).get('theme')
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme
  reportEmbedHeight(EMBED_MESSAGE)
}
