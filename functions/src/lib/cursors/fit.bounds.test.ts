import { COMPLETIONS_ID, getFinder } from '@nqueens/core'
import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { finderMaxN } from '../limits/finders.ts'
import { readPolicy } from '../budget/policy.ts'
import { completionsMaxN } from '../limits/route-limits.ts'
import { MAX_CURSOR, MAX_URL_BYTES } from '../http/limits.ts'
import { BASE, getJson } from '../../../test/helpers.ts'

/**
 * Every cursor the API hands out fits a URL beside the rest of its request, with the longest host
 * name there is: the searches with the longest frontiers, at the largest n the API takes them,
 * stopped where their frontier is longest (a local search's snapshot, mrv's path, a completions
 * count's path), each resumed from its cursor.
 */
const policy = readPolicy(env)
const HOST = `https://${'h'.repeat(253)}`
const mrvMax = finderMaxN(policy, getFinder('mrv'))

const LONGEST: string[] = [
  `/api/solve?n=${finderMaxN(policy, getFinder('boltzmann'))}&method=boltzmann&seed=3&budget=1000000`,
  `/api/solve?n=${finderMaxN(policy, getFinder('swap-det'))}&method=swap-det&budget=100`,
  '/api/solve?n=4096&method=swap-random&budget=100',
  `/api/solve?n=${mrvMax}&queens=1:1&method=mrv&budget=1750`,
  `/api/solve?n=${mrvMax}&queens=${mrvMax}:1&method=mrv&budget=1750`,
  `/api/count?n=${completionsMaxN(policy)}&algorithm=${COMPLETIONS_ID}&budget=800000`,
]

describe('cursor bounds', () => {
  it('hands out no cursor longer than the bound, and each resumes within a URL', async () => {
    for (const path of LONGEST) {
      const { response, body } = await getJson(path)
      expect(response.status, path).toBe(200)
      expect(body.status, path).toBe('partial')
      expect(body.cursor.length, path).toBeLessThanOrEqual(MAX_CURSOR)
      const next = `${path}&cursor=${body.cursor}`
      expect(`${HOST}${next}`.length, path).toBeLessThanOrEqual(MAX_URL_BYTES)
      const resumed = await getJson(next)
      expect(resumed.response.status, path).toBe(200)
      expect(resumed.body.nodes, path).toBeGreaterThan(0)
    }
  })

  it('reads a cursor of the longest length, and refuses a longer one before anything else', async () => {
    const longest = await SELF.fetch(
      `${BASE}/api/count?n=8&cursor=v1.${'A'.repeat(MAX_CURSOR - 3)}`,
    )
    expect(longest.status).toBe(400)
    expect((await longest.json<{ detail: string }>()).detail).not.toMatch(/long/)
    const over = await getJson(`/api/count?n=8&cursor=v1.${'A'.repeat(MAX_CURSOR - 2)}`)
    expect(over.response.status).toBe(400)
    expect(over.body).toMatchObject({
      parameter: 'cursor',
      detail: `is longer than ${MAX_CURSOR} characters, more than any cursor this service hands out`,
    })
  })
})
