import { describe, expect, it } from 'vitest'
import { BENCHMARK as committed } from '@nqueens/charts/benchmark'
import { claims000, claims001, claims003, claims004 } from './sources-claims.ts'

// The Sources page's verdicts, on the committed figures changed so the answer is known.

describe("the sources' claims", () => {
  it('checks the facts that need no timing, against core', () => {
    const three = claims003(committed)
    expect(three.map((c) => c.verdict)).toEqual(['holds', 'holds', 'holds'])
    expect(three[2].measured).toContain('2 of them solutions')
    expect(claims004(committed)[0].measured).toContain(
      'lexicographically first solution (1,5,8,6,3,7,2,4)',
    )
  })

  it('judges timings by the rule written in each claim', () => {
    const slow = structuredClone(committed)
    slow.sources.bruteForce.predictedMs = slow.sources.bruteForce.ms * 10
    expect(claims000(slow)[1].verdict).toBe('partly')
    slow.sources.javaSearch = slow.sources.javaSearch.map((row) => ({ ...row, ms: 1500 * 10 }))
    expect(claims001(slow)[1].verdict).toBe('partly')
    const wrong = structuredClone(committed)
    wrong.sources.javaSearch[0].board = [1, 2, 3, 4, 5, 6, 7, 8]
    expect(claims001(wrong)[0].verdict).toBe('does not hold')
  })

  it("judges 000's brute force and flag arrays on what ran, stopped at the cap or not", () => {
    const bench = structuredClone(committed)
    const counter = (id: string) => bench.counters.find((c) => c.id === id)!
    const row = (n: number, status: 'complete' | 'over-cap', ms: number, nodes: number) => ({
      ...counter('flags').rows[0],
      n,
      status,
      ms,
      nodes,
    })
    // 9×9 stopped past the cap a third of the way through: over a second, and about 3× to finish.
    counter('brute-force').rows = [
      row(8, 'complete', 800, 8 ** 8),
      row(9, 'over-cap', 6000, 9 ** 9 / 3),
    ]
    expect(claims000(bench)[0]).toMatchObject({ verdict: 'holds' })
    expect(claims000(bench)[0].measured).toContain('about 18.0 s at that rate')
    counter('brute-force').rows = [row(8, 'complete', 800, 8 ** 8)]
    expect(claims000(bench)[0].verdict).toBe('does not hold')
    // Backtracking stopped at 13: the speed-up is judged there, beside 000's own at 13 (×3.0).
    counter('backtrack').rows = [row(12, 'complete', 500, 1), row(13, 'complete', 2800, 1)]
    counter('flags').rows = [row(13, 'complete', 500, 1), row(14, 'complete', 5500, 1)]
    expect(claims000(bench)[2]).toMatchObject({ verdict: 'holds' })
    expect(claims000(bench)[2].measured).toMatch(/^Backtracking stopped before 14×14.*At 13×13/)
    expect(claims000(bench)[2].measured).toContain('(000 at 13×13: ×3.0)')
    counter('flags').rows = [row(13, 'complete', 2000, 1)]
    expect(claims000(bench)[2].verdict).toBe('partly')
    counter('flags').rows = []
    expect(claims000(bench)[2].verdict).toBe('not measured')
  })
})
