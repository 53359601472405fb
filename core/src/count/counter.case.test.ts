import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { KNOWN_COUNTS } from '../board/known.ts'
import { decodeCursor, encodeCursor } from '../cursor.ts'
import { expectInvalid } from '../invalid-input.case.test.ts'
import { COUNTER_IDS, type Counter, type CountResult, type Engine } from '../types.ts'
import { countByPermutations } from './reference.ts'

/**
 * The suite every counter runs (Hono's `common.case.test.ts` idea): a counter's own test file is
 * `runCounterSuite(counter)`. `maxQuickN` is the largest n this counter counts in well under a
 * second here; the OEIS check goes up to it (at most 14). Counters that accept n = 31 and 32 also
 * resume there exactly.
 */
export function runCounterSuite(
  counter: Counter,
  options: { maxQuickN?: number; engine?: Engine } = {},
): void {
  const maxQuickN = Math.min(options.maxQuickN ?? 12, counter.maxN, 14)
  const engine = options.engine
  // A counter with two engines runs the suite on each; every call then asks for that one.
  if (engine !== undefined) {
    const original = counter
    counter = { ...counter, count: (n, o) => original.count(n, { ...o, engine }) }
  }
  describe(`counter ${counter.id}${engine ? ` on the ${engine}` : ''}`, () => {
    it.each(range(1, maxQuickN))(`counts the OEIS A000170 total for n = %i`, (n) => {
      const result = counter.count(n)
      expect(result).toMatchObject({ algorithm: counter.id, n, status: 'complete' })
      expect(result.total).toBe(KNOWN_COUNTS[n]!.total)
      expect(result.cursor).toBeUndefined()
      if (counter.countsUnique) expect(result.unique).toBe(KNOWN_COUNTS[n]!.unique)
    })

    it('agrees with the permutation reference for small n', () => {
      for (const n of range(1, Math.min(maxQuickN, 7))) {
        expect(counter.count(n).total).toBe(countByPermutations(n))
      }
    })

    it('counts n = 1 as 1 and n = 2, 3 as 0', () => {
      expect(counter.count(1).total).toBe(1n)
      expect(counter.count(2).total).toBe(0n)
      expect(counter.count(3).total).toBe(0n)
    })

    it('sums any chain of budget chunks to the one-shot result', () => {
      // Board sizes whose whole search is small enough to cut into many chunks.
      const sizes = range(1, maxQuickN).filter((n) => counter.count(n).nodes <= 50_000)
      const whole = sizes.map((n) => counter.count(n))
      const chunking = fc.record({
        index: fc.integer({ min: 0, max: sizes.length - 1 }),
        // Budgets as fractions of the whole search, used in turn; a few chunks to a few hundred.
        fractions: fc.array(fc.double({ min: 0, max: 0.5, noNaN: true }), {
          minLength: 1,
          maxLength: 6,
        }),
      })
      fc.assert(
        fc.property(chunking, ({ index, fractions }) => {
          const one = whole[index]
          const floor = Math.max(1, Math.floor(one.nodes / 300))
          const budgets = fractions.map((f) => Math.max(floor, Math.round(f * one.nodes)))
          expectChainMatches(counter, one, budgets)
        }),
        { seed: SEED, numRuns: 40 },
      )
    })

    it('resumes one node at a time for a small board', () => {
      const n = range(4, maxQuickN).find((n) => counter.count(n).nodes <= 2000)!
      expectChainMatches(counter, counter.count(n), [1])
    })

    // n = 31 and 32 fill the high bits of the int32 masks (bit 31 is the sign bit).
    const wide = [31, 32].filter((n) => n <= counter.maxN)
    it.runIf(wide.length > 0).each(wide)(
      'resumes exactly at n = %i: a chain of budgets ends where one budget of their sum does',
      (n) => {
        // Short first budgets stop near the root, where the masks are full (bit 31 included).
        const budgets = [1, 2, 3, 5, 8, 13, 21, 34, 55, 777, 5000, 1, 5000]
        let cursor: string | undefined
        let last: CountResult | undefined
        for (const budget of budgets) {
          last = counter.count(n, { budget, cursor })
          expect(last).toMatchObject({ status: 'partial', nodes: budget })
          cursor = last.cursor
        }
        const one = counter.count(n, { budget: budgets.reduce((a, b) => a + b) })
        expect([last!.total, last!.unique]).toEqual([one.total, one.unique])
        expect(cursor).toBe(one.cursor)
      },
    )

    it('refuses cursors for another n or algorithm, and garbage cursors', () => {
      const n = Math.min(maxQuickN, 6)
      const partial = counter.count(n, { budget: 3 })
      expect(partial.status).toBe('partial')
      const cursor = partial.cursor!
      expectInvalid(() => counter.count(n - 1, { cursor }), 'cursor')
      const payload = decodeCursor(cursor, { kind: 'count', algorithm: counter.id, n })
      const other = COUNTER_IDS.find((id) => id !== counter.id)!
      const forged = [
        encodeCursor({ ...payload, algorithm: other }),
        encodeCursor({ ...payload, kind: 'solve' }),
        encodeCursor({ ...payload, state: 'nonsense' }),
        encodeCursor({ ...payload, state: [999, 999] }),
        encodeCursor({ ...payload, state: [-1] }),
        encodeCursor({ ...payload, state: null }),
        encodeCursor({ ...payload, sums: { total: '-1' } }),
        encodeCursor({ ...payload, sums: { total: 'lots' } }),
        encodeCursor({ ...payload, sums: undefined }),
      ]
      for (const bad of [...forged, '', 'nope', 'v1.%%%', 'v2.' + cursor.slice(3), 42]) {
        expectInvalid(() => counter.count(n, { cursor: bad as string }), 'cursor')
      }
    })

    it('refuses a bad n or budget', () => {
      for (const n of [0, -1, 2.5, NaN, counter.maxN + 1]) {
        expectInvalid(() => counter.count(n), 'n')
      }
      for (const budget of [0, -5, 1.5]) expectInvalid(() => counter.count(4, { budget }), 'budget')
    })

    it('reports progress between 0 and 1, ending at 1', () => {
      const seen: number[] = []
      counter.count(Math.min(maxQuickN, 8), { onProgress: (f) => seen.push(f) })
      expect(seen.length).toBeGreaterThan(0)
      expect(seen.every((f) => f >= 0 && f <= 1)).toBe(true)
      expect(seen.at(-1)).toBe(1)
    })
  })
}

