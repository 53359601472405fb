import { describe, expect, it } from 'vitest'
import { longTaskPasses, MIN_PASSES, NO_LONG_TASK, queueEntries, tailPasses } from './gpu-tail.ts'

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

describe('longTaskPasses: when a busy invocation hands work back whatever the queue', () => {
  it('is half the first dispatch bound, and never without an estimate', () => {
    expect(longTaskPasses(32 * 1024 * 1000, 1024, 16)).toBe(1000)
    expect(longTaskPasses(32 * 1024 * 1000, 1024, 16)).toBe(
      tailPasses(32 * 1024 * 1000, 0, 1024, 32),
    )
    expect(longTaskPasses(undefined, 1024, 16)).toBe(NO_LONG_TASK)
    expect(longTaskPasses(1e9, 1024, 0)).toBe(NO_LONG_TASK)
  })
})

describe('queueEntries: the queue a count gets', () => {
  it('holds the first tasks or lowWater, as much again, in a power of two', () => {
    expect(queueEntries(3000, 2048)).toBe(8192)
    expect(queueEntries(1000, 2048)).toBe(8192)
    expect(queueEntries(10, 20)).toBe(128)
  })
})
