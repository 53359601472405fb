import {
  COUNTER_IDS,
  FINDER_IDS,
  getCounter,
  getFinder,
  knownCount,
  readQueens,
  verifyPlacement,
} from '@nqueens/core'
import { describe, expect, it } from 'vitest'
import { finderMaxN } from '../../functions/src/lib/limits/finders.ts'
import { boardMaxN, countFits, readPolicy } from '../../functions/src/lib/budget/policy.ts'
import { useBundledApp, TEST_ENV } from './worker-cpu.ts'

/**
 * Every finder finishes in one request, solved or proved unsatisfiable, at every n it takes here
 * and for every seed tried; past its limit it refuses with a 400 naming the limit. Counts that fit
 * one request are computed. Run with this deployment's allowance (wrangler.toml's CPU_MS), on the
 * Worker bundled as wrangler bundles it (worker-cpu.ts), through the whole app.
 */
const POLICY = readPolicy(TEST_ENV)
/** Hundreds of requests per test, some of a million queens. */
const LONG = 180_000

const app = useBundledApp()

async function getJson(path: string) {
  const response = await app().request(path, {}, TEST_ENV)
  return { response, body: (await response.json()) as Record<string, any> }
}

/** The sizes tried for a finder that takes n up to `max`: every small n, then spread to max. */
function sizesUpTo(max: number): number[] {
  const small = Array.from({ length: Math.min(max, 16) }, (_, i) => i + 1)
  const large = [20, 24, 29, 32, 64, 100, 500, 1000, 2000, 5000, 10_000, 20_000, 100_000]
  return [...new Set([...small, ...large.filter((n) => n < max), max])]
}

/** Seeds tried at n: many where a solve is cheap and a long tail is likeliest, one on huge boards. */
function seedsAt(n: number, randomised: boolean): number[] {
  const count = !randomised ? 1 : n <= 12 ? 40 : n <= 16 ? 10 : n <= 1000 ? 4 : n <= 20_000 ? 2 : 1
  return Array.from({ length: count }, (_, i) => 1 + i * 7919)
}

async function expectFinished(path: string, n: number) {
  const { response, body } = await getJson(path)
  expect(response.status, path).toBe(200)
  expect(['solved', 'unsatisfiable'], path).toContain(body.status)
  if (body.status === 'solved') {
    expect(verifyPlacement(readQueens(body.queens, n)).valid, path).toBe(true)
  } else {
    // Only n = 2 and 3 have no solution.
    expect([2, 3], path).toContain(n)
  }
  return body
}

describe.each(FINDER_IDS.map((id) => ({ id })))('$id finishes in one request', ({ id }) => {
  const finder = getFinder(id)
  const max = finderMaxN(POLICY, finder)

  it(
    'at every n it takes and every seed tried',
    async () => {
      expect(max).toBeGreaterThanOrEqual(8)
      for (const n of sizesUpTo(max)) {
        for (const seed of seedsAt(n, finder.randomised)) {
          await expectFinished(`/api/solve?n=${n}&method=${id}&seed=${seed}`, n)
        }
      }
    },
    LONG,
  )

  it(
    'refuses the n past its limit, naming the limit and the methods that go further',
    async () => {
      if (max >= boardMaxN(POLICY)) return
      const { response, body } = await getJson(`/api/solve?n=${max + 1}&method=${id}`)
      expect(response.status).toBe(400)
      expect(body.parameter).toBe('n')
      expect(body.detail).toContain(
        `must be an integer from 1 to ${max} with method=${id}, as far as it finishes within ` +
          `one request here, got ${max + 1}`,
      )
      expect(body.detail).toMatch(/; try method=/)
    },
    LONG,
  )
})

describe('the default method', () => {
  it(
    'finishes in one request at every n up to the largest board',
    async () => {
      for (const n of sizesUpTo(boardMaxN(POLICY))) {
        const body = await expectFinished(`/api/solve?n=${n}&format=runs`, n)
        expect(finderMaxN(POLICY, getFinder(body.method)), `n = ${n}`).toBeGreaterThanOrEqual(n)
      }
    },
    LONG,
  )

  it(
    'serves a million queens whole, in the run notation or as the plain list',
    async () => {
      const runs = await getJson('/api/solve?n=1000000&format=runs')
      expect(runs.body).toMatchObject({ method: 'construct', queens: '2,4..1000000,1,3..999999' })
      const list = await getJson('/api/solve?n=1000000')
      expect(readQueens(list.body.queens)).toEqual(readQueens(runs.body.queens))
    },
    LONG,
  )
})

describe('counts', () => {
  it(
    'are computed in one request wherever they fit, and known only where they do not',
    async () => {
      for (const algorithm of COUNTER_IDS) {
        for (let n = 1; n <= Math.min(getCounter(algorithm).maxN, 18); n++) {
          const { body } = await getJson(`/api/count?n=${n}&algorithm=${algorithm}`)
          const known = knownCount(n)!
          expect(body.total, `${algorithm} n = ${n}`).toBe(known.total.toString())
          const fits = countFits(POLICY, algorithm, n)
          expect(body.source, `${algorithm} n = ${n}`).toBe(fits ? 'computed' : 'known')
          if (fits) expect(body.status).toBe('complete')
        }
      }
    },
    LONG,
  )

  it(
    'fit up to n = 16 with the default counter',
    () => {
      for (let n = 1; n <= 16; n++)
        expect(countFits(POLICY, 'constellation', n), `n = ${n}`).toBe(true)
    },
    LONG,
  )
})
