import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors.ts'
import { COUNTER_IDS } from '../types.ts'
import { COUNTERS, getCounter } from './index.ts'

describe('the counter registry', () => {
  it('files each counter under its own id', () => {
    for (const [id, counter] of Object.entries(COUNTERS)) expect(counter.id).toBe(id)
    expect(Object.keys(COUNTERS)).toEqual([...COUNTER_IDS])
  })

  it('finds a counter by id, parallel too', () => {
    expect(getCounter('mirror').count(8).total).toBe(92n)
    expect(getCounter('parallel').count(8).total).toBe(92n)
  })

  it.each(['', 'quick', 'toString', '__proto__', 'Bitmask'])('refuses the id %j', (id) => {
    expect(() => getCounter(id)).toThrow(InvalidInputError)
    expect(() => getCounter(id)).toThrow(/^Invalid algorithm: must be one of brute-force, /)
  })
})
