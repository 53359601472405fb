import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { chartCardSvg } from '@nqueens/charts/card'
import { embedCharts } from '@nqueens/charts/embeds'
import { boardImageSvg } from '../functions/src/boards/board-image.ts'
import { CARD_CHARACTERS, SUBSET_PATHS, subsetCardFonts } from './card-font.ts'

/** The characters an SVG shows: its text, entities decoded. */
function shownCharacters(svg: string): Set<string> {
  const shown = new Set<string>()
  for (const [, text] of svg.matchAll(/<(?:text|tspan)\b[^>]*>([^<]*)</g)) {
    const decoded = text
      .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
      .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&quot;', '"')
      .replaceAll('&apos;', "'")
      .replaceAll('&amp;', '&')
    for (const char of decoded) shown.add(char)
  }
  return shown
}

describe('the fonts the images Worker draws with', () => {
  it('are what npm run card:font subsets from the font files the build draws cards with', async () => {
    const fonts = await subsetCardFonts()
    fonts.forEach((font, i) => expect(readFileSync(SUBSET_PATHS[i]).equals(font)).toBe(true))
  })

  it('hold every character the cards and board images show', () => {
    const svgs = [
      ...Object.values(embedCharts()).map((chart) => {
        const svg = chartCardSvg(chart, { subtitle: 'Showing …' })
        const own = chart.kind === 'line' && chart.cardTitle ? `>${chart.title}<` : undefined
        return own ? svg.replaceAll(own, '><') : svg
      }),
      boardImageSvg([1, 3, 0, 2], 'light'),
      boardImageSvg([0, 1, -1, -1], 'dark'),
    ]
    for (const svg of svgs) {
      const missing = [...shownCharacters(svg)].filter((char) => !CARD_CHARACTERS.includes(char))
      expect(missing, svg.slice(0, 200)).toEqual([])
    }
  })
})
