import { BENCHMARK } from '@nqueens/charts/benchmark'
import { boardCardSvg, CARD_BOARD, solveCardSvg } from '@nqueens/charts/board-card'
import { CARD, CARD_CHARACTERS, chartCardSvg, type Box } from '@nqueens/charts/card'
import { describeSelection } from '@nqueens/charts/chart-selection'
import { dashboardCardSvg, DASHBOARD_CARD_PLOT } from '@nqueens/charts/dashboard-card'
import { applySelection, CHART_IDS, embedCharts } from '@nqueens/charts/embeds'
import { constructColumn, PALETTES } from '@nqueens/core'
import { CHART_COLORS, PAGE_COLORS, SERIES_COLORS, themeCss } from '@nqueens/design'
import { describe, expect, it } from 'vitest'
import { lineConfig, type Theme } from '../browser/charts.ts'
import { colorBounds, contentBounds, countColor, drawCard, spanOf } from './card-pixels.ts'

/**
 * Every kind of card, measured from its own pixels as resvg draws it with the card's font: its
 * content spans the card, the chart or the board takes most of it, and its title is drawn. The
 * cards were once a strip of a quarter of the card's width; these bounds hold them to filling it.
 */
const light = PAGE_COLORS.light
const chosen = { algorithms: ['bitmask', 'constellation'], from: 4, to: 14 }
const whole = embedCharts()['time-vs-n']
const textColumn: Box = {
  x: CARD_BOARD.x + CARD_BOARD.size,
  y: 0,
  width: CARD.width - CARD_BOARD.x - CARD_BOARD.size,
  height: CARD.height,
}
const construct = (n: number) => Int32Array.from({ length: n }, (_, row) => constructColumn(n, row))

