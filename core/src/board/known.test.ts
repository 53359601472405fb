import { describe, expect, it } from 'vitest'
import { readOeisCounts } from '../../../test/fixtures/oeis-counts.ts'
import { KNOWN_COUNTS, KNOWN_MAX_N, knownCount } from './known.ts'

describe('KNOWN_COUNTS', () => {
  it("matches the repository's own OEIS reference (test/fixtures), digit for digit", () => {
    const reference = readOeisCounts()
    expect(reference).toHaveLength(27)
    for (const { n, total, unique } of reference) {
      expect(knownCount(n)).toEqual({ n, total, unique })
    }
    expect(KNOWN_MAX_N).toBe(reference.length)
  })

  it('keeps every digit past 2^53', () => {
    expect(KNOWN_COUNTS[27]?.total.toString()).toBe('234907967154122528')
    expect(KNOWN_COUNTS[27]?.unique.toString()).toBe('29363495934315694')
    expect(knownCount(28)).toBeUndefined()
    expect(knownCount(0)).toBeUndefined()
    expect(knownCount(2.5)).toBeUndefined()
  })
})
