import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SUBSET_PATHS, subsetCardFonts } from './card-font.ts'

// What the cards may show is held by site/src/build/card-composition.test.ts.
describe('the fonts the images Worker draws with', () => {
  it('are what npm run card:font subsets from the font files the build draws cards with', async () => {
    const fonts = await subsetCardFonts()
    fonts.forEach((font, i) => expect(readFileSync(SUBSET_PATHS[i]).equals(font)).toBe(true))
  })
})
