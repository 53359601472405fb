import { describe, expect, it } from 'vitest'
import { countProgress } from './answers.ts'

describe('countProgress', () => {
  // A count past the record that the model underestimates: it said 12.4·10^9 nodes, the count
  // took 18.1·10^9.
  const whole = 18.1e9
  const verdict = { max: 39e6, nodes: 12.4e9, recorded: false, fits: false }

  it('never says a partial count is done, however far off the policy was', () => {
    for (let spent = verdict.max; spent < whole; spent += verdict.max) {
      const progress = countProgress(spent, verdict, spent / whole, verdict.max)
      expect(progress.done).toBeLessThan(1)
      expect(progress.requestsLeft).toBeGreaterThanOrEqual(1)
      expect(progress.estimatedNodes).toBeGreaterThan(spent)
    }
    // Past the policy's estimate, with nothing known of where the search is: a request at least.
    const blind = countProgress(13e9, verdict, undefined, verdict.max)
    expect(blind).toMatchObject({ estimatedNodes: 13e9 + verdict.max, requestsLeft: 1 })
    expect(blind.done).toBeLessThan(1)
    // A search with a node left.
    const last = countProgress(whole - 1, verdict, 1 - 2 ** -40, verdict.max)
    expect(last.requestsLeft).toBe(1)
    expect(last.done).toBeLessThan(1)
  })

  it('corrects the estimate from the nodes spent: within a tenth from halfway on', () => {
    for (let share = 0.5; share < 1; share += 0.05) {
      const { estimatedNodes } = countProgress(share * whole, verdict, share, verdict.max)
      expect(Math.abs(estimatedNodes / whole - 1), `at ${share}`).toBeLessThan(0.1)
    }
    // At the start the policy's estimate is all there is.
    expect(countProgress(1000, verdict, 0, verdict.max).estimatedNodes / verdict.nodes).toBeCloseTo(
      1,
      6,
    )
  })

  it('counts what is left exactly where the whole count is recorded, in requests of the budget', () => {
    const recorded = { max: 1000, nodes: 10_500, recorded: true, fits: false }
    // Whatever core's fraction says: the record is exact.
    const progress = countProgress(2000, recorded, 0.9, 500)
    expect(progress).toMatchObject({ nodes: 2000, estimatedNodes: 10_500, requestsLeft: 17 })
    expect(countProgress(10_000, recorded, 0.2, 1000).requestsLeft).toBe(1)
  })
})
