/**
 * @module
 * The chosen series of an embed page or a chart's page (`?algorithms=…&from=…&to=…`,
 * charts/src/chart-selection.ts), applied before charts.ts draws: the canvas gets the narrowed spec
 * (and, for bars, the height of the bars left), the caption says what is shown, the table behind
 * the chart hides the rest, and an embed's link to its chart's page keeps the choice.
 * A choice that does not fit the chart shows the whole chart with a note naming the parameter.
 */
import type { Chart } from '@nqueens/charts/charts-data'
import { applySelection, readSelection, selectionQuery } from '@nqueens/charts/chart-selection'
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
      // An embed's chart fills its frame from this natural height (its flex basis); a page's has it.
      const box = canvas.parentElement!.style
      if (box.flexBasis) box.flexBasis = `${canvasHeight(chosen)}px`
      else box.height = `${canvasHeight(chosen)}px`
      figure.querySelector('figcaption')!.textContent = chosen.summary
      const keys = new Set(selection.algorithms ?? [])
      for (const cell of figure.querySelectorAll<HTMLElement>('[data-key]')) {
        cell.hidden = selection.algorithms !== undefined && !keys.has(cell.dataset.key!)
      }
      const source = document.querySelector<HTMLAnchorElement>('.source a[href^="/charts/"]')
      if (source) source.search = selectionQuery(selection)
      for (const row of figure.querySelectorAll<HTMLElement>('tr[data-x]')) {
        const x = Number(row.dataset.x)
        row.hidden =
          (selection.from !== undefined && x < selection.from) ||
          (selection.to !== undefined && x > selection.to)
      }
    }
  }
}
