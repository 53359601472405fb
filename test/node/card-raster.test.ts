import { CARD, chartCardSvg } from '@nqueens/charts/card'
import { describeSelection } from '@nqueens/charts/chart-selection'
import { applySelection, CHART_IDS, embedCharts, type Chart } from '@nqueens/charts/embeds'
import { describe, expect, it } from 'vitest'
import { drawChartCard } from '../../functions/src/images/chart-card-png.ts'
import { renderCardSvg } from '../../site/src/build/charts-png.ts'

/**
 * The Worker draws chart cards (a chosen series, a thumbnail) with its own rasterizer and the card
 * font's glyphs (functions/src/images/); the build draws the whole charts' cards with resvg and
 * the font files themselves (site/src/build/charts-png.ts). Both draw the same SVG, so a card
 * looks alike whichever drew it: compared here pixel by pixel, for every catalog chart and a
 * chosen-series one, at full size and as a small thumbnail.
 *
 * Edges may differ a little (each antialiases in its own way, and resvg draws strokes thinner
 * than a pixel as hairlines), so the tolerance is on what a reader would see: the mean
 * difference, the share of pixels that differ plainly, and the mean difference in the worst
 * small square of the card, where one missing or misplaced letter already shows.
 */
const charts = embedCharts()
const CHOSEN = { algorithms: ['bitmask', 'constellation'], from: 4, to: 14 }
const CASES: { name: string; chart: Chart; subtitle?: string }[] = [
  ...CHART_IDS.map((id) => ({ name: id, chart: charts[id] })),
  {
    name: 'time-vs-n, bitmask and constellation from 4 to 14',
    chart: applySelection(charts['time-vs-n'], CHOSEN),
    subtitle: describeSelection(charts['time-vs-n'], CHOSEN),
  },
]
/** The full card, and a thumbnail as small as an oEmbed consumer may ask. */
const WIDTHS = [CARD.width, 300]

/** A channel differing by more than this is plainly a different colour, not an edge's shade. */
const PLAIN = 64
/** At most this share of the pixels may differ plainly, and the mean difference stay under MEAN. */
const PLAIN_SHARE = 0.002
const MEAN = 1
/** The mean difference in any square of TILE pixels (a small letter's size) stays under this. */
const TILE_MEAN = 16
const tileSize = (width: number) => Math.max(8, Math.round(width / 50))

describe("the Worker's chart cards match resvg's drawing of the same SVG", () => {
  for (const { name, chart, subtitle } of CASES) {
    it.each(WIDTHS)(`${name}, %i pixels wide`, (width) => {
      const { canvas, report } = drawChartCard(chart, width, subtitle)
      expect(report.missing, 'characters the card font lacks').toEqual([])

      const reference = renderCardSvg(chartCardSvg(chart, { subtitle }), width)
      expect([canvas.width, canvas.height]).toEqual([reference.width, reference.height])
      const { mean, plain, worstTile } = difference(canvas, reference.pixels, tileSize(width))
      console.log(
        `${name} at ${width}: mean difference ${mean.toFixed(3)}, ` +
          `${(plain * 100).toFixed(3)}% of pixels plainly different, ` +
          `${worstTile.toFixed(1)} in the worst square`,
      )
      expect(mean).toBeLessThan(MEAN)
      expect(plain).toBeLessThan(PLAIN_SHARE)
      expect(worstTile).toBeLessThan(TILE_MEAN)
    })
  }
})

/**
 * The mean absolute difference per channel (0 to 255), the share of pixels with a channel
 * differing by more than PLAIN, and the largest mean difference of a `tile`-pixel square, between
 * the canvas's RGB pixels and resvg's RGBA ones laid over white (the canvas starts white).
 */
function difference(
  canvas: { width: number; height: number; rgb: Uint8Array },
  rgba: Uint8Array,
  tile: number,
): { mean: number; plain: number; worstTile: number } {
  const { width, height, rgb } = canvas
  const columns = Math.ceil(width / tile)
  const tiles = new Float64Array(columns * Math.ceil(height / tile))
  let sum = 0
  let plain = 0
  for (let i = 0; i < width * height; i++) {
    const alpha = rgba[i * 4 + 3] / 255
    let pixel = 0
    let largest = 0
    for (let c = 0; c < 3; c++) {
      const expected = rgba[i * 4 + c] * alpha + 255 * (1 - alpha)
      const d = Math.abs(expected - rgb[i * 3 + c])
      pixel += d
      largest = Math.max(largest, d)
    }
    sum += pixel
    if (largest > PLAIN) plain++
    const [x, y] = [i % width, Math.floor(i / width)]
    tiles[Math.floor(y / tile) * columns + Math.floor(x / tile)] += pixel / 3
  }
  const pixels = width * height
  return {
    mean: sum / pixels / 3,
    plain: plain / pixels,
    worstTile: Math.max(...tiles) / tile ** 2,
  }
}
