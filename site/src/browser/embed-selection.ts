/**
 * @module
 * The chosen series of an embed page (`?algorithms=…&from=…&to=…`, charts/src/chart-selection.ts),
 * applied before charts.ts draws: the canvas gets the narrowed spec (and, for bars, the height of
 * the bars left), the caption says what is shown, and the table behind the chart hides the rest.
 * A choice that does not fit the chart shows the whole chart with a note naming the parameter.
 */
import type { Chart } from '@nqueens/charts/charts-data'
import { applySelection, readSelection } from '@nqueens/charts/chart-selection'
import { canvasHeight } from '@nqueens/charts/embed-size'

export function applyEmbedSelection(): void {
  const canvas = document.querySelector<HTMLCanvasElement>('canvas[data-chart]')
  const figure = canvas?.closest('figure')
  if (canvas && figure) {
    const chart = JSON.parse(canvas.dataset.chart ?? '{}') as Chart
    const result = readSelection(new URLSearchParams(location.search), chart)
    if (!result.ok) {
      const note = document.createElement('p')
      note.className = 'notice'
      note.setAttribute('role', 'alert')
      note.textContent = `${result.parameter} ${result.detail}: showing the whole chart.`
      figure.querySelector('figcaption')?.before(note)
    } else if (Object.keys(result.selection).length > 0) {
      const { selection } = result
      const chosen = applySelection(chart, selection)
      canvas.dataset.chart = JSON.stringify(chosen)
      canvas.setAttribute('aria-label', chosen.summary)
      canvas.parentElement!.style.height = `${canvasHeight(chosen)}px`
      figure.querySelector('figcaption')!.textContent = chosen.summary
      const keys = new Set(selection.algorithms ?? [])
      for (const cell of figure.querySelectorAll<HTMLElement>('[data-key]')) {
        cell.hidden = selection.algorithms !== undefined && !keys.has(cell.dataset.key!)
      }
      for (const row of figure.querySelectorAll<HTMLElement>('tr[data-x]')) {
        const x = Number(row.dataset.x)
        row.hidden =
          (selection.from !== undefined && x < selection.from) ||
          (selection.to !== undefined && x > selection.to)
      }
    }
  }
}
