import { describe, expect, it } from 'vitest'
import { keptKey } from './kept-key.ts'

const ORIGIN = 'https://q.dev'

function keyOf(pathAndQuery: string, version = 'v1'): string | undefined {
  return keptKey(new URL(`${ORIGIN}${pathAndQuery}`), version)
}

describe('keptKey', () => {
  it('files an answer under the path and its sorted parameters, per deployed version', () => {
    expect(keyOf('/api/count?n=15')).toBe(`${ORIGIN}/.kept/v1/api/count?n=15`)
    expect(keyOf('/api/count?n=15', 'a/b')).toBe(`${ORIGIN}/.kept/a%2Fb/api/count?n=15`)
    expect(keyOf('/api/verify?queens=2,4,1,3&n=4')).toBe(keyOf('/api/verify?n=4&queens=2,4,1,3'))
    expect(keyOf('/s/8/47382516')).toBe(`${ORIGIN}/.kept/v1/s/8/47382516`)
  })

  it('leaves out defaults spelled out where the route reads them as absent', () => {
    expect(keyOf('/api/count?compute=false&algorithm=constellation&n=15')).toBe(
      keyOf('/api/count?n=15'),
    )
    expect(keyOf('/api/solve?seed=1&n=40&format=list&method=min-conflicts')).toBe(
      keyOf('/api/solve?method=min-conflicts&n=40'),
    )
    expect(keyOf('/s/8/47382516.png?theme=light')).toBe(keyOf('/s/8/47382516.png'))
    expect(keyOf('/s/8/47382516.png?width=1200')).toBe(keyOf('/s/8/47382516.png'))
  })

  it("keeps a permalink's theme (and a PNG's width) only: it ignores every other parameter", () => {
    const board = keyOf('/s/8/47382516')
    expect(keyOf('/s/8/47382516?utm_source=chat&utm_medium=social')).toBe(board)
    expect(keyOf('/s/8/47382516?fbclid=IwAR0x&gclid=abc&v=2&utm_source=a&utm_source=b')).toBe(board)
    expect(keyOf('/s/8/47382516?%E0=1')).toBe(board)
    expect(keyOf('/s/8/47382516.png?utm_campaign=launch&theme=dark')).toBe(
      `${ORIGIN}/.kept/v1/s/8/47382516.png?theme=dark`,
    )
    expect(keyOf('/s/8/47382516.svg?theme=light&ref=blog')).toBe(keyOf('/s/8/47382516.svg'))
    // Only the PNG reads a width (a thumbnail's); the page and the other images ignore it.
    expect(keyOf('/s/8/47382516.png?utm_source=a&width=300')).toBe(
      `${ORIGIN}/.kept/v1/s/8/47382516.png?width=300`,
    )
    expect(keyOf('/s/8/47382516?width=300')).toBe(board)
    expect(keyOf('/s/8/47382516.svg?width=300')).toBe(keyOf('/s/8/47382516.svg'))
    // The API's routes refuse a parameter they do not read: nothing is left out of their keys.
    expect(keyOf('/api/count?n=15&utm_source=chat')).toBe(
      `${ORIGIN}/.kept/v1/api/count?n=15&utm_source=chat`,
    )
  })

  it('keeps apart what the routes answer differently', () => {
    // With queens, naming the default counter is a 400; without it, completions are counted.
    expect(keyOf('/api/count?queens=1:2&n=6&algorithm=constellation')).not.toBe(
      keyOf('/api/count?queens=1:2&n=6'),
    )
    expect(keyOf('/api/count?n=15&compute=true')).not.toBe(keyOf('/api/count?n=15'))
    expect(keyOf('/api/solve?n=40&seed=2')).not.toBe(keyOf('/api/solve?n=40'))
    expect(keyOf('/s/8/47382516.png?theme=dark')).not.toBe(keyOf('/s/8/47382516.png'))
    expect(keyOf('/s/8/47382516.png?width=300')).not.toBe(keyOf('/s/8/47382516.png'))
    // Another route's defaults are not this one's.
    expect(keyOf('/api/verify?queens=2,4,1,3&seed=1')).toContain('seed=1')
    // Written differently, read the same: two keys, so at worst a miss.
    expect(keyOf('/api/verify?queens=2%2C4%2C1%2C3')).not.toBe(keyOf('/api/verify?queens=2,4,1,3'))
    expect(keyOf('/api/count?n=15', 'v2')).not.toBe(keyOf('/api/count?n=15', 'v1'))
  })

  it('keeps nothing for other routes, steps of a walk, or a name given twice', () => {
    for (const path of [
      '/api/solutions?n=8',
      '/api/health',
      '/api/jobs/abc',
      '/api/count/extra',
      '/s/-/page.js',
      '/s/8',
      '/api/count?n=10&budget=6000',
      '/api/count?n=10&cursor=v1.abc',
      '/api/count?n=10&budg%65t=6000',
      '/s/8/47382516.png?theme=dark&theme=light',
      '/api/verify?queens=2413&a+b=1&a%20b=2',
      '/api/count?n=8&&',
      '/api/count?n=8&%E0=1',
    ]) {
      expect(keyOf(path), path).toBeUndefined()
    }
  })
})
