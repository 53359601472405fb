import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { KNOWN_COUNTS } from '../../board/known.ts'
import { verifyPlacement } from '../../board/verify.ts'
import { encodeCursor } from '../../cursor.ts'
import { InvalidInputError } from '../../errors.ts'
import { construct } from '../../find/construct.ts'
import { allSolutionsReference } from '../../find/finder.case.test.ts'
import { flags } from '../flags.ts'
import { countCompletions, type CompletionResult } from './completions.ts'

const SEED = 20261122
const ALL: number[][][] = []
const all = (n: number) => (ALL[n] ??= allSolutionsReference(n))

/** The obvious reference: the full enumeration, filtered by the pre-placed queens. */
function completionsReference(queens: number[]): bigint {
  const keeps = (solution: number[]) => queens.every((col, row) => col < 0 || solution[row] === col)
  return BigInt(all(queens.length).filter(keeps).length)
}

/** Pre-placed queens for n ≤ 8: each row empty or holding a random column, attacks allowed. */
const QUEENS = fc
  .integer({ min: 1, max: 8 })
  .chain((n) => fc.array(fc.integer({ min: -1, max: n - 1 }), { minLength: n, maxLength: n }))
  .map((queens) => queens.map((col, row) => (row % 3 === 0 || col < 0 ? col : -1)))

function countInChunks(queens: number[], chunk: number): CompletionResult {
  let result = countCompletions(queens.length, { queens, budget: chunk })
  let nodes = result.nodes
  for (let calls = 0; result.status === 'partial'; calls++) {
    expect(calls).toBeLessThan(100_000)
    expect(result.nodes).toBeLessThanOrEqual(chunk)
    result = countCompletions(queens.length, { queens, budget: chunk, cursor: result.cursor })
    nodes += result.nodes
  }
  return { ...result, nodes }
}

