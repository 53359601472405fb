import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { drawnDoc, duration, FIGURES, money, replaceFigures, sci } from './figures.ts'

const ROOT = resolve(import.meta.dirname, '../..')

describe('figures in docs/, from the committed data', () => {
  for (const doc of new Set(FIGURES.map((f) => f.doc))) {
    it(`${doc} shows the committed data (npm run docs:figures rewrites it)`, async () => {
      expect(readFileSync(join(ROOT, doc), 'utf8')).toBe(await drawnDoc(doc))
    })
  }

  it('replaces only what stands between its markers, and refuses a doc without them', () => {
    const text = 'a\n<!-- figures:x -->\nold\n<!-- /figures:x -->\nb'
    expect(replaceFigures(text, 'x', 'new')).toBe(
      'a\n<!-- figures:x -->\n\nnew\n\n<!-- /figures:x -->\nb',
    )
    expect(() => replaceFigures('a', 'x', 'new')).toThrow('no <!-- figures:x -->')
  })

  it('writes numbers as a reader takes them in', () => {
    expect(sci(3206)).toBe('3,206')
    expect(sci(209_210_677)).toBe('2.1·10^8')
    expect(money(0.003)).toBe('< $0.01')
    expect(money(5.594)).toBe('$5.59')
    expect(money(484_936.2)).toBe('$484,936')
    expect(duration(1_800)).toBe('1.8 s')
    expect(duration(3.9e6)).toBe('65 min')
    expect(duration(736 * 3.156e10)).toBe('736 years')
  })
})
