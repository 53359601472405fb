import { describe, expect, it } from 'vitest'
import { getJson } from '../../test/helpers.ts'

/**
 * A count followed cursor by cursor, as a client walks it, where the policy's estimate of the
 * whole count is too low: `flags` at n = 14 is past the measured sizes, extrapolated to about
 * 354·10^6 nodes, and takes 377,901,398.
 */
describe('progress of a partial count', () => {
  it('never claims done early, and its estimate follows the nodes actually spent', async () => {
    const whole = 377_901_398
    const base = '/api/count?n=14&algorithm=flags&budget=20000000'
    let { response, body } = await getJson(base)
    const steps: { nodes: number; estimatedNodes: number; done: number; requestsLeft: number }[] =
      []
    while (body.status === 'partial') {
      expect(response.status).toBe(200)
      steps.push(body.progress)
      ;({ response, body } = await getJson(`${base}&cursor=${encodeURIComponent(body.cursor)}`))
    }
    expect(body).toMatchObject({ status: 'complete', total: '365596' })
    expect(steps.at(-1)!.nodes + body.nodes).toBe(whole)
    for (const step of steps) {
      expect(step.done).toBeLessThan(1)
      expect(step.requestsLeft).toBeGreaterThanOrEqual(1)
      expect(step.estimatedNodes).toBeGreaterThan(step.nodes)
    }
    // Past the policy's estimate the count went on, and said so.
    expect(steps.filter((step) => step.nodes > 354e6).length).toBeGreaterThan(0)
    // From halfway on, the estimate is the count's own, within a tenth.
    for (const step of steps.filter((step) => step.nodes > whole / 2)) {
      expect(Math.abs(step.estimatedNodes / whole - 1)).toBeLessThan(0.1)
    }
  })
})
