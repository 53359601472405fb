import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { CARD_FONT_FILES } from '@nqueens/charts/card'
import opentype, { type Font, type Glyph } from 'opentype.js'

/**
 * @module
 * `npm run card:font`: writes functions/src/images/card-font.json, the glyphs the Worker draws
 * chart cards' text with, taken from the very font files the build's cards use (CARD_FONT_FILES,
 * DejaVu Sans and DejaVu Sans Bold). For each weight: every glyph's advance and outline (font
 * units, y up; TrueType's lines and quadratic curves), the ligatures the font's `liga` feature
 * forms from them, and the kerning of every pair of them that the `kern` feature moves; that is
 * what the build's resvg applies when it lays out the same text.
 *
 * Only the characters cards show are kept (the Worker bundle stays small): printable ASCII and
 * EXTRA. The Worker draws any other character as the font's .notdef box, as resvg does;
 * test/node/card-raster.test.ts fails if a card would show one.
 */
export const EXTRA = '—–·×…①②③'
export const FONT_PATH = fileURLToPath(
  new URL('../functions/src/images/card-font.json', import.meta.url),
)

const require = createRequire(import.meta.url)

/** One weight's glyphs: advance and outline by key (a character, a ligature's characters, or .notdef). */
export interface FaceData {
  glyphs: Record<string, [advance: number, outline: string]>
  /** Ligature keys, longest first, as the font's `liga` feature tries them. */
  ligatures: string[]
  /** Kerning in font units: `kerning[left][right]`, only the pairs the font moves. */
  kerning: Record<string, Record<string, number>>
}

export interface CardFontData {
  source: string
  unitsPerEm: number
  /** How far the font's glyphs reach above and below the baseline (hhea), in font units. */
  ascender: number
  descender: number
  regular: FaceData
  bold: FaceData
}

export function cardFontData(): CardFontData {
  const [regular, bold] = CARD_FONT_FILES.map((file) => {
    const bytes = readFileSync(require.resolve(file))
    return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength))
  })
  return {
    source: `${CARD_FONT_FILES.join(', ')} (dejavu-fonts-ttf ${packageVersion()})`,
    unitsPerEm: regular.unitsPerEm,
    ascender: Math.max(regular.ascender, bold.ascender),
    descender: Math.min(regular.descender, bold.descender),
    regular: face(regular),
    bold: face(bold),
  }
}

function face(font: Font): FaceData {
  const chars = [...characters()]
  const byKey = new Map<string, Glyph>(chars.map((char) => [char, font.charToGlyph(char)]))
  byKey.set('.notdef', font.glyphs.get(0))
  const ligatures: string[] = []
  for (const { sub, by } of font.substitution.getLigatures('liga', 'latn', 'dflt')) {
    const key = sub.map((index) => font.glyphs.get(index).unicode ?? -1)
    if (key.some((code) => !chars.includes(String.fromCodePoint(code)))) continue
    const text = String.fromCodePoint(...key)
    ligatures.push(text)
    byKey.set(text, font.glyphs.get(by))
  }
  ligatures.sort((a, b) => b.length - a.length)

  const glyphs: FaceData['glyphs'] = {}
  for (const [key, glyph] of byKey) glyphs[key] = [glyph.advanceWidth ?? 0, outline(glyph)]
  const tables = font.position.getKerningTables('latn', 'dflt')
  const kerning: FaceData['kerning'] = {}
  for (const [left, a] of byKey) {
    for (const [right, b] of byKey) {
      const value = font.position.getKerningValue(tables, a.index, b.index)
      if (value !== 0) (kerning[left] ??= {})[right] = value
    }
  }
  return { glyphs, ligatures, kerning }
}

function* characters(): Generator<string> {
  for (let code = 0x20; code < 0x7f; code++) yield String.fromCharCode(code)
  yield* EXTRA
}

/** The outline as path data: M, L, Q and Z with coordinates in font units, y up. */
function outline(glyph: Glyph): string {
  let d = ''
  let at = ''
  for (const command of glyph.path.commands) {
    if (command.type === 'Z') d += 'Z'
    else {
      const end = `${command.x} ${command.y}`
      if (command.type === 'M') d += `M${end}`
      else if (command.type === 'L' && end !== at) d += `L${end}`
      else if (command.type === 'Q') d += `Q${command.x1} ${command.y1} ${end}`
      else if (command.type !== 'L') throw new Error(`unexpected ${command.type} in a glyph`)
      at = end
    }
  }
  return d
}

function packageVersion(): string {
  const json = readFileSync(require.resolve('dejavu-fonts-ttf/package.json'), 'utf8')
  return (JSON.parse(json) as { version: string }).version
}

/** The file's text: one glyph, ligature list or kerning row a line, so that a diff reads. */
export function cardFontJson(data: CardFontData): string {
  const faceJson = (face: FaceData) =>
    [
      '{\n    "glyphs": {\n',
      Object.entries(face.glyphs)
        .map(([key, value]) => `      ${JSON.stringify(key)}: ${JSON.stringify(value)}`)
        .join(',\n'),
      `\n    },\n    "ligatures": ${JSON.stringify(face.ligatures)},\n    "kerning": {\n`,
      Object.entries(face.kerning)
        .map(([key, row]) => `      ${JSON.stringify(key)}: ${JSON.stringify(row)}`)
        .join(',\n'),
      '\n    }\n  }',
    ].join('')
  return (
    `{\n  "source": ${JSON.stringify(data.source)},\n  "unitsPerEm": ${data.unitsPerEm},\n` +
    `  "ascender": ${data.ascender},\n  "descender": ${data.descender},\n` +
    `  "regular": ${faceJson(data.regular)},\n  "bold": ${faceJson(data.bold)}\n}\n`
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(FONT_PATH, cardFontJson(cardFontData()))
  console.log(`wrote ${FONT_PATH}`)
}
