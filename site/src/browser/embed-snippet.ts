/**
 * @module
 * The dashboard's "Embed this chart" panels: the snippets name the origin that served this page
 * (so a local `npm start` gives a snippet that works locally, a deployment its own address), the
 * theme, algorithm and range choices rewrite them (the choice goes into the frame's URL), and
 * each Copy button copies its snippet.
 */
import type { Chart } from '@nqueens/charts/charts-data'
import {
  applySelection,
  chartKeys,
  readSelection,
  selectionQuery,
  type ChartSelection,
} from '@nqueens/charts/chart-selection'
import { embedHeight } from '@nqueens/charts/embed-size'
import {
  chartPageUrl,
  embedUrl,
  iframeSnippet,
  imageSnippet,
  type EmbedTheme,
  type ImageFormat,
} from '../common/embed-snippet-text.ts'
import { publishSnippets } from '../common/publish-snippets.ts'
import { copyField } from './copy.ts'

for (const panel of document.querySelectorAll<HTMLElement>('[data-embed]')) {
  const chart = JSON.parse(
    panel.closest('figure')?.querySelector<HTMLElement>('canvas[data-chart]')?.dataset.chart ??
      '{}',
  ) as Chart
  const frame = panel.querySelector<HTMLTextAreaElement>('[data-snippet="iframe"]')!
  const image = panel.querySelector<HTMLTextAreaElement>('[data-snippet="image"]')!
  const snippet = (name: string) =>
    panel.querySelector<HTMLTextAreaElement>(`[data-snippet="${name}"]`)!
  const [markdown, ghost, link] = ['markdown', 'ghost', 'link'].map(snippet)
  const theme = panel.querySelector<HTMLSelectElement>('[data-choice="theme"]')!
  const format = panel.querySelector<HTMLSelectElement>('[data-choice="format"]')!
  const boxes = [...panel.querySelectorAll<HTMLInputElement>('[data-choice="algorithm"]')]
  const from = panel.querySelector<HTMLInputElement>('[data-choice="from"]')
  const to = panel.querySelector<HTMLInputElement>('[data-choice="to"]')
  const status = panel.querySelector<HTMLElement>('[data-pick-status]')!
  const staticNote = panel.querySelector<HTMLElement>('[data-static-note]')!
  const preview = panel.querySelector<HTMLAnchorElement>('[data-preview]')!
  const chartPage = panel.querySelector<HTMLAnchorElement>('[data-page]')!

  /** The builder's fields as a query, read back through the same parser as the embed page. */
  const chosen = (): ChartSelection | string => {
    const query = new URLSearchParams()
    const picked = boxes.filter((box) => box.checked).map((box) => box.value)
    if (picked.length < chartKeys(chart).length) query.set('algorithms', picked.join(','))
    if (from && from.value !== from.min) query.set('from', from.value)
    if (to && to.value !== to.max) query.set('to', to.value)
    if (picked.length === 0) return 'Pick at least one algorithm.'
    const result = readSelection(query, chart)
    return result.ok
      ? result.selection
      : `${result.parameter === 'to' ? 'to' : `n ${result.parameter}`} ${result.detail}.`
  }

  const update = (): void => {
    const selection = chosen()
    if (typeof selection === 'string') {
      status.textContent = `${selection} The snippet keeps the last good choice.`
      return
    }
    status.textContent = ''
    const target = {
      origin: location.origin,
      id: panel.dataset.embed!,
      title: panel.dataset.title!,
      height: embedHeight(applySelection(chart, selection)),
      theme: theme.value as EmbedTheme,
      selection,
    }
    frame.value = iframeSnippet(target)
    image.value = imageSnippet(target, format.value as ImageFormat)
    const more = publishSnippets(target, format.value as ImageFormat)
    markdown.value = more.markdown
    ghost.value = more.ghost
    link.value = more.link
    preview.href = embedUrl({ ...target, origin: '' })
    chartPage.href = chartPageUrl({ ...target, origin: '' })
    staticNote.hidden = selectionQuery(selection) === ''
  }
  for (const field of [theme, format, ...boxes, from, to]) field?.addEventListener('change', update)
  update()

  for (const button of panel.querySelectorAll<HTMLButtonElement>('button[data-copy-from]')) {
    const source = panel.querySelector<HTMLTextAreaElement>(
      `[data-snippet="${button.dataset.copyFrom}"]`,
    )!
    const statusOf = button.nextElementSibling as HTMLElement
    button.addEventListener('click', () => void copyField(source, statusOf, 'snippet', 'Copied.'))
  }
}
