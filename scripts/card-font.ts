import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'
import { CARD_CHARACTERS, CARD_FONT_FILES } from '@nqueens/charts/card'

/**
 * @module
 * `npm run card:font`: writes the fonts the images Worker draws every PNG's text with
 * (images/fonts/), subsets of the very font files the build's cards use (CARD_FONT_FILES, DejaVu
 * Sans and DejaVu Sans Bold), made by HarfBuzz's subsetter (the `subset-font` package). Only the
 * characters cards show are kept (CARD_CHARACTERS), so that the Worker's bundle stays small;
 * site/src/build/card-composition.test.ts fails if a card shows any other.
 */
const require = createRequire(import.meta.url)

/** Where each subset goes, in CARD_FONT_FILES' order. */
export const SUBSET_PATHS = ['DejaVuSans.subset.ttf', 'DejaVuSans-Bold.subset.ttf'].map((name) =>
  fileURLToPath(new URL(`../images/fonts/${name}`, import.meta.url)),
)

/** The subsets of CARD_FONT_FILES, in their order. */
export async function subsetCardFonts(): Promise<Buffer[]> {
  return Promise.all(
    CARD_FONT_FILES.map((file) =>
      subsetFont(readFileSync(require.resolve(file)), CARD_CHARACTERS, {
        targetFormat: 'truetype',
      }),
    ),
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const fonts = await subsetCardFonts()
  fonts.forEach((font, i) => writeFileSync(SUBSET_PATHS[i], font))
  console.log(SUBSET_PATHS.map((path, i) => `${path}: ${fonts[i].length} bytes`).join('\n'))
}
