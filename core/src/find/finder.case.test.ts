import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { verifyPlacement } from '../board/verify.ts'
import { encodeCursor } from '../cursor.ts'
import { expectInvalid } from '../invalid-input.case.test.ts'
import { FINDER_IDS, type Finder, type SolveOptions, type SolveResult } from '../types.ts'

/**
 * The suite every finder runs (Hono's `common.case.test.ts` idea): a finder's own test file is
 *
 *   import { runFinderSuite } from './finder.case.test.ts'
 *   import { mrv } from './mrv/mrv.ts'
 *   runFinderSuite(mrv)
 *
 * It reads `completes`, `randomised` and `maxN` from the finder, so local-search finders that
 * cannot complete pre-placed queens nor prove anything impossible run it unchanged. Property
 * tests use a fixed seed (fast-check prints it, and the counterexample, on failure).
 */
export interface FinderSuiteOptions {
  /** Largest n the property tests solve; default min(maxN, 10). */
  maxTestN?: number
  /** Budget for calls that should finish; default 1,000,000 nodes. */
  budget?: number
  /** Runs per property; default 25. */
  numRuns?: number
  /** Proves n = 2 and 3 unsatisfiable; default `finder.completes`. */
  provesUnsatisfiable?: boolean
  /** Solves every n from 4 to maxTestN within the budget; default `provesUnsatisfiable`. */
  solvesAll?: boolean
  /**
   * For a randomised finder: the n where it solves `seeds` seeds (0 to seeds-1, no budget), and
   * where 10 seeds must give more than `distinct` different boards.
   */
  seeded?: { n: number; seeds: number; distinct: number }
}

export const SUITE_SEED = 20261122

