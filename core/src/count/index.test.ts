import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors.ts'
import { COUNTER_IDS } from '../types.ts'
import { COUNTERS, getCounter } from './index.ts'

describe('the counter registry', () => {
  it('files each counter under its own id', () => {
    for (const [id, counter] of Object.entries(COUNTERS)) expect(counter.id).toBe(id)
    expect(Object.keys(COUNTERS)).toEqual(
      expect.arrayContaining(['brute-force', 'backtrack', 'flags', 'bitmask', 'mirror']),
    )
    expect(
      Object.keys(COUNTERS).every((id) => (COUNTER_IDS as readonly string[]).includes(id)),
    ).toBe(true)
  })

  it('finds a counter by id', () => {
    expect(getCounter('mirror').count(8).total).toBe(92n)
  })

  it.each(['', 'quick', 'toString', '__proto__', 'Bitmask'])('refuses the id %j', (id) => {
    expect(() => getCounter(id)).toThrow(InvalidInputError)
    expect(() => getCounter(id)).toThrow(/^Invalid algorithm: must be one of brute-force, /)
  })
})
