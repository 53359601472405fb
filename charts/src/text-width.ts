/**
 * @module
 * How wide a line of text is in DejaVu Sans, the one font the cards and the PNG twins are drawn
 * with, so that layouts can leave room for a label before any renderer measures it. The figures
 * are the font's advance widths per class of character, rounded up: an estimate errs wide, and
 * the composition tests measure the real glyphs with resvg.
 */

/** Advance widths in ems (DejaVu Sans, regular), by class of character. */
const NARROW = /[ il|!.,:;'`ItfjJr()[\]{}-]/
const WIDE = /[mwMW@%&]/

/**
 * The width of `text` drawn at `size` pixels, bold or not, rounded up.
 *
 * @example
 * textWidth('1,000,000', 12) // 70: seven digits and two commas
 */
export function textWidth(text: string, size: number, bold = false): number {
  let ems = 0
  for (const char of text) {
    if (NARROW.test(char)) ems += 0.4
    else if (WIDE.test(char)) ems += 1
    else if (/[0-9]/.test(char)) ems += 0.64
    else if (/[A-Z]/.test(char)) ems += 0.76
    else if (/[a-z]/.test(char)) ems += 0.63
    else ems += 0.9
  }
  return Math.ceil(ems * size * (bold ? 1.12 : 1))
}

/** A line of wrapped text and its estimated width. */
export interface TextLine {
  text: string
  width: number
}

/**
 * `text` broken at spaces into lines no wider than `width` (a word wider than that gets a line of
 * its own).
 *
 * @example
 * wrapText('Counting time against n', 200, 30, true) // [{ text: 'Counting time', … }, { text: 'against n', … }]
 */
export function wrapText(text: string, width: number, size: number, bold = false): TextLine[] {
  const lines: TextLine[] = []
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1)
    const joined = last ? `${last.text} ${word}` : word
    if (last && textWidth(joined, size, bold) <= width) {
      last.text = joined
      last.width = textWidth(joined, size, bold)
    } else lines.push({ text: word, width: textWidth(word, size, bold) })
  }
  return lines
}

/**
 * `lines` rewrapped as evenly as they go: the narrowest width that keeps their number, so that a
 * last line holds more than an orphaned word.
 */
function balance(text: string, lines: TextLine[], size: number, bold: boolean): TextLine[] {
  if (lines.length < 2) return lines
  let narrow = Math.max(...lines.map((l) => l.width))
  for (let width = narrow - 4; width > 0; width -= 4) {
    const tried = wrapText(text, width, size, bold)
    if (tried.length > lines.length || tried.some((l) => l.width > width)) break
    narrow = width
  }
  return wrapText(text, narrow, size, bold)
}

/**
 * The size from `size` down to `min` at which `text` wraps into at most `lines` lines of at most
 * `width`, and those lines, evenly filled; fewer lines are worth a fifth of the size. At `min` it
 * keeps what it has, its last line cut with `…`.
 */
export function fitText(
  text: string,
  box: { width: number; lines: number },
  size: number,
  min: number,
  bold = false,
): { size: number; lines: TextLine[] } {
  const fits = (lines: TextLine[], count: number) =>
    lines.length <= count && lines.every((l) => l.width <= box.width)
  // Fewer lines first, each down to four fifths of `size`; then any size down to `min`.
  for (let count = 1; count < box.lines; count++) {
    for (let s = size; s >= Math.max(min, Math.ceil(size * 0.8)); s--) {
      const lines = wrapText(text, box.width, s, bold)
      if (fits(lines, count)) return { size: s, lines: balance(text, lines, s, bold) }
    }
  }
  for (let s = size; s > min; s--) {
    const lines = wrapText(text, box.width, s, bold)
    if (fits(lines, box.lines)) return { size: s, lines: balance(text, lines, s, bold) }
  }
  const all = wrapText(text, box.width, min, bold)
  const lines = all.slice(0, box.lines)
  const last = lines.at(-1)
  if (last && (all.length > box.lines || last.width > box.width)) {
    let kept = last.text
    while (kept.length > 1 && textWidth(`${kept}…`, min, bold) > box.width) kept = kept.slice(0, -1)
    last.text = `${kept.trimEnd()}…`
    last.width = textWidth(last.text, min, bold)
  }
  return { size: min, lines }
}