export function runFinderSuite(finder: Finder, options: FinderSuiteOptions = {}): void {
  const maxTestN = Math.min(options.maxTestN ?? 10, finder.maxN)
  const budget = options.budget ?? 1_000_000
  const numRuns = options.numRuns ?? 25
  const proves = options.provesUnsatisfiable ?? finder.completes
  const solvesAll = options.solvesAll ?? proves
  const solve = (n: number, o: SolveOptions = {}) => finder.solve(n, { budget, ...o })
  const run = { seed: SUITE_SEED, numRuns }
  const N = fc.integer({ min: 1, max: maxTestN })
  const SOLVABLE_N = fc.integer({ min: Math.min(4, maxTestN), max: maxTestN })
  const SEED = fc.integer({ min: 0, max: 1000 })

  describe(`finder ${finder.id}: shared suite`, () => {
    const seeded = options.seeded
    if (seeded !== undefined) {
      it(`solves n = ${seeded.n} for each of ${seeded.seeds} seeds, and seeds differ`, () => {
        const boards = new Set<string>()
        for (let seed = 0; seed < seeded.seeds; seed++) {
          const result = finder.solve(seeded.n, { seed })
          expect(result.status, `seed ${seed}`).toBe('solved')
          expect(verifyPlacement(result.queens!).valid).toBe(true)
          if (seed < 10) boards.add(result.queens!.join())
        }
        expect(finder.randomised).toBe(true)
        expect(boards.size).toBeGreaterThan(seeded.distinct)
      })
    }

    it('declares itself', () => {
      expect(FINDER_IDS).toContain(finder.id)
      expect(Number.isInteger(finder.maxN) && finder.maxN >= 1).toBe(true)
      expect(typeof finder.completes).toBe('boolean')
      expect(typeof finder.randomised).toBe('boolean')
    })

    it('solves n = 1 with the one queen', () => {
      const result = solve(1)
      expect(result).toMatchObject({ method: finder.id, n: 1, status: 'solved' })
      expect(Array.from(result.queens!)).toEqual([0])
    })

    it.each([2, 3])('never solves n = %i, and proves it impossible when exact', (n) => {
      if (n > finder.maxN) return
      const result = solve(n, { budget: 10_000 })
      expect(result.status).not.toBe('solved')
      if (proves) expect(result.status).toBe('unsatisfiable')
      expect(result.queens).toBeUndefined()
    })

    it('returns well-formed results, and every solved board verifies', () => {
      fc.assert(
        fc.property(N, SEED, (n, seed) => {
          const result = solve(n, { seed })
          expectShape(finder, result, n, budget)
          if (result.status === 'solved') expect(verifyPlacement(result.queens!).valid).toBe(true)
          if (solvesAll && n >= 4) expect(result.status).toBe('solved')
        }),
        run,
      )
    })

    it('gives the same answer for the same seed', () => {
      fc.assert(
        fc.property(N, SEED, (n, seed) => {
          expect(solve(n, { seed })).toEqual(solve(n, { seed }))
        }),
        run,
      )
    })

    it('stops within a small budget with a cursor, or is done', () => {
      const n = Math.min(10, finder.maxN)
      const result = solve(n, { budget: 1 })
      expectShape(finder, result, n, 1)
    })

    it('gives exactly the one-shot answer when solving in chunks through cursors', () => {
      fc.assert(
        fc.property(SOLVABLE_N, SEED, fc.integer({ min: 1, max: 12 }), (n, seed, pieces) => {
          const oneShot = solve(n, { seed })
          fc.pre(oneShot.status !== 'partial')
          const chunk = Math.max(1, Math.ceil(oneShot.nodes / pieces) - (pieces % 3))
          expect(solveInChunks(finder, n, { seed }, chunk, oneShot.nodes)).toEqual(oneShot)
        }),
        run,
      )
    })

    it('refuses a bad n, budget, queens or cursor with InvalidInputError naming it', () => {
      for (const n of [0, -1, 2.5, NaN, Infinity, finder.maxN + 1, '8'])
        expectInvalid(() => finder.solve(n as number), 'n')
      for (const b of [0, -1, 1.5, NaN, '10', null])
        expectInvalid(() => finder.solve(4, { budget: b as number }), 'budget')
      const badQueens = [[0, -1, -1], [4, -1, -1, -1], [-2, -1, -1, -1], [0.5, -1, -1, -1], 'abcd']
      for (const q of badQueens)
        expectInvalid(() => finder.solve(4, { queens: q as number[] }), 'queens')
      const other = FINDER_IDS.find((id) => id !== finder.id)!
      const cursors = [
        '',
        'garbage',
        'v1.e30',
        encodeCursor({ kind: 'solve', algorithm: other, n: 8, state: {} }),
        encodeCursor({ kind: 'count', algorithm: finder.id, n: 8, state: {} }),
        encodeCursor({ kind: 'solve', algorithm: finder.id, n: 8, state: 'nonsense' }),
        encodeCursor({ kind: 'solve', algorithm: finder.id, n: 8, state: { prefix: [9] } }),
        42,
      ]
      for (const cursor of cursors)
        expectInvalid(() => finder.solve(8, { cursor: cursor as string }), 'cursor')
      const partial = finder.solve(8, { budget: 1 })
      if (partial.cursor && finder.maxN >= 9)
        expectInvalid(() => finder.solve(9, { cursor: partial.cursor }), 'cursor')
    })

    if (!finder.completes) {
      it('refuses pre-placed queens (method), but takes an empty board', () => {
        expectInvalid(() => finder.solve(4, { queens: [1, -1, -1, -1] }), 'method')
        expect(solve(4, { queens: [-1, -1, -1, -1] }).status).not.toBe('unsatisfiable')
      })
      return
    }

    it('completes queens taken from a known solution, keeping every one of them', () => {
      fc.assert(
        fc.property(SOLVABLE_N, SEED, fc.integer({ min: 0, max: 2 ** 30 }), (n, seed, mask) => {
          const solution = randomSolution(n, seed)
          const queens = solution.map((col, row) => ((mask >> row) & 1 ? col : -1))
          const result = solve(n, { seed, queens })
          expect(result.status).toBe('solved')
          expect(verifyPlacement(result.queens!).valid).toBe(true)
          queens.forEach((col, row) => col >= 0 && expect(result.queens![row]).toBe(col))
        }),
        run,
      )
    })

    it('gives the one-shot completion in chunks too, and refuses a cursor for other queens', () => {
      fc.assert(
        fc.property(SOLVABLE_N, SEED, fc.integer({ min: 1, max: 8 }), (n, seed, pieces) => {
          const queens = randomSolution(n, seed).map((col, row) => (row % 3 === 1 ? col : -1))
          const oneShot = solve(n, { seed, queens })
          const chunk = Math.max(1, Math.ceil(oneShot.nodes / pieces))
          expect(solveInChunks(finder, n, { seed, queens }, chunk, oneShot.nodes)).toEqual(oneShot)
        }),
        run,
      )
      const partial = solve(8, { queens: [0, -1, -1, -1, -1, -1, -1, -1], budget: 1 })
      expect(partial.status).toBe('partial')
      const otherQueens = [1, -1, -1, -1, -1, -1, -1, -1]
      expectInvalid(() => solve(8, { queens: otherQueens, cursor: partial.cursor }), 'cursor')
    })

    it('proves 1,3,0,0,0,0,0,0 on the 8-board impossible by exhausting the search', () => {
      const result = solve(8, { queens: [0, 2, -1, -1, -1, -1, -1, -1] })
      expect(result).toMatchObject({ status: 'unsatisfiable', n: 8 })
      expect(result.queens).toBeUndefined()
    })

    it('answers attacking pre-placed queens with unsatisfiable and their conflicts', () => {
      const queens = [0, -1, -1, 3, -1, -1, 5, 2]
      const result = solve(8, { queens })
      expect(result.status).toBe('unsatisfiable')
      expect(result.conflicts).toEqual(verifyPlacement(queens).conflicts)
      expect(result.conflicts!.length).toBeGreaterThan(0)
    })

    it('takes a full, valid board as its own completion', () => {
      const queens = [0, 4, 7, 5, 2, 6, 1, 3]
      expect(Array.from(solve(8, { queens }).queens!)).toEqual(queens)
    })
  })
}

