import { describe, expect, it } from 'vitest'
import { decodeCursor, encodeCursor } from './cursor.ts'

const WHERE = { kind: 'count', algorithm: 'bitmask', n: 8 }

describe('cursor', () => {
  it('round-trips a payload, including non-ASCII text', () => {
    const payload = {
      ...WHERE,
      state: [0, 4, -1],
      sums: { total: '123456789012345678901', note: 'é✓' },
    }
    expect(decodeCursor(encodeCursor(payload), WHERE)).toEqual(payload)
  })

  it('writes the sums under the key `partial`, which cursors handed out hold them by', () => {
    const json = '{"kind":"count","algorithm":"bitmask","n":8,"state":[0],"partial":{"total":"4"}}'
    const handedOut = 'v1.' + Buffer.from(json).toString('base64url')
    const read = decodeCursor(handedOut, WHERE)
    expect(read).toEqual({ ...WHERE, state: [0], sums: { total: '4' } })
    expect(encodeCursor(read)).toBe(handedOut)
    // The deprecated name still reads and writes the same counts.
    expect(read.partial).toEqual({ total: '4' })
    const changed = decodeCursor(encodeCursor({ ...read, partial: { total: '5' } }), WHERE)
    expect(changed.sums).toEqual({ total: '5' })
  })

  it('writes unpadded base64url of the JSON, whatever its length modulo 3', () => {
    for (const note of ['', 'a', 'ab', 'abc', 'é✓?>']) {
      const payload = { ...WHERE, state: [1], sums: { note } }
      const json = JSON.stringify({ ...WHERE, state: [1], partial: { note } }).replace(
        /[^\x20-\x7e]/g,
        (ch) => '\\u' + ch.charCodeAt(0).toString(16).padStart(4, '0'),
      )
      expect(encodeCursor(payload)).toBe('v1.' + Buffer.from(json).toString('base64url'))
    }
  })

  it('refuses cursors for another n, algorithm or kind', () => {
    const cursor = encodeCursor({ ...WHERE, state: [] })
    expect(() => decodeCursor(cursor, { ...WHERE, n: 9 })).toThrow(
      'Invalid cursor: was made for n = 8',
    )
    expect(() => decodeCursor(cursor, { ...WHERE, algorithm: 'flags' })).toThrow('count bitmask')
    expect(() => decodeCursor(cursor, { ...WHERE, kind: 'solve' })).toThrow('Invalid cursor')
  })

  it.each([
    '',
    'v2.e30',
    'v1.%%%',
    'v1.e30',
    'v1.bm90IGpzb24',
    'v1.e30=',
    'v1.e30+',
    'v1.e30aa',
    'nonsense',
    'v1.' + 'A'.repeat(70000),
  ])('refuses malformed cursor %#', (text) => {
    expect(() => decodeCursor(text, WHERE)).toThrow(/^Invalid cursor: /)
  })
})
