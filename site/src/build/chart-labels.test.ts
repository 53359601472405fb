import { panelLayout, CHART_CARD_PLOT, CHART_ZOOM } from '@nqueens/charts/card'
import { describeSelection } from '@nqueens/charts/chart-selection'
import { DASHBOARD_CARD_PLOT, DASHBOARD_ZOOM } from '@nqueens/charts/dashboard-card'
import { applySelection, CHART_IDS, embedCharts } from '@nqueens/charts/embeds'
import { renderSvg, twinLayout, type ChartLayout } from '@nqueens/charts/svg'
import type { Chart } from '@nqueens/charts/charts-data'
import { describe, expect, it } from 'vitest'
import { cardResvg } from './charts-png.ts'

/**
 * No label of a chart runs past its layout: every glyph resvg draws, measured with the font the
 * PNGs use, lies inside the viewBox, in the SVG twins and in the layouts the cards draw charts in.
 * A tick label centred on the plot's end ("1,000,000") once lost its last digits at the edge.
 */
function overflow(svg: string, layout: { width: number; height: number }): number {
  const box = cardResvg(svg, layout.width).getBBox()
  if (!box) throw new Error('nothing drawn')
  return Math.max(
    -box.x,
    -box.y,
    box.x + box.width - layout.width,
    box.y + box.height - layout.height,
  )
}

const chosen = { algorithms: ['bitmask', 'constellation'], from: 4, to: 14 }
const whole = embedCharts()['time-vs-n']
const charts: [string, Chart][] = [
  ...CHART_IDS.map((id): [string, Chart] => [id, embedCharts()[id]]),
  [describeSelection(whole, chosen), applySelection(whole, chosen)],
]
const layouts: [string, (chart: Chart) => ChartLayout][] = [
  ['the SVG twin', twinLayout],
  ["a chart card's panel", () => panelLayout(CHART_CARD_PLOT, CHART_ZOOM)],
  ["the dashboard card's panel", () => panelLayout(DASHBOARD_CARD_PLOT, DASHBOARD_ZOOM, true)],
]

describe('every label stays inside its chart', () => {
  for (const [where, layoutOf] of layouts) {
    it.each(charts)(`${where}: %s`, (_, chart) => {
      const layout = layoutOf(chart)
      expect(overflow(renderSvg(chart, 'light', layout), layout)).toBeLessThanOrEqual(0.5)
    })
  }

  it('sees a label cut at the edge (a check that the test can fail)', () => {
    const cut =
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40" viewBox="0 0 200 40">' +
      '<rect width="200" height="40" fill="#fff"/><text x="190" y="30" font-size="12" ' +
      'text-anchor="middle">1,000,000</text></svg>'
    expect(overflow(cut, { width: 200, height: 40 })).toBeGreaterThan(10)
  })
})
