import { describe, expect, it } from 'vitest'
import { BENCHMARK } from '@nqueens/charts/benchmark'
import { buildCharts, CHART_IDS, type BarChart, type LineChart } from '@nqueens/charts/charts-data'
import { escapeXml, formatTick, renderSvg } from './charts-svg.ts'

// The SVG twins of the dashboard charts (charts/src/charts-svg.ts), drawn without a browser.
const line: LineChart = {
  kind: 'line',
  id: 'local-search',
  title: 'Scaling <fast> & "slow"',
  summary: 'A summary.',
  x: { label: 'n', log: true },
  y: { label: 'ms', log: true },
  capY: 1000,
  series: [
    {
      key: 'a',
      label: 'A',
      points: [
        { x: 100, y: 0.5 },
        { x: 1e6, y: 400, low: 300, high: 500 },
      ],
    },
    { key: 'b', label: 'B', points: [{ x: 100, y: 2 }] },
  ],
}

describe('renderSvg', () => {
  it('draws a line per series with more than one point, a dot per point, and the cap', () => {
    const svg = renderSvg(line)
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true)
    expect(svg.match(/<polyline /g)).toHaveLength(1)
    expect(svg.match(/<circle /g)).toHaveLength(3)
    expect(svg).toContain('cap 1,000 ms')
    // The spread over seeds, as a vertical bar at n = 10^6.
    expect(svg).toMatch(/<line x1="([\d.]+)" x2="\1" y1="[\d.]+" y2="[\d.]+" stroke-width="1.5"\/>/)
  })

  it('puts log ticks on whole decades, from below the smallest value to above the largest', () => {
    const svg = renderSvg(line)
    for (const tick of ['0.1', '1', '10', '100', '1,000', '1,000,000'])
      expect(svg).toContain(`>${tick}</text>`)
    expect(svg).not.toMatch(/>[\d.]+e[+\d]+<\/text>/)
    expect(svg).not.toContain('>0.01</text>')
  })

  it('escapes text and follows the dark scheme', () => {
    const svg = renderSvg(line)
    expect(svg).toContain('Scaling &#60;fast&#62; &#38; &#34;slow&#34;')
    expect(svg).toContain('@media (prefers-color-scheme: dark)')
  })

  it('draws a bar chart with one bar and label per entry, and a dash for none', () => {
    const bars: BarChart = {
      kind: 'bar',
      id: 'max-n',
      title: 'Largest n',
      summary: 'Bars.',
      valueLabel: 'largest n',
      bars: [
        { key: 'x', label: 'X', value: 12 },
        { key: 'y', label: 'Y', value: 0 },
      ],
    }
    const svg = renderSvg(bars)
    expect(svg.match(/<rect class="s\d"/g)).toHaveLength(2)
    expect(svg).toContain('>12</text>')
    expect(svg).toContain('>—</text>')
  })

  it('formats ticks and escapes XML', () => {
    expect(formatTick(0.001)).toBe('0.001')
    expect(formatTick(10_000)).toBe('10,000')
    expect(formatTick(1e6)).toBe('1,000,000')
    expect(formatTick(1e7)).toBe('10,000,000')
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe(
      '&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;',
    )
  })

  it.each(CHART_IDS)('labels the %s chart of the recorded benchmark in one style', (id) => {
    const svg = renderSvg(buildCharts(BENCHMARK)[id])
    const labels = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1])
    const numbers = labels.filter((text) => /^[\d.,e+]+$/.test(text))
    expect(numbers.length).toBeGreaterThan(3)
    // Grouped thousands or decimals, never an exponent.
    for (const text of numbers) expect(text).toMatch(/^(\d{1,3}(,\d{3})*|\d*\.\d+)$/)
  })
})
