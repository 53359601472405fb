import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors.ts'
import { MAX_SVG_DETAIL_N, renderSvg } from './render-svg.ts'

/** Checks that tags nest and close, attributes are quoted, and no raw `<` or `&` is left in text. */
function expectWellFormed(svg: string): void {
  const stack: string[] = []
  const tag = /<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z][a-zA-Z0-9:-]*="[^"<]*")*)\s*(\/?)>/y
  let at = 0
  while (at < svg.length) {
    const next = svg.indexOf('<', at)
    const text = svg.slice(at, next < 0 ? svg.length : next)
    expect(text).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/)
    if (next < 0) break
    tag.lastIndex = next
    const match = tag.exec(svg)
    expect(match, `a tag at ${next}: ${svg.slice(next, next + 60)}`).not.toBeNull()
    const [whole, closing, name, , selfClosing] = match as RegExpExecArray
    if (closing) expect(stack.pop()).toBe(name)
    else if (!selfClosing) stack.push(name)
    at = next + whole.length
  }
  expect(stack).toEqual([])
}

const count = (text: string, part: string) => text.split(part).length - 1

describe('renderSvg', () => {
  it('draws a standalone, accessible board with one crown per queen', () => {
    const svg = renderSvg([3, 6, 2, 7, 1, 4, 0, 5])
    expectWellFormed(svg)
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="480" height="480"/)
    expect(svg).toContain('role="img"')
    expect(svg).toContain('aria-labelledby="nq-title nq-desc"')
    expect(svg).toContain('<title id="nq-title">8-queens board: a solution</title>')
    expect(svg).toContain('1-based columns (0 = empty): 4,7,3,8,2,5,1,6</desc>')
    expect(svg).toContain('viewBox="0 0 8 8"')
    expect(count(svg, '<use ')).toBe(8)
    expect(svg).toContain('<use href="#nq-queen" x="3" y="0"')
    expect(svg).not.toContain('<line')
    expect(svg).not.toMatch(/font|<text/)
  })

  it('marks attacking queens in red and joins each attacking pair with a line', () => {
    const svg = renderSvg([0, 1, -1, 3], { highlight: 'conflicts' })
    expectWellFormed(svg)
    expect(svg).toContain('4-queens board: 3 attacking pairs')
    expect(count(svg, '<line ')).toBe(3)
    expect(svg).toContain('<line x1="0.5" y1="0.5" x2="1.5" y2="1.5"')
    const red = svg.slice(svg.lastIndexOf('<g fill="#d62828"'))
    expect(count(red, '<use ')).toBe(3)
    // Without highlight the same board is drawn plain, but the title still says what is wrong.
    const plain = renderSvg([0, 1, -1, 3])
    expect(count(plain, '<line ')).toBe(0)
    expect(plain).toContain('3 attacking pairs')
  })

  it('highlights only the pairs it is given', () => {
    const svg = renderSvg([0, 1, -1, 3], { highlight: [[1, 1, 2, 2]] })
    expect(count(svg, '<line ')).toBe(1)
    expect(() => renderSvg([0, 1], { highlight: [[1, 1, 3, 2]] })).toThrow(InvalidInputError)
    expect(() => renderSvg([0, 1], { highlight: 'all' as 'conflicts' })).toThrow(/highlight/)
  })

  it('escapes the title and follows the size, dark mode and id prefix', () => {
    const svg = renderSvg([1, 3, 0, 2], {
      title: `<script>alert("x")</script> & 'co'`,
      size: 100,
      dark: true,
      idPrefix: 'b2',
    })
    expectWellFormed(svg)
    expect(svg).not.toContain('<script')
    expect(svg).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;co&apos;')
    expect(svg).toContain('width="100" height="100"')
    expect(svg).toContain('#2c313c')
    expect(svg).toContain('url(#b2-checker)')
    expect(() => renderSvg([0], { size: 10 })).toThrow(InvalidInputError)
    expect(() => renderSvg([0], { idPrefix: '"><x' })).toThrow(InvalidInputError)
    expect(() => renderSvg([0, 2])).toThrow(InvalidInputError)
  })

  it('draws every queen up to the detail limit and a density view past it', () => {
    const diagonal = (n: number) => Int32Array.from({ length: n }, (_, i) => i)
    const detailed = renderSvg(diagonal(MAX_SVG_DETAIL_N))
    expect(count(detailed, '<use ')).toBe(MAX_SVG_DETAIL_N)
    const dense = renderSvg(diagonal(1000), { highlight: 'conflicts' })
    expectWellFormed(dense)
    expect(dense).toContain('viewBox="0 0 63 63"')
    expect(dense).toContain('a block of 16×16 squares')
    expect(count(dense, '<rect ')).toBe(1 + 63)
    expect(dense.length).toBeLessThan(20_000)
  })

  it('keeps a million-queen density view small', () => {
    const n = 1_000_000
    const queens = Int32Array.from({ length: n }, (_, i) => (2 * i) % n)
    expect(renderSvg(queens).length).toBeLessThan(300_000)
  })

  it('draws attack lines two pixels wide at its size, in board units that any renderer scales', () => {
    const svg = renderSvg([0, 1, -1, -1], { highlight: 'conflicts', size: 400 })
    expect(svg).not.toContain('vector-effect')
    expect(svg).toMatch(/<g stroke="#[0-9a-f]{6}" stroke-width="0\.02" /)
  })
})
