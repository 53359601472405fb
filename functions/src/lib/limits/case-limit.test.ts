import { COMPLETIONS_ID, COUNT_MAX_N, getFinder } from '@nqueens/core'
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { finderMaxN } from './finders.ts'
import { boardMaxN, readPolicy } from '../budget/policy.ts'
import { completionsMaxN, readRouteMaxN, solutionsMaxN } from './route-limits.ts'
import { getJson } from '../../../test/helpers.ts'

/**
 * One limit per parameter and case, stated the same way: every n past a case's limit, just past
 * it or far past it (past the board size core reads at all), is told that one limit, which comes
 * from where it is set (the budget policy here, core's constants); and advice names only what the
 * route takes.
 */
const policy = readPolicy(env)
const first = finderMaxN(policy, getFinder('first'))
const mrv = finderMaxN(policy, getFinder('mrv'))

/** Each case: a path with `{n}`, and the limit its 400 states. */
const CASES: [path: string, limit: number][] = [
  ['/api/count?n={n}', COUNT_MAX_N],
  ['/api/count?n={n}&algorithm=bitmask', COUNT_MAX_N],
  ['/api/count?n={n}&queens=1:1', completionsMaxN(policy)],
  [`/api/count?n={n}&algorithm=${COMPLETIONS_ID}`, completionsMaxN(policy)],
  ['/api/solutions?n={n}', solutionsMaxN(policy)],
  ['/api/solutions?n={n}&queens=1:1', solutionsMaxN(policy)],
  ['/api/solve?n={n}', readRouteMaxN(policy)['/api/solve']],
  ['/api/solve?n={n}&method=first', first],
  ['/api/solve?n={n}&method=first&queens=1:1', first],
  ['/api/solve?n={n}&queens=1:1', mrv],
  ['/api/verify?n={n}&queens=1:1', boardMaxN(policy)],
  ['/s/{n}/2413.txt', boardMaxN(policy)],
  ['/s/{n}/~first.txt', first],
]

describe('limits', () => {
  it('states one limit per case, for n just past it and far past it', async () => {
    for (const [path, limit] of CASES) {
      const details = new Set<string>()
      for (const n of [limit + 1, 1_000_001, 999_999_999]) {
        const { response, body } = await getJson(path.replace('{n}', String(n)))
        expect(response.status, `${path} n = ${n}`).toBe(400)
        expect(body.parameter, `${path} n = ${n}`).toBe('n')
        expect(body.detail, `${path} n = ${n}`).toMatch(
          new RegExp(`^must be an integer from 1 to ${limit}\\b.*, got ${n}(;|$)`),
        )
        details.add(body.detail.replace(/, got \d+.*/, ''))
      }
      expect([...details], path).toHaveLength(1)
    }
  })

  it('advises only what the route takes', async () => {
    const solutions = await getJson(`/api/solutions?n=${solutionsMaxN(policy) + 1}`)
    expect(solutions.body.detail).not.toMatch(/method|try/)
    // Completing pre-placed queens: only the methods that complete them.
    const placed = await getJson(`/api/solve?n=${first + 1}&method=first&queens=1:1`)
    expect(placed.body.detail).toContain('; try method=mrv (up to n = ')
    expect(placed.body.detail).not.toMatch(/construct|min-conflicts|swap|boltzmann|shuffle/)
    const empty = await getJson(`/api/solve?n=${first + 1}&method=first`)
    expect(empty.body.detail).toMatch(/; try method=mrv .*method=construct \(up to n = \d+\)$/)
    // A permalink's recipe is spelt as a recipe.
    const recipe = await getJson(`/s/${first + 1}/~first.txt`)
    expect(recipe.body.detail).toMatch(/; try ~mrv \(up to n = \d+\)/)
    expect(recipe.body.detail).not.toContain('method=')
  })

  it('says a board too long for a URL is to be POSTed only where POST is taken', async () => {
    const long = `${'1,'.repeat(8100)}1`
    const verify = await getJson(`/api/verify?queens=${long}`)
    expect(verify.body).toMatchObject({ parameter: 'queens' })
    expect(verify.body.detail).toContain('POST')
    for (const route of ['count', 'solve', 'solutions']) {
      const { body } = await getJson(`/api/${route}?queens=${long}`)
      expect(body.parameter, route).toBe('queens')
      expect(body.detail, route).not.toContain('POST')
    }
  })
})
