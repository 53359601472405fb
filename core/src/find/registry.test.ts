import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors.ts'
import { FINDER_IDS } from '../types.ts'
import { defaultFinderId, FINDERS, getFinder } from './registry.ts'

describe('finder registry', () => {
  it('finds each registered finder by its own id', () => {
    for (const [id, finder] of Object.entries(FINDERS)) {
      expect(FINDER_IDS).toContain(id)
      expect(getFinder(id)).toBe(finder)
    }
    expect(Object.keys(FINDERS)).toEqual(
      expect.arrayContaining(['first', 'mrv', 'enumerate', 'construct']),
    )
  })

  it('refuses an unknown method, naming the parameter', () => {
    for (const id of ['magic', '', 'toString', '__proto__']) {
      expect(() => getFinder(id)).toThrow(InvalidInputError)
      expect(() => getFinder(id)).toThrow(/^Invalid method: must be one of first, /)
    }
  })

  it('defaults to mrv with queens, first for small n, mrv for middling, construct for large', () => {
    expect(defaultFinderId(30, true)).toBe('mrv')
    expect(defaultFinderId(8, false)).toBe('first')
    expect(defaultFinderId(2, false)).toBe('first')
    expect(defaultFinderId(20, false)).toBe('first')
    expect(defaultFinderId(21, false)).toBe('mrv')
    expect(defaultFinderId(999, false)).toBe('mrv')
    expect(defaultFinderId(1000, false)).toBe('construct')
    // Every default can take the n it is chosen for (up to its maxN).
    for (const n of [1, 20, 21, 999, 1000, 1e8])
      expect(getFinder(defaultFinderId(n, false)).maxN).toBeGreaterThanOrEqual(n)
  })
})
