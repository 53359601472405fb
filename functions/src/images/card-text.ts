/**
 * @module
 * Text for the chart cards, laid out as resvg lays out the build's cards: the card font's glyphs
 * (card-font.json, written by `npm run card:font` from the same DejaVu Sans files), its ligatures
 * and its kerning, and the font's .notdef box for a character it lacks there.
 */
import font from './card-font.json'

interface Face {
  glyphs: Record<string, [number, string]>
  ligatures: string[]
  kerning: Record<string, Record<string, number> | undefined>
}

/** The faces as scripts/card-font.ts writes them (JSON's arrays read as tuples). */
const FACES = { regular: font.regular, bold: font.bold } as unknown as Record<
  'regular' | 'bold',
  Face
>

export const UNITS_PER_EM = font.unitsPerEm
/** How far glyphs reach above and below the baseline, in ems. */
export const ASCENT = font.ascender / font.unitsPerEm
export const DESCENT = -font.descender / font.unitsPerEm

export interface PlacedGlyph {
  /** Path data in font units, y up. */
  outline: string
  /** Where the glyph's origin sits on the baseline, in font units from the text's start. */
  x: number
}

export interface TextLayout {
  glyphs: PlacedGlyph[]
  /** The advance of the whole text, in font units. */
  advance: number
  /** Characters the font data lacks, drawn as .notdef. */
  missing: string[]
}

export function layoutText(text: string, bold: boolean): TextLayout {
  const face = FACES[bold ? 'bold' : 'regular']
  const chars = [...text]
  const glyphs: PlacedGlyph[] = []
  const missing: string[] = []
  let pen = 0
  let previous: string | undefined
  for (let i = 0; i < chars.length;) {
    const ligature = face.ligatures.find((l) => chars.slice(i, i + l.length).join('') === l)
    let key = ligature ?? chars[i]
    i += ligature ? [...ligature].length : 1
    if (!(key in face.glyphs)) {
      missing.push(key)
      key = '.notdef'
    }
    if (previous !== undefined) pen += face.kerning[previous]?.[key] ?? 0
    const [advance, outline] = face.glyphs[key]
    glyphs.push({ outline, x: pen })
    pen += advance
    previous = key
  }
  return { glyphs, advance: pen, missing }
}
