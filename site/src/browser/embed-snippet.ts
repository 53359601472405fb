/**
 * The dashboard's "Embed this chart" panels: the snippets name the origin that served this page
 * (so a local `npm start` gives a snippet that works locally, a deployment its own address), the
 * theme and image choices rewrite them, and each Copy button copies its snippet.
 */
import {
  iframeSnippet,
  imageSnippet,
  type EmbedTheme,
  type ImageFormat,
} from '../shared/embed-snippet-text.ts'
import { copyField } from './copy.ts'

for (const panel of document.querySelectorAll<HTMLElement>('[data-embed]')) {
  const frame = panel.querySelector<HTMLTextAreaElement>('[data-snippet="iframe"]')!
  const image = panel.querySelector<HTMLTextAreaElement>('[data-snippet="image"]')!
  const theme = panel.querySelector<HTMLSelectElement>('[data-choice="theme"]')!
  const format = panel.querySelector<HTMLSelectElement>('[data-choice="format"]')!
  const update = (): void => {
    const target = {
      origin: location.origin,
      id: panel.dataset.embed!,
      title: panel.dataset.title!,
      height: Number(panel.dataset.height),
      theme: theme.value as EmbedTheme,
    }
    frame.value = iframeSnippet(target)
    image.value = imageSnippet(target, format.value as ImageFormat)
  }
  theme.addEventListener('change', update)
  format.addEventListener('change', update)
  update()

  for (const button of panel.querySelectorAll<HTMLButtonElement>('button[data-copy-from]')) {
    const source = panel.querySelector<HTMLTextAreaElement>(
      `[data-snippet="${button.dataset.copyFrom}"]`,
    )!
    const status = button.nextElementSibling as HTMLElement
    button.addEventListener('click', () => void copyField(source, status, 'snippet', 'Copied.'))
  }
}
