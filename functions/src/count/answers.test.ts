import { describe, expect, it } from 'vitest'
import { countProgress } from './answers.ts'

describe('countProgress', () => {
  // A count the policy underestimates: it extrapolated 12.4·10^9 nodes, the count took 18.1·10^9.
  const whole = 18.1e9
  const verdict = { max: 39e6, nodes: 12.4e9, fits: false }

  it('never says a partial count is done, however far off the policy was', () => {
    for (let spent = verdict.max; spent < whole; spent += verdict.max) {
      const progress = countProgress(spent, verdict, spent / whole)
      expect(progress.done).toBeLessThan(1)
      expect(progress.requestsLeft).toBeGreaterThanOrEqual(1)
      expect(progress.estimatedNodes).toBeGreaterThan(spent)
    }
    // Past the policy's estimate, with nothing known of where the search is: a request at least.
    const blind = countProgress(13e9, verdict)
    expect(blind).toMatchObject({ estimatedNodes: 13e9 + verdict.max, requestsLeft: 1 })
    expect(blind.done).toBeLessThan(1)
    // A search with a node left.
    const last = countProgress(whole - 1, verdict, 1 - 2 ** -40)
    expect(last.requestsLeft).toBe(1)
    expect(last.done).toBeLessThan(1)
  })

  it('corrects the estimate from the nodes spent: within a tenth from halfway on', () => {
    for (let share = 0.5; share < 1; share += 0.05) {
      const { estimatedNodes } = countProgress(share * whole, verdict, share)
      expect(Math.abs(estimatedNodes / whole - 1), `at ${share}`).toBeLessThan(0.1)
    }
    // At the start the policy's estimate is all there is.
    expect(countProgress(1000, verdict, 0).estimatedNodes / verdict.nodes).toBeCloseTo(1, 6)
  })
})