function expectShape(finder: Finder, result: SolveResult, n: number, budget: number): void {
  expect(result.method).toBe(finder.id)
  expect(result.n).toBe(n)
  expect(Number.isInteger(result.nodes) && result.nodes >= 0 && result.nodes <= budget).toBe(true)
  expect(result.cursor !== undefined).toBe(result.status === 'partial')
  if (result.status === 'solved') {
    expect(result.queens).toBeInstanceOf(Int32Array)
    expect(result.queens!.length).toBe(n)
  } else expect(result.queens).toBeUndefined()
}

/**
 * Solves through cursors, `chunk` nodes a call, and returns what one call would have. An exact
 * resume needs about total / chunk calls; a few more than that means it is not resuming.
 */
function solveInChunks(
  finder: Finder,
  n: number,
  options: SolveOptions,
  chunk: number,
  total: number,
) {
  let result = finder.solve(n, { ...options, budget: chunk })
  let nodes = result.nodes
  for (let calls = 0; result.status === 'partial' && calls < total / chunk + 5; calls++) {
    expect(result.nodes).toBeLessThanOrEqual(chunk)
    result = finder.solve(n, { ...options, budget: chunk, cursor: result.cursor })
    nodes += result.nodes
  }
  return { ...result, nodes }
}

/** The obvious reference: every solution for small n, by trying each column in each row. */
export function allSolutionsReference(n: number): number[][] {
  const out: number[][] = []
  const board: number[] = []
  const place = (row: number) => {
    if (row === n) return void out.push([...board])
    for (let col = 0; col < n; col++) {
      if (board.some((c, r) => c === col || Math.abs(c - col) === row - r)) continue
      board.push(col)
      place(row + 1)
      board.pop()
    }
  }
  place(0)
  return out
}

/** One solution of n ≥ 4 picked by seed from the reference list (n ≤ 10 keeps it cheap). */
export function randomSolution(n: number, seed: number): number[] {
  const all = (REFERENCE[n] ??= allSolutionsReference(n))
  return all[seed % all.length]
}
const REFERENCE: number[][][] = []
