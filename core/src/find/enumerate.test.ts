import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors.ts'
import { enumerate, listSolutions } from './enumerate.ts'
import { allSolutionsReference, runFinderSuite, SUITE_SEED } from './finder.case.test.ts'

runFinderSuite(enumerate)

/** Every page from the start, following cursors, concatenated. */
function allPages(n: number, options: { queens?: number[]; limit?: number; budget?: number }) {
  const solutions: number[][] = []
  let cursor: string | undefined
  let nodes = 0
  for (let pages = 1; pages <= 100_000; pages++) {
    const page = listSolutions(n, { ...options, cursor })
    expect(page.solutions.length).toBeLessThanOrEqual(options.limit ?? 10)
    expect(page.nodes).toBeLessThanOrEqual(options.budget ?? Infinity)
    // Without a budget to run out, only a page of the first request may be empty.
    if (options.budget === undefined && pages > 1) expect(page.solutions.length).toBeGreaterThan(0)
    solutions.push(...page.solutions.map((s) => Array.from(s)))
    nodes += page.nodes
    if (page.status === 'complete') return { solutions, nodes, last: page, pages }
    cursor = page.cursor
  }
  throw new Error('paging did not end')
}

describe('listSolutions', () => {
  it('pages through exactly the reference list, in order, for any limit and budget', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 30 }),
        fc.option(fc.integer({ min: 1, max: 200 }), { nil: undefined }),
        fc.integer({ min: 0, max: 255 }),
        (n, limit, budget, mask) => {
          const reference = allSolutionsReference(n)
          const pick = reference.length > 0 ? reference[mask % reference.length] : []
          const queens = pick.map((col, row) => ((mask >> row) & 1 && mask > 127 ? col : -1))
          const expected = reference.filter((s) => queens.every((c, r) => c < 0 || s[r] === c))
          const got = allPages(n, { queens: pick.length ? queens : undefined, limit, budget })
          expect(got.solutions).toEqual(expected)
          expect(got.last.cursor).toBeUndefined()
          // Chunking costs no extra nodes: the same total as listing all at once.
          const whole = listSolutions(n, { queens: pick.length ? queens : undefined, limit: 1000 })
          expect(got.nodes).toBe(whole.nodes)
        },
      ),
      { seed: SUITE_SEED, numRuns: 60 },
    )
  })

  it('lists the 4 solutions of n = 6 in two pages of 3', () => {
    const page = listSolutions(6, { limit: 3 })
    const oneBased = (p: typeof page) =>
      p.solutions.map((s) => Array.from(s, (c) => c + 1).join(','))
    expect(oneBased(page)).toEqual(['2,4,6,1,3,5', '3,6,2,5,1,4', '4,1,5,2,6,3'])
    expect(page.status).toBe('partial')
    const next = listSolutions(6, { limit: 3, cursor: page.cursor })
    expect(oneBased(next)).toEqual(['5,3,1,6,4,2'])
    expect(next.status).toBe('complete')
    expect(next.cursor).toBeUndefined()
  })

  it('ends on a page exactly full: n = 8 a solution a page is 92 pages, not 93', () => {
    const one = allPages(8, { limit: 1 })
    expect(one.pages).toBe(92)
    expect(one.last.solutions).toHaveLength(1)
    expect(allPages(8, { limit: 46 }).pages).toBe(2)
    expect(allPages(8, { limit: 92 }).pages).toBe(1)
    const six = listSolutions(6, { limit: 4 })
    expect(six.solutions).toHaveLength(4)
    expect(six.status).toBe('complete')
    expect(six.cursor).toBeUndefined()
    // Pages of n = 8 with a queen in row 1, column 1 (4 solutions): two pages of 2.
    expect(allPages(8, { queens: [0, -1, -1, -1, -1, -1, -1, -1], limit: 2 }).pages).toBe(2)
  })

  it('lists all 92 of n = 8 and the 2680 of n = 11', () => {
    expect(allPages(8, { limit: 1000 }).solutions).toEqual(allSolutionsReference(8))
    expect(allPages(11, { limit: 1000 }).solutions.length).toBe(2680)
  })

  it('gives an empty complete page for queens without a completion', () => {
    expect(listSolutions(8, { queens: [0, 2, -1, -1, -1, -1, -1, -1] })).toMatchObject({
      solutions: [],
      status: 'complete',
    })
    expect(listSolutions(4, { queens: [0, 1, -1, -1] })).toMatchObject({ solutions: [] })
  })

  it('refuses bad input, naming the parameter', () => {
    const invalid = (call: () => unknown, parameter: string) => {
      expect(call).toThrow(InvalidInputError)
      try {
        call()
      } catch (error) {
        expect((error as InvalidInputError).parameter).toBe(parameter)
      }
    }
    for (const limit of [0, 1001, 2.5, NaN, '5'])
      invalid(() => listSolutions(8, { limit: limit as number }), 'limit')
    invalid(() => listSolutions(0), 'n')
    invalid(() => listSolutions(201), 'n')
    invalid(() => listSolutions(8, { budget: 0 }), 'budget')
    invalid(() => listSolutions(4, { queens: [0, 1, 2] }), 'queens')
    const page = listSolutions(8, { queens: [-1, 0, -1, -1, -1, -1, -1, -1], limit: 1 })
    invalid(() => listSolutions(9, { cursor: page.cursor }), 'cursor')
    invalid(() => listSolutions(8, { cursor: page.cursor }), 'cursor')
    invalid(
      () => listSolutions(8, { queens: [-1, 1, -1, -1, -1, -1, -1, -1], cursor: page.cursor }),
      'cursor',
    )
    const partial = enumerate.solve(8, { budget: 3 })
    invalid(() => listSolutions(8, { cursor: partial.cursor }), 'cursor')
  })
})
