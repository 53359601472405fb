/**
 * @module
 * The script of a chart's page (/charts/<chart>/), run before embed-selection.ts narrows its
 * chart: `?theme=light|dark` fixes the colours, and a choice of series and range of n
 * (`?algorithms=…&from=…&to=…`) is named in the heading and the document's title, and kept by the
 * links to the chart's frame.
 */
import type { Chart } from '@nqueens/charts/charts-data'
import { readSelection, selectionQuery, selectionTitle } from '@nqueens/charts/chart-selection'
import { SITE_TITLE } from '@nqueens/design'

export function showChartChoice(): void {
  const query = new URLSearchParams(location.search)
  const theme = query.get('theme')
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme
  const canvas = document.querySelector<HTMLCanvasElement>('canvas[data-chart]')
  if (!canvas) return
  const chart = JSON.parse(canvas.dataset.chart ?? '{}') as Chart
  const result = readSelection(query, chart)
  if (!result.ok || Object.keys(result.selection).length === 0) return
  const title = selectionTitle(chart, result.selection)
  document.querySelector('[data-chart-title]')!.textContent = title
  document.title = `${title} · ${SITE_TITLE}`
  const kept = selectionQuery(result.selection, theme ?? 'auto')
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-keeps-selection]')) {
    link.search = kept
    link.textContent = `${link.pathname}${kept}`
  }
}
