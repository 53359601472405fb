import { describe, expect, it } from 'vitest'
import type { CountResult } from '@nqueens/core'
import { RecordCountSchema } from '@nqueens/charts/benchmark-schema'
import type { Progress } from './progress.ts'
import { countRecord } from './record-count.ts'

/** Keeps what the phase reports, so the tests can read it. */
function recordProgress(): Progress & { lines: string[]; fractions: number[] } {
  const lines: string[] = []
  const fractions: number[] = []
  return {
    lines,
    fractions,
    phase: () => {},
    update: (fraction) => fractions.push(fraction),
    log: (line) => lines.push(line),
    end: () => {},
  }
}

describe('countRecord', () => {
  it('counts n = 10 with the parallel counter on two threads and finds it matches OEIS', async () => {
    const progress = recordProgress()
    const record = await countRecord(10, { threads: 2 }, progress)
    expect(RecordCountSchema.parse(record)).toEqual(record)
    expect(record).toMatchObject({
      ran: true,
      n: 10,
      algorithm: 'parallel',
      threads: 2,
      total: '724',
      unique: '92',
      knownTotal: '724',
      knownUnique: '92',
      totalMatches: true,
      uniqueMatches: true,
      byFirstRow: ['64', '48', '65', '93', '92', '92', '93', '65', '48', '64'],
      firstRowChecked: true,
    })
    expect(record.ran && record.nodes).toBeGreaterThan(0)
    expect(record.ran && record.ms).toBeGreaterThan(0)
    expect(progress.fractions.at(-1)).toBe(1)
    expect(progress.lines).toEqual([
      expect.stringMatching(
        /^ {2}n=10: 724 total, 92 unique in [\d.]+ s on 2 threads: matches OEIS; the first-row counts add up to it and mirror$/,
      ),
    ])
  })

  it('records a count that differs from OEIS as such, and says so', async () => {
    const wrong = (n: number): Promise<CountResult> =>
      Promise.resolve({
        algorithm: 'parallel',
        n,
        status: 'complete',
        total: 14_201n,
        unique: 1787n,
        // Adds up to the published 14,200 but does not mirror.
        firstRow: [1n, ...new Array(10).fill(0n), 14_199n],
        nodes: 1,
      })
    const progress = recordProgress()
    const record = await countRecord(12, { threads: 1, count: wrong }, progress)
    expect(record).toMatchObject({
      total: '14201',
      knownTotal: '14200',
      totalMatches: false,
      uniqueMatches: true,
    })
    expect(progress.lines[0]).toContain('DIFFERS from OEIS (14,200 total, 1,787 unique)')
    expect(record).toMatchObject({ firstRowChecked: false })
    expect(progress.lines[0]).toContain('the first-row counts DO NOT add up to it or mirror')
  })

  it('refuses an n without a published count, and a count that stopped early', async () => {
    await expect(countRecord(28, { threads: 1 }, recordProgress())).rejects.toThrow(
      'no published count for n = 28',
    )
    const partial = (n: number): Promise<CountResult> =>
      Promise.resolve({
        algorithm: 'parallel',
        n,
        status: 'partial',
        total: 3n,
        nodes: 5,
        cursor: 'v1.x',
      })
    await expect(countRecord(8, { threads: 1, count: partial }, recordProgress())).rejects.toThrow(
      'no complete total',
    )
  })
})
