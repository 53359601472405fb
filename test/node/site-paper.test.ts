import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BenchmarkSchema, type Benchmark, type Paper } from '../../site/src/data/schema.ts'
import { crossoverN, fitLogLog, paperClaims } from '../../site/src/build/paper.ts'
import { claims000, claims001, claims003, claims004 } from '../../site/src/build/sources-claims.ts'

// The judgement behind the dashboard's and the Sources page's verdicts, on made-up figures whose
// answers are known, so a verdict cannot be right by accident of the committed data.

const committed = BenchmarkSchema.parse(
  JSON.parse(readFileSync(new URL('../../site/src/data/benchmark.json', import.meta.url), 'utf8')),
)

/** A row per n = 8, 16, …, `to`, with time c·n^slope. */
function rows(slope: number, c: number, to: number) {
  const out = []
  for (let n = 8; n <= to; n *= 2) {
    const ms = c * n ** slope
    out.push({ n, status: 'solved' as const, ms, runs: [ms], nodes: n })
  }
  return out
}

function withPaper(paper: Partial<Paper>): Benchmark {
  return { ...committed, paper: { ...committed.paper, ...paper } }
}

describe('the paper re-run', () => {
  it('fits the slope of a power law exactly, leaving out times under 1 ms', () => {
    const points = [4, 8, 16, 32, 64].map((n) => ({ n, ms: 0.01 * n ** 2 }))
    const fit = fitLogLog(points)!
    expect(fit.slope).toBeCloseTo(2, 10)
    expect(fit.fromN).toBe(16)
    expect(fit.points).toBe(3)
    expect(fitLogLog(points.slice(0, 3))).toBeUndefined()
  })

  it('finds the size from which one series stays faster', () => {
    const a = [8, 16, 32, 64, 128].map((n) => ({ n, ms: n }))
    const b = [8, 16, 32, 64, 128].map((n, i) => ({ n, ms: [1, 99, 30, 50, 60][i] }))
    expect(crossoverN(a, b)).toBe(32)
    expect(
      crossoverN(
        a,
        a.map((p) => ({ n: p.n, ms: p.ms * 2 })),
      ),
    ).toBeUndefined()
  })

  it('says every claim holds for figures that bear them out', () => {
    const bench = withPaper({
      algorithms: [
        { id: 'boltzmann', rows: rows(2, 0.1, 512), stoppedBy: 'cap' },
        { id: 'swap-det', rows: rows(2, 0.001, 8192), stoppedBy: 'cap' },
        // Linear: 0.1·n ms against ②'s 0.001·n², so ③ is faster from n = 100 on.
        { id: 'swap-random', rows: rows(1, 0.1, 65536), stoppedBy: 'cap' },
      ],
      startEnergy: [{ n: 1000, seeds: 20, meanPairs: 660 }],
      million: { n: 1_000_000, seed: 1, ms: 20_000, nodes: 2e8 },
    })
    const claims = paperClaims(bench)
    expect(claims.map((c) => c.verdict)).toEqual(Array(6).fill('holds'))
    expect(claims[1].measured).toContain('×100')
    expect(claims[3].measured).toContain('n = 128')
    expect(claims[5].measured).toContain('×500 less time')
  })

  it('says they do not hold for figures that contradict them', () => {
    const bench = withPaper({
      algorithms: [
        { id: 'boltzmann', rows: rows(3, 0.1, 512), stoppedBy: 'cap' },
        { id: 'swap-det', rows: rows(1.2, 0.1, 8192), stoppedBy: 'cap' },
        { id: 'swap-random', rows: rows(1.6, 1, 65536), stoppedBy: 'cap' },
      ],
      startEnergy: [{ n: 1000, seeds: 20, meanPairs: 900 }],
    })
    const verdicts = paperClaims(bench).map((c) => c.verdict)
    expect(verdicts.slice(0, 5)).toEqual(Array(5).fill('does not hold'))
  })
})

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
