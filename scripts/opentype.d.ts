// The part of opentype.js (which ships no types) that scripts/card-font.ts uses.
declare module 'opentype.js' {
  export interface PathCommand {
    type: 'M' | 'L' | 'C' | 'Q' | 'Z'
    x: number
    y: number
    x1: number
    y1: number
  }
  export interface Glyph {
    index: number
    unicode?: number
    advanceWidth?: number
    path: { commands: PathCommand[] }
  }
  export interface Lookup {
    readonly lookupType: number
  }
  export interface Font {
    unitsPerEm: number
    ascender: number
    descender: number
    glyphs: { get(index: number): Glyph }
    charToGlyph(char: string): Glyph
    substitution: {
      getLigatures(
        feature: string,
        script: string,
        language: string,
      ): { sub: number[]; by: number }[]
    }
    position: {
      getKerningTables(script: string, language: string): Lookup[]
      getKerningValue(tables: Lookup[], left: number, right: number): number
    }
  }
  /** The package's CommonJS entry, whose exports Node gives as the default. */
  const opentype: { parse(buffer: ArrayBuffer): Font }
  export default opentype
}
