import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const DIST = resolve(import.meta.dirname, '../../site/dist')

// The built site is this test's input: without it there is nothing to check, and a test that
// skipped would pass while checking nothing. `npm test` builds before it runs the unit tests.
if (!existsSync(join(DIST, 'index.html'))) {
  throw new Error(`${DIST} has no built site: run \`npm run build\` first (npm test does)`)
}

/** Every built HTML page, by its path under site/dist. */
function pages(dir = DIST): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? pages(join(dir, entry.name))
      : entry.name.endsWith('.html')
        ? [join(dir, entry.name)]
        : [],
  )
}

// A word, then an inline element on the next source line: the build must keep them two words.
const JOINED = /[A-Za-z0-9,.;:]<(a|code|strong|em)[ >]|<\/(a|code|strong|em)>[A-Za-z0-9]/g

// A space before a comma, semicolon or full stop in the text people read (code and scripts aside):
// what a line break between two inline elements leaves behind.
const LOOSE = /[A-Za-z0-9)] [;,.](?=\s|$)/g

/** A page's visible text: no scripts, styles, code or form fields, no tags. */
function visibleText(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/<(script|style|code|pre|textarea)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, '')
}

describe('the built site (npm run build)', () => {
  it('has the pages the checks below read', () => {
    expect(pages().length).toBeGreaterThan(5)
  })

  it('never joins a word to a link, code, strong or em beside it', () => {
    const joins = pages().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(JOINED)].map(
        (m) => `${file.slice(DIST.length)}: …${m.input.slice(m.index - 30, m.index + 30)}…`,
      ),
    )
    expect(joins).toEqual([])
  })

  it('never leaves a space before a comma, semicolon or full stop', () => {
    const loose = pages().flatMap((file) =>
      [...visibleText(file).matchAll(LOOSE)].map(
        (m) => `${file.slice(DIST.length)}: …${m.input.slice(m.index - 30, m.index + 10)}…`,
      ),
    )
    expect(loose).toEqual([])
  })
})
