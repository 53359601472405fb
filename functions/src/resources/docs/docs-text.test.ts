import { describe, expect, it } from 'vitest'
import { describeType, inlineMarkdown } from './docs-text.ts'

describe('inlineMarkdown', () => {
  it('renders code, strong and links, and escapes everything else', () => {
    expect(String(inlineMarkdown('default `mrv` (see [limits](#limits)), **exact**'))).toBe(
      'default <code>mrv</code> (see <a href="#limits">limits</a>), <strong>exact</strong>',
    )
    expect(String(inlineMarkdown('<script>`<b>`</script>'))).toBe(
      '&#60;script&#62;<code>&#60;b&#62;</code>&#60;/script&#62;',
    )
  })

  it('links only to paths, anchors and https', () => {
    expect(String(inlineMarkdown('[x](javascript:alert(1))'))).not.toContain('<a')
    expect(String(inlineMarkdown('[x](https://oeis.org/A000170)'))).toContain(
      '<a href="https://oeis.org/A000170">x</a>',
    )
  })
})

describe('describeType', () => {
  it("says integers as whole numbers with their range, or the route's", () => {
    expect(describeType({ type: 'integer', minimum: 1, maximum: 20 })).toBe('whole number, 1 to 20')
    expect(describeType({ type: 'integer', minimum: 1, maximum: 1000 }, '1 to 29')).toBe(
      'whole number, 1 to 29',
    )
    expect(describeType({ type: 'string', pattern: '^[0-9]+$' })).toBe(
      'decimal digits (a count, exact at any size)',
    )
    expect(describeType({ type: 'string', maxLength: 16000, minLength: 1 })).toBe(
      'text, 1 to 16,000 characters',
    )
  })
})
