import { describe, expect, it } from 'vitest'
import { MIN_PASSES, tailPasses } from './gpu-tail.ts'

describe('tailPasses: the most passes one dispatch may run', () => {
  it('is unbounded without an estimate or a tail', () => {
    expect(tailPasses(undefined, 0, 1024, 16)).toBe(Infinity)
    expect(tailPasses(1e9, 0, 1024, 0)).toBe(Infinity)
  })

  it('is 1 / tail of the nodes each invocation has left, and never under MIN_PASSES', () => {
    expect(tailPasses(16 * 1024 * 1000, 0, 1024, 16)).toBe(1000)
    expect(tailPasses(16 * 1024 * 1000, 8 * 1024 * 1000, 1024, 16)).toBe(500)
    expect(tailPasses(1000, 0, 1024, 16)).toBe(MIN_PASSES)
  })

  it('takes an estimate already passed to leave 1 / (8 tail) of it', () => {
    const expected = 8 * 16 * 16 * 1024 * 100
    expect(tailPasses(expected, 2 * expected, 1024, 16)).toBe(100)
  })
})
