import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { KNOWN_COUNTS, KNOWN_MAX_N, knownCount } from './known.ts'

describe('KNOWN_COUNTS', () => {
  it('matches the shared OEIS reference beside the repository, digit for digit', () => {
    // ../shared is beside every checkout here and in CI; without it this fails, naming the file.
    const reference = JSON.parse(
      readFileSync(
        new URL('../../../../shared/reference/oeis-counts.json', import.meta.url),
        'utf8',
      ),
    ) as { counts: { n: number; total: string; unique: string }[] }
    expect(reference.counts.length).toBeGreaterThan(0)
    for (const { n, total, unique } of reference.counts) {
      expect(knownCount(n)).toEqual({ n, total: BigInt(total), unique: BigInt(unique) })
    }
    expect(KNOWN_MAX_N).toBe(reference.counts.length)
  })

  it('keeps every digit past 2^53', () => {
    expect(KNOWN_COUNTS[27]?.total.toString()).toBe('234907967154122528')
    expect(knownCount(28)).toBeUndefined()
    expect(knownCount(0)).toBeUndefined()
    expect(knownCount(2.5)).toBeUndefined()
  })
})
