import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { KNOWN_COUNTS, KNOWN_MAX_N, knownCount } from './known.ts'

describe('KNOWN_COUNTS', () => {
  it('matches the shared OEIS reference digit for digit, when it is beside the repo', () => {
    let reference: { counts: { n: number; total: string; unique: string }[] }
    try {
      reference = JSON.parse(
        readFileSync(
          new URL('../../../../shared/reference/oeis-counts.json', import.meta.url),
          'utf8',
        ),
      )
    } catch {
      return // a checkout without ../shared: the table below still holds
    }
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
