import { firstRowBars } from '../common/first-row-bars.ts'

/**
 * @module
 * The job page's chart of solutions by the first row's column: one SVG bar per column, and the
 * table of the numbers behind it, drawn into `container` from the job's `byFirstRow`.
 */

const SVG = 'http://www.w3.org/2000/svg'
/** The chart's drawing box: bars share its width; the lowest band holds the column numbers. */
const WIDTH = 320
const HEIGHT = 120
const LABELS = 16

export function drawFirstRow(container: HTMLElement, counts: readonly string[] | undefined): void {
  if (!counts || counts.length === 0) {
    const empty = document.createElement('p')
    empty.textContent = 'Counted by column once the job is done.'
    container.replaceChildren(empty)
    return
  }
  const bars = firstRowBars(counts)
  const svg = document.createElementNS(SVG, 'svg')
  svg.setAttribute('viewBox', `0 0 ${WIDTH} ${HEIGHT}`)
  svg.setAttribute('class', 'first-row-bars')
  svg.setAttribute('role', 'img')
  svg.setAttribute(
    'aria-label',
    `Bar chart of solutions by the first row's column, columns 1 to ${bars.length}; the table below has the numbers.`,
  )
  const slot = WIDTH / bars.length
  for (const bar of bars) {
    const height = bar.ofLargest * (HEIGHT - LABELS - 2)
    const x = (bar.column - 1) * slot
    const rect = document.createElementNS(SVG, 'rect')
    rect.setAttribute('x', (x + slot * 0.15).toFixed(1))
    rect.setAttribute('y', (HEIGHT - LABELS - height).toFixed(1))
    rect.setAttribute('width', (slot * 0.7).toFixed(1))
    rect.setAttribute('height', height.toFixed(1))
    svg.append(rect)
    // Column numbers under the bars, every one while they fit, else every other one.
    if (bars.length <= 16 || bar.column % 2 === 1) {
      const label = document.createElementNS(SVG, 'text')
      label.setAttribute('x', (x + slot / 2).toFixed(1))
      label.setAttribute('y', String(HEIGHT - 3))
      label.setAttribute('text-anchor', 'middle')
      label.textContent = String(bar.column)
      svg.append(label)
    }
  }
  container.replaceChildren(svg, numbersTable(bars))
}

function numbersTable(bars: ReturnType<typeof firstRowBars>): HTMLElement {
  const details = document.createElement('details')
  const summary = document.createElement('summary')
  summary.textContent = 'The numbers behind this chart'
  const scroll = document.createElement('div')
  scroll.className = 'table-scroll'
  const table = document.createElement('table')
  const head = table.createTHead().insertRow()
  for (const name of ['column of the first queen', 'solutions']) {
    const th = document.createElement('th')
    th.scope = 'col'
    th.textContent = name
    head.append(th)
  }
  const body = table.createTBody()
  for (const bar of bars) {
    const row = body.insertRow()
    const th = document.createElement('th')
    th.scope = 'row'
    th.textContent = String(bar.column)
    row.append(th)
    row.insertCell().textContent = bar.count.toLocaleString('en')
  }
  scroll.append(table)
  details.append(summary, scroll)
  return details
}