describe('countCompletions', () => {
  it('counts every solution of an empty board (OEIS A000170)', () => {
    for (let n = 1; n <= 11; n++) expect(countCompletions(n).total).toBe(KNOWN_COUNTS[n]!.total)
  })

  it('agrees with filtering the full enumeration, for random pre-placed queens up to n = 8', () => {
    fc.assert(
      fc.property(QUEENS, (queens) => {
        const result = countCompletions(queens.length, { queens })
        expect(result.status).toBe('complete')
        expect(result.total).toBe(completionsReference(queens))
        expect(result.placed).toBe(queens.filter((c) => c >= 0).length)
      }),
      { seed: SEED, numRuns: 300 },
    )
  })

  it('agrees with the reference for queens taken from solutions, which always complete', () => {
    for (const n of [6, 8, 9])
      all(n).forEach((solution, i) => {
        const queens = solution.map((col, row) => ((i >> row) & 1 ? col : -1))
        expect(countCompletions(n, { queens }).total).toBe(completionsReference(queens))
      })
  })

  it('counts the Java post’s two queens on the 8-board, whose first completion it prints', () => {
    // Row 3, column 3 and row 6, column 4, 1-based: the post's (2, 2) and (5, 3), 0-based y x.
    const queens = [-1, -1, 2, -1, -1, 3, -1, -1]
    expect(countCompletions(8, { queens }).total).toBe(completionsReference(queens))
    expect(all(8).find((s) => s[2] === 2 && s[5] === 3)).toEqual([6, 0, 2, 7, 5, 3, 1, 4])
  })

  it('answers attacking queens with 0, complete, and the attacking pairs', () => {
    const queens = [0, -1, -1, 3, -1, -1, 5, 2]
    const result = countCompletions(8, { queens })
    expect(result).toMatchObject({ status: 'complete', total: 0n, nodes: 0 })
    expect(result.conflicts).toEqual(verifyPlacement(queens).conflicts)
  })

  it('counts a full valid board as its own one completion', () => {
    expect(countCompletions(8, { queens: [0, 4, 7, 5, 2, 6, 1, 3] }).total).toBe(1n)
  })

  it('sums any chain of budget chunks to the one-shot count', () => {
    fc.assert(
      fc.property(QUEENS, fc.integer({ min: 1, max: 40 }), (queens, chunk) => {
        const oneShot = countCompletions(queens.length, { queens })
        expect(countInChunks(queens, chunk)).toEqual(oneShot)
      }),
      { seed: SEED, numRuns: 100 },
    )
    const empty10 = Array(10).fill(-1)
    const one = countCompletions(10, { queens: empty10 })
    expect(countInChunks(empty10, Math.ceil(one.nodes / 7))).toEqual(one)
  })

  it('says how far a count of an empty board has come, as the row-by-row counters do', () => {
    const whole = flags.count(10)
    let result = countCompletions(10, { budget: Math.ceil(whole.nodes / 7) })
    expect(result.fraction).toBe(flags.count(10, { budget: result.nodes }).fraction)
    let fraction = 0
    while (result.status === 'partial') {
      expect(result.fraction).toBeGreaterThan(fraction)
      expect(result.fraction).toBeLessThan(1)
      fraction = result.fraction!
      result = countCompletions(10, { budget: Math.ceil(whole.nodes / 7), cursor: result.cursor })
    }
    expect(result.fraction).toBeUndefined()
    // With queens placed the tree is another one: no fraction is claimed.
    const placed = countCompletions(10, { queens: [1, ...Array(9).fill(-1)], budget: 100 })
    expect(placed.status).toBe('partial')
    expect(placed.fraction).toBeUndefined()
  })

  it('refuses a cursor for other queens, another n or another counter, and a forged one', () => {
    const queens = [0, -1, -1, -1, -1, -1, -1, -1]
    const { cursor } = countCompletions(8, { queens, budget: 10 })
    expect(cursor).toBeDefined()
    const refuse = (call: () => unknown) => expect(call).toThrow(InvalidInputError)
    refuse(() => countCompletions(8, { queens: [1, -1, -1, -1, -1, -1, -1, -1], cursor }))
    refuse(() => countCompletions(8, { cursor }))
    refuse(() => countCompletions(9, { queens: [...queens, -1], cursor }))
    const forge = (state: unknown, total = '0') =>
      encodeCursor({ kind: 'count', algorithm: 'completions', n: 8, state, sums: { total } })
    const digest = JSON.parse(atob(cursor!.slice(3).replace(/-/g, '+').replace(/_/g, '/'))).state
      .queens as string
    refuse(() =>
      countCompletions(8, { queens, cursor: forge({ queens: digest, path: [1], next: 0 }) }),
    )
    refuse(() =>
      countCompletions(8, { queens, cursor: forge({ queens: digest, path: [], next: 8 }) }),
    )
    refuse(() =>
      countCompletions(8, { queens, cursor: forge({ queens: digest, path: [], next: 0 }, '-1') }),
    )
    expect(
      countCompletions(8, { queens, cursor: forge({ queens: digest, path: [2], next: 0 }) }).status,
    ).toBe('complete')
  })

  it('refuses bad n, budget and queens, naming them', () => {
    const expectInvalid = (call: () => unknown, parameter: string) => {
      try {
        call()
      } catch (error) {
        expect((error as InvalidInputError).parameter).toBe(parameter)
        return
      }
      expect.fail(`expected InvalidInputError('${parameter}', …)`)
    }
    for (const n of [0, 1.5, 1001, NaN]) expectInvalid(() => countCompletions(n), 'n')
    for (const budget of [0, -1, 2.5])
      expectInvalid(() => countCompletions(8, { budget }), 'budget')
    for (const queens of [[0], [8, -1, -1, -1, -1, -1, -1, -1]])
      expectInvalid(() => countCompletions(8, { queens }), 'queens')
  })

  it('counts completions on a large board with most queens placed', () => {
    const n = 500
    const queens = Array.from(construct.solve(n).queens!)
    const freed = [3, 100, 101, 250, 251, 499]
    const missing = freed.map((row) => queens[row])
    for (const row of freed) queens[row] = -1
    // Every completion puts the freed columns back in some order: try all 720.
    let expected = 0n
    const place = (d: number, left: number[]) => {
      if (d === freed.length) {
        if (verifyPlacement(queens).valid) expected++
        return
      }
      for (const col of left) {
        queens[freed[d]] = col
        place(
          d + 1,
          left.filter((c) => c !== col),
        )
        queens[freed[d]] = -1
      }
    }
    place(0, missing)
    expect(expected).toBeGreaterThanOrEqual(1n)
    expect(countCompletions(n, { queens }).total).toBe(expected)
  })
})
