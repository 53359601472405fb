import { describe, expect, it } from 'vitest'
import { BENCHMARK as committed } from './benchmark.ts'
import type { Benchmark, Paper } from './benchmark-schema.ts'
import { crossoverN, fitLogLog, paperClaims } from './paper.ts'

// The judgement behind the dashboard's and the Sources page's verdicts on the paper, on made-up
// figures whose answers are known, so a verdict cannot be right by accident of the committed data.

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
