import { unitCountOf } from '@nqueens/core'
import { describe, expect, it } from 'vitest'
import { chooseFault } from './faults.ts'
import type { UnitMessage } from '../src/resources/jobs/types.ts'

const messages: UnitMessage[] = Array.from(
  { length: unitCountOf('constellation', 16) },
  (_, unit) => ({
    job: 'n16-constellation',
    n: 16,
    units: [unit],
    resumed: 0,
  }),
)

describe('the faults the Worker tests inject (FAULT_RATE)', () => {
  it('fails about the given share of first deliveries, both before and after counting', () => {
    const faults = messages.map((body) => chooseFault('0.2', body, 1))
    const share = faults.filter(Boolean).length / messages.length
    expect(share).toBeGreaterThan(0.15)
    expect(share).toBeLessThan(0.25)
    expect(faults).toContain('before')
    expect(faults).toContain('after')
    // Deterministic: the same message, the same choice.
    expect(messages.map((body) => chooseFault('0.2', body, 1))).toEqual(faults)
  })

  it('never fails a redelivery, and is off when absent or zero', () => {
    expect(messages.every((body) => chooseFault('0.2', body, 2) === undefined)).toBe(true)
    expect(messages.every((body) => chooseFault(undefined, body, 1) === undefined)).toBe(true)
    expect(messages.every((body) => chooseFault('0', body, 1) === undefined)).toBe(true)
  })
})
