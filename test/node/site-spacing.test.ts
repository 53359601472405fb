import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const DIST = resolve(import.meta.dirname, '../../site/dist')

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

describe.skipIf(!existsSync(DIST))('the built site (npm run build)', () => {
  it('never joins a word to a link, code, strong or em beside it', () => {
    const joins = pages().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(JOINED)].map(
        (m) => `${file.slice(DIST.length)}: …${m.input.slice(m.index - 30, m.index + 30)}…`,
      ),
    )
    expect(joins).toEqual([])
  })
})