describe('chart cards: the chart across the card, under a band with the title', () => {
  const cases = [
    ...CHART_IDS.map((id) => ({ name: id, svg: chartCardSvg(embedCharts()[id]) })),
    {
      name: 'time-vs-n, chosen',
      svg: chartCardSvg(applySelection(whole, chosen), {
        subtitle: describeSelection(whole, chosen),
      }),
    },
  ]
  it.each(cases)('$name', ({ svg }) => {
    const card = drawCard(svg)
    const content = spanOf(contentBounds(card, light.bg))
    expect(content.width).toBeGreaterThanOrEqual(0.9)
    expect(content.height).toBeGreaterThanOrEqual(0.9)
    // The chart's white panel spans the card and most of its height (looked for below the mark,
    // whose crown is white too).
    const below = { x: 0, y: 100, width: CARD.width, height: CARD.height - 100 }
    const panel = colorBounds(card, CHART_COLORS.light.bg, below)!
    expect(spanOf(panel).width).toBeGreaterThanOrEqual(0.9)
    expect(spanOf(panel).height).toBeGreaterThanOrEqual(0.6)
    // Axis labels and the legend inside the panel, the name and title in the band above it.
    expect(countColor(card, CHART_COLORS.light.muted, panel)).toBeGreaterThan(500)
    const band = { x: 0, y: 0, width: CARD.width, height: panel.y }
    expect(countColor(card, light.fg, band)).toBeGreaterThan(3000)
  })

  it("draws chosen series in the live chart's colours for the same algorithms", () => {
    const spec = applySelection(whole, chosen)
    if (spec.kind !== 'line') throw new Error('time-vs-n is a line chart')
    // The live chart's colours: the page's --series-i custom properties, as charts.ts reads them.
    const series = [
      ...themeCss()
        .split('}')[0]
        .matchAll(/--series-(\d+):(#[0-9a-f]{6})/g),
    ]
    const theme: Theme = {
      series: series.map((match) => match[2]),
      fg: CHART_COLORS.light.fg,
      muted: CHART_COLORS.light.muted,
      grid: CHART_COLORS.light.grid,
      cap: CHART_COLORS.light.cap,
    }
    const live = lineConfig(spec, theme).data.datasets.slice(0, 2)
    expect(live.map((d) => d.label)).toEqual(['Bitmask', 'Constellations'])
    const card = drawCard(chartCardSvg(spec))
    for (const dataset of live) {
      expect(countColor(card, dataset.borderColor as string), dataset.label).toBeGreaterThan(400)
    }
    // Not the colours of the whole chart's first two series, which a renumbering would give.
    for (const first of SERIES_COLORS.light.slice(0, 2)) expect(countColor(card, first)).toBe(0)
  })
})

describe('board cards: the board over most of the height, its title, notation and verdict beside it', () => {
  const boardShare = (svg: string, theme: 'light' | 'dark' = 'light') => {
    const card = drawCard(svg)
    const content = spanOf(contentBounds(card, PAGE_COLORS[theme].bg))
    expect(content.width).toBeGreaterThanOrEqual(0.85)
    expect(content.height).toBeGreaterThanOrEqual(0.9)
    const squares = colorBounds(card, PALETTES[theme].light)
    expect(spanOf(squares).height).toBeGreaterThanOrEqual(0.85)
    expect(countColor(card, PAGE_COLORS[theme].fg, textColumn)).toBeGreaterThan(3000)
    return card
  }

  it('a solution for 8 queens, light and dark', () => {
    const card = boardShare(boardCardSvg([3, 6, 2, 7, 1, 4, 0, 5]))
    expect(countColor(card, PALETTES.light.queen)).toBeGreaterThan(2000)
    expect(countColor(card, light.good, textColumn)).toBeGreaterThan(300)
    boardShare(boardCardSvg([3, 6, 2, 7, 1, 4, 0, 5], { theme: 'dark' }), 'dark')
  })

  it('attacking queens marked on the board and counted in red beside it', () => {
    const card = boardShare(boardCardSvg([0, 2, 4, 1, 3, 5, 7, 6, -1, 9]))
    const board = { ...textColumn, x: 0, width: textColumn.x }
    expect(countColor(card, PALETTES.light.conflict, board)).toBeGreaterThan(2000)
    expect(countColor(card, light.bad, textColumn)).toBeGreaterThan(300)
  })

  it('a million queens: a density view, small and whole', () => {
    const svg = boardCardSvg(construct(1_000_000))
    expect(svg.length).toBeLessThan(300_000)
    const card = boardShare(svg)
    // Blocks shaded by their queens cover part of the board, and only part.
    const board = {
      x: CARD_BOARD.x,
      y: CARD_BOARD.y,
      width: CARD_BOARD.size,
      height: CARD_BOARD.size,
    }
    const plain = countColor(card, PALETTES.light.light, board) / CARD_BOARD.size ** 2
    expect(plain).toBeGreaterThan(0.5)
    expect(plain).toBeLessThan(0.97)
    const broken = construct(100_000)
    broken[5] = broken[6]
    const attacked = drawCard(boardCardSvg(broken, { theme: 'dark' }))
    expect(countColor(attacked, PALETTES.dark.conflict)).toBeGreaterThan(50)
  })

  // Listing a shuffled board's pairs takes core's verifyPlacement seconds on a busy machine.
  it('a shuffled million: every block drawn, still small, its pairs counted as a floor', () => {
    const shuffled = Int32Array.from({ length: 1_000_000 }, (_, row) => (row * 7919) % 1_000_000)
    const busy = boardCardSvg(shuffled)
    expect(busy.length).toBeLessThan(300_000)
    expect(busy).toContain('1,000 or more pairs of queens attack')
  }, 60_000)

  it("the /solve/ page's: a solved board by default, or the board asked for", () => {
    boardShare(solveCardSvg())
    boardShare(solveCardSvg({ queens: [0, 2, -1, -1, -1] }))
  })
})

describe("the dashboard's card", () => {
  it('leads with measured figures beside a chart of how far each counter gets', () => {
    const card = drawCard(dashboardCardSvg(BENCHMARK))
    const content = spanOf(contentBounds(card, light.bg))
    expect(content.width).toBeGreaterThanOrEqual(0.9)
    expect(content.height).toBeGreaterThanOrEqual(0.9)
    const panel = spanOf(colorBounds(card, CHART_COLORS.light.bg))
    expect(panel.width).toBeGreaterThanOrEqual(DASHBOARD_CARD_PLOT.width / CARD.width)
    expect(panel.height).toBeGreaterThanOrEqual(0.85)
    const figures = { x: 0, y: 0, width: DASHBOARD_CARD_PLOT.x, height: CARD.height }
    expect(countColor(card, light.accent, figures)).toBeGreaterThan(3000)
  })
})

describe('what the cards ask of the font', () => {
  // The images Worker bundles a subset of DejaVu Sans to these.
  const inSubset = (text: string) => [...text].every((char) => CARD_CHARACTERS.includes(char))
  const decode = (text: string) =>
    text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
  const cards = [
    ...CHART_IDS.map((id) => chartCardSvg(embedCharts()[id])),
    chartCardSvg(applySelection(whole, chosen), { subtitle: describeSelection(whole, chosen) }),
    boardCardSvg([3, 6, 2, 7, 1, 4, 0, 5], { theme: 'dark' }),
    boardCardSvg([0, 2, 4, 1, 3, 5, 7, 6, -1, 9]),
    boardCardSvg(construct(1_000_000)),
    solveCardSvg(),
    dashboardCardSvg(BENCHMARK),
  ]

  it.each(cards.map((svg, i) => [i, svg]))(
    'card %i: only DejaVu Sans, only its subset',
    (_, svg) => {
      const families = new Set([...svg.matchAll(/font-family="([^"]*)"/g)].map((m) => m[1]))
      expect([...families]).toEqual(['DejaVu Sans'])
      const drawn = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => decode(m[1]))
      expect(drawn.length).toBeGreaterThan(3)
      for (const text of drawn) expect(inSubset(text), text).toBe(true)
      expect(svg).not.toMatch(/foreignObject|var\(--/)
    },
  )
})
