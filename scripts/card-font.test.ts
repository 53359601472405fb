import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { cardFontData, cardFontJson, FONT_PATH } from './card-font.ts'

describe('the card font the Worker draws with', () => {
  it('is what npm run card:font writes from the font files the build draws cards with', () => {
    expect(readFileSync(FONT_PATH, 'utf8')).toBe(cardFontJson(cardFontData()))
  })
})
