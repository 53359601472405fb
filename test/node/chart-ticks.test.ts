import { describe, expect, it } from 'vitest'
import { BENCHMARK } from '../../site/src/data/benchmark.ts'
import { buildCharts, CHART_IDS } from '../../site/src/scripts/charts-data.ts'
import { formatTick, renderSvg } from '../../site/src/scripts/charts-svg.ts'

describe('chart axes', () => {
  it('write every tick in one style: grouped thousands, no exponents', () => {
    expect([0.01, 0.5, 1, 100, 1000, 10_000, 100_000, 1e6, 1e7].map(formatTick)).toEqual([
      '0.01',
      '0.5',
      '1',
      '100',
      '1,000',
      '10,000',
      '100,000',
      '1,000,000',
      '10,000,000',
    ])
  })

  it.each(CHART_IDS)('label the %s chart drawn from the recorded benchmark in that style', (id) => {
    const svg = renderSvg(buildCharts(BENCHMARK)[id])
    const labels = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1])
    const numbers = labels.filter((text) => /^[\d.,e+]+$/.test(text))
    expect(numbers.length).toBeGreaterThan(3)
    for (const text of numbers) expect(text).toMatch(/^(\d{1,3}(,\d{3})*|\d*\.\d+)$/)
  })
})
