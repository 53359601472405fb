import { COMPLETIONS_MAX_N, encodeCursor, getFinder } from '@nqueens/core'
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { fitCursor } from './fit.ts'
import { MAX_UNSIGNED_CURSOR, signCursor } from './sign.ts'
import { MAX_CURSOR } from '../http/limits.ts'

describe('fitCursor', () => {
  it('keeps the longest frontier a completions count can have, signed within the bound', async () => {
    // The deepest frontier of the largest count the API takes: every free row but one placed,
    // each at the widest column there is, and sums of the most digits a cursor holds.
    const n = COMPLETIONS_MAX_N
    const path = Array.from({ length: n - 1 }, (_, i) => n - 1 - i)
    const state = { queens: '0123456789abcdef', path, next: n - 1 }
    const sums = { total: '9'.repeat(40) }
    const cursor = encodeCursor({ kind: 'count', algorithm: 'completions', n, state, sums })
    const search = { kind: 'count', algorithm: 'completions', n }
    expect(fitCursor(cursor, search)).toBe(cursor)
    const signed = await signCursor(cursor, env, Number.MAX_SAFE_INTEGER)
    expect(signed!.length).toBeLessThanOrEqual(MAX_CURSOR)
  })

  it('writes a long local search as its replay, and leaves out what has no shorter form', () => {
    const n = 3000
    const walked = getFinder('swap-det').solve(n, { seed: 7, budget: 100 })
    const search = { kind: 'solve', algorithm: 'swap-det', n }
    expect(walked.cursor!.length).toBeGreaterThan(MAX_UNSIGNED_CURSOR)
    const fitted = fitCursor(walked.cursor!, search)!
    expect(fitted.length).toBeLessThanOrEqual(MAX_UNSIGNED_CURSOR)
    expect(getFinder('swap-det').solve(n, { seed: 7, budget: 100, cursor: fitted }).nodes).toBe(100)
    // A depth-first frontier past the bound (not one the API's boards make) is left out.
    const long = encodeCursor({
      kind: 'count',
      algorithm: 'completions',
      n: 5000,
      state: { path: Array.from({ length: 4999 }, (_, i) => i) },
    })
    expect(fitCursor(long, { kind: 'count', algorithm: 'completions', n: 5000 })).toBeUndefined()
  })
})
