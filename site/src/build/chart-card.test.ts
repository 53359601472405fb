import { embedCharts, applySelection, CHART_IDS } from '@nqueens/charts/embeds'
import { CARD, CARD_CROPS, chartCardSvg, type Box } from '@nqueens/charts/card'
import { describeSelection } from '@nqueens/charts/chart-selection'
import { mkdirSync, writeFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { renderCardSvg } from './charts-png.ts'

/**
 * The cards survive the crops that link cards apply: the essentials (the mark and the title),
 * drawn alone by resvg with the real font, leave no pixel outside any crop, Ghost's narrow
 * bookmark thumbnail included. A title that grew past the safe box would fail here, as
 * "ıqueens-edge" did in Ghost. The rest of the card is composed for the whole card at 1.91:1
 * (card-composition.test.ts).
 */
function outside(svg: string, crop: Box): number {
  const image = renderCardSvg(svg)
  expect([image.width, image.height]).toEqual([CARD.width, CARD.height])
  const pixels = image.pixels
  let count = 0
  for (let y = 0; y < CARD.height; y++) {
    for (let x = 0; x < CARD.width; x++) {
      const inside =
        x >= crop.x && x < crop.x + crop.width && y >= crop.y && y < crop.y + crop.height
      if (!inside && pixels[(y * CARD.width + x) * 4 + 3] > 0) count++
    }
  }
  return count
}

const chosen = { algorithms: ['bitmask', 'constellation'], from: 4, to: 14 }

describe('chart cards keep their essentials inside every crop', () => {
  const cases = [
    ...CHART_IDS.map((id) => ({ name: id, chart: embedCharts()[id], subtitle: undefined })),
    {
      name: 'time-vs-n, chosen',
      chart: applySelection(embedCharts()['time-vs-n'], chosen),
      subtitle: describeSelection(embedCharts()['time-vs-n'], chosen),
    },
  ]
  for (const { name, chart, subtitle } of cases) {
    it.each(Object.entries(CARD_CROPS))(`${name}: the %s crop`, (_, crop) => {
      const svg = chartCardSvg(chart, { subtitle, essentialsOnly: true })
      expect(outside(svg, crop)).toBe(0)
    })
  }

  it('a title too long for the safe box is drawn smaller, not cut', () => {
    const chart = { ...embedCharts()['max-n'], title: 'A very long title '.repeat(4).trim() }
    for (const crop of Object.values(CARD_CROPS)) {
      expect(outside(chartCardSvg(chart, { essentialsOnly: true }), crop)).toBe(0)
    }
  })

  it('draws the essentials it claims to (a check that the test can fail)', () => {
    const svg = chartCardSvg(embedCharts()['time-vs-n'], { essentialsOnly: true })
    expect(
      outside(svg, { x: 0, y: 0, width: CARD.width / 2, height: CARD.height }),
    ).toBeGreaterThan(0)
  })

  it('writes the cards to test-artifacts/ for a person to look at', () => {
    mkdirSync('test-artifacts', { recursive: true })
    for (const { name, chart, subtitle } of cases) {
      const png = renderCardSvg(chartCardSvg(chart, { subtitle })).asPng()
      writeFileSync(`test-artifacts/card-${name.replace(/\W+/g, '-')}.png`, png)
    }
  })
})
