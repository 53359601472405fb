import { COMPLETIONS_ID, COUNTER_IDS, getCounter } from '@nqueens/core'
import { describe, expect, it } from 'vitest'
import recorded from './count-nodes.json' with { type: 'json' }
import { estimateCountNodes, modelCountNodes } from './count-nodes.ts'

const TOTALS = recorded.totals as Record<string, (number | null)[]>

/** The recorded n of a counter's totals, smallest first. */
function recordedSizes(totals: (number | null)[]): number[] {
  return totals.flatMap((total, n) => (typeof total === 'number' ? [n] : []))
}

describe('the nodes of a complete count', () => {
  it('are recorded for every counter but parallel (constellation) and completions (flags)', () => {
    const ids = COUNTER_IDS.filter((id) => id !== 'parallel')
    expect(Object.keys(TOTALS).sort()).toEqual([...ids].sort())
    for (const id of ids) expect(recordedSizes(TOTALS[id]).length, id).toBeGreaterThan(8)
    expect(estimateCountNodes('parallel', 12)).toEqual(estimateCountNodes('constellation', 12))
    expect(estimateCountNodes(COMPLETIONS_ID, 12)).toEqual(estimateCountNodes('flags', 12))
  })

  it('are what the counters take, at the sizes a test can count', () => {
    for (const id of COUNTER_IDS) {
      const counted = getCounter(id).count(8)
      expect(estimateCountNodes(id, 8), id).toEqual({ nodes: counted.nodes, recorded: true })
    }
  })

  it('are modelled past the record within 10%: fitted without a recorded n, the model finds it', () => {
    for (const [id, totals] of Object.entries(TOTALS)) {
      // The three largest recorded sizes, each left out with every size after it.
      for (const n of recordedSizes(totals).slice(-3)) {
        const modelled = modelCountNodes(totals.slice(0, n), n)
        expect(Math.abs(modelled / totals[n]! - 1), `${id} n = ${n}`).toBeLessThan(0.1)
      }
    }
  })

  it('are modelled for every n a counter takes, growing with n', () => {
    for (const id of COUNTER_IDS) {
      let before = 0
      for (let n = 4; n <= getCounter(id).maxN; n++) {
        const { nodes } = estimateCountNodes(id, n)
        expect(Number.isFinite(nodes) && nodes >= before, `${id} n = ${n}`).toBe(true)
        before = nodes
      }
    }
  })
})
