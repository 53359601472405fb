import { env } from 'cloudflare:test'
import { COMPLETIONS_ID, COUNTER_IDS } from '@nqueens/core'
import { describe, expect, it } from 'vitest'
import { getJson } from '../../../test/helpers.ts'
import { judgeCountWith, maxBudget, readPolicy } from '../../lib/budget/policy.ts'

/**
 * Counts followed cursor by cursor, as a client walks them, for every algorithm the route counts
 * with, at its largest computed n: the largest it counts whole in one request by default. The
 * chain is cut into about CHAIN requests by `budget`, and what each answer says is left (nodes,
 * requests) is held to what the rest of the chain really takes.
 */
const CHAIN = 12
const ALGORITHMS = [...COUNTER_IDS, COMPLETIONS_ID]

/** The largest n whose whole count fits one request of this deployment, and its verdict. */
function largestComputed(algorithm: string) {
  const policy = readPolicy(env)
  const reads = algorithm === COMPLETIONS_ID
  let found = { n: 0, verdict: judgeCountWith(1, algorithm, 1) }
  for (let n = 4; n <= 32; n++) {
    const verdict = judgeCountWith(maxBudget(policy, algorithm, n, reads), algorithm, n)
    if (verdict.fits) found = { n, verdict }
  }
  return found
}

interface Progress {
  nodes: number
  estimatedNodes: number
  done: number
  requestsLeft: number
}

describe('progress of a partial count', () => {
  it.each(ALGORITHMS)(
    '%s at its largest computed n: the nodes and requests left are what the chain takes',
    async (algorithm) => {
      const { n, verdict } = largestComputed(algorithm)
      const budget = Math.ceil(verdict.nodes / CHAIN)
      const base = `/api/count?n=${n}&algorithm=${algorithm}&budget=${budget}`
      let { response, body } = await getJson(base)
      const steps: Progress[] = []
      while (body.status === 'partial') {
        expect(response.status).toBe(200)
        steps.push(body.progress)
        ;({ response, body } = await getJson(`${base}&cursor=${encodeURIComponent(body.cursor)}`))
      }
      expect(body.status).toBe('complete')
      const whole = (steps.at(-1)?.nodes ?? 0) + body.nodes
      const requests = steps.length + 1
      expect(requests, `${algorithm} n = ${n}`).toBeGreaterThanOrEqual(CHAIN - 1)
      steps.forEach((step, i) => {
        const left = requests - (i + 1)
        expect(Math.abs(step.estimatedNodes / whole - 1), `${algorithm} step ${i}`).toBeLessThan(
          0.1,
        )
        expect(Math.abs(step.requestsLeft / left - 1), `${algorithm} step ${i}`).toBeLessThan(0.1)
        expect(step.done).toBeLessThan(1)
      })
    },
  )

  it('says how many requests the first count past one request takes, from its recorded nodes', async () => {
    const policy = readPolicy(env)
    for (const algorithm of ALGORITHMS) {
      const n = largestComputed(algorithm).n + 1
      const max = maxBudget(policy, algorithm, n, algorithm === COMPLETIONS_ID)
      const verdict = judgeCountWith(max, algorithm, n)
      expect(verdict.recorded, `${algorithm} n = ${n}`).toBe(true)
      const { body } = await getJson(`/api/count?n=${n}&algorithm=${algorithm}`)
      expect(body.source, `${algorithm} n = ${n}`).toBe('known')
      const requests = Math.ceil(verdict.nodes / max).toLocaleString('en-US')
      expect(body.note, algorithm).toContain(`takes about ${requests} requests`)
    }
  })
})
