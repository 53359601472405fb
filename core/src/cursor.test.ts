import { describe, expect, it } from 'vitest'
import { decodeCursor, encodeCursor } from './cursor.ts'

const WHERE = { kind: 'count', algorithm: 'bitmask', n: 8 }

describe('cursor', () => {
  it('round-trips a payload, including non-ASCII text', () => {
    const payload = {
      ...WHERE,
      state: [0, 4, -1],
      partial: { total: '123456789012345678901', note: 'é✓' },
    }
    expect(decodeCursor(encodeCursor(payload), WHERE)).toEqual(payload)
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
    'nonsense',
    'v1.' + 'A'.repeat(70000),
  ])('refuses malformed cursor %#', (text) => {
    expect(() => decodeCursor(text, WHERE)).toThrow(/^Invalid cursor: /)
  })
})