/** Fixed so CI runs are repeatable; fast-check prints it (and the failing case) on failure. */
const SEED = 20261122

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i)
}

/** Chains calls with the budgets in turn until complete; the sums must equal the one-shot run. */
function expectChainMatches(counter: Counter, one: CountResult, budgets: number[]): void {
  let cursor: string | undefined
  let nodes = 0
  let last: CountResult
  let chunk = 0
  let fraction = 0
  do {
    const budget = budgets[chunk++ % budgets.length]
    last = counter.count(one.n, { budget, cursor })
    expect(last.nodes).toBeLessThanOrEqual(budget)
    if (last.status === 'partial') {
      expect(last.cursor).toEqual(expect.any(String))
      // How far it has come: below 1 while partial, and never back (but for rounding).
      expect(last.fraction).toBeGreaterThanOrEqual(fraction - 1e-12)
      expect(last.fraction).toBeLessThan(1)
      fraction = last.fraction!
    } else {
      expect(last.cursor).toBeUndefined()
      expect(last.fraction).toBeUndefined()
    }
    nodes += last.nodes
    cursor = last.cursor
  } while (last.status === 'partial')
  expect(last.total).toBe(one.total)
  if (counter.countsUnique) expect(last.unique).toBe(one.unique)
  // An exact frontier neither repeats nor skips a node.
  expect(nodes).toBe(one.nodes)
}
