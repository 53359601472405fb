/**
 * @module
 * 清水・林 (1990) re-run: their figure 1 as data, slopes fitted on log–log axes, and each of their
 * claims set against this machine's benchmark with a verdict. Pure functions of the benchmark, so
 * the dashboard, the Sources page and the tests all read the same judgement.
 */
import type { Benchmark } from './benchmark-schema.ts'

/** ①②③ as the paper numbers them. */
export const PAPER_LABELS: Record<string, string> = {
  boltzmann: '① Boltzmann machine',
  'swap-det': '② deterministic swaps',
  'swap-random': '③ random swaps',
}

/** Times under this many ms are mostly timer and JIT noise: fits leave them out. */
export const FIT_MIN_MS = 1

export interface Fit {
  /** d log(time) / d log(n): 1 is linear, 2 quadratic. */
  slope: number
  /** log10(ms) at n = 1, so ms ≈ 10^intercept · n^slope. */
  intercept: number
  fromN: number
  toN: number
  points: number
}

/**
 * Least squares of log10(ms) against log10(n) over the points at or above `FIT_MIN_MS`; undefined
 * with fewer than 3 such points.
 *
 * @example
 * fitLogLog([{ n: 10, ms: 1 }, { n: 100, ms: 100 }, { n: 1000, ms: 10000 }])!.slope // 2
 */
export function fitLogLog(points: readonly { n: number; ms: number }[]): Fit | undefined {
  const used = points.filter((p) => p.ms >= FIT_MIN_MS)
  if (used.length < 3) return undefined
  return { ...fitPowerLaw(used), fromN: used[0].n, toN: used.at(-1)!.n, points: used.length }
}

/**
 * The power law ms ≈ 10^intercept · n^slope through the points, by least squares on log–log axes,
 * all points counted (at least two, at different n). `fitLogLog` is the dashboard's use of it;
 * scripts/measure/min-conflicts.ts prints the slope of its own runs with it.
 *
 * @example
 * fitPowerLaw([{ n: 10, ms: 1 }, { n: 100, ms: 100 }]).slope // 2
 */
export function fitPowerLaw(points: readonly { n: number; ms: number }[]): {
  slope: number
  intercept: number
} {
  const xs = points.map((p) => Math.log10(p.n))
  const ys = points.map((p) => Math.log10(p.ms))
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length
  const my = ys.reduce((a, b) => a + b, 0) / ys.length
  let sxy = 0
  let sxx = 0
  xs.forEach((x, i) => {
    sxy += (x - mx) * (ys[i] - my)
    sxx += (x - mx) ** 2
  })
  const slope = sxy / sxx
  return { slope, intercept: my - slope * mx }
}

export interface PaperSeries {
  id: string
  label: string
  /** Solved rows: n and the mean time over seeds, with the spread. */
  points: { n: number; ms: number; low: number; high: number }[]
  fit?: Fit
}

export function paperSeries(bench: Benchmark): PaperSeries[] {
  return bench.paper.algorithms.map((algorithm) => {
    const points = algorithm.rows
      .filter((row) => row.status === 'solved')
      .map((row) => ({
        n: row.n,
        ms: row.ms,
        low: Math.min(...row.runs),
        high: Math.max(...row.runs),
      }))
    const fit = fitLogLog(points)
    return { id: algorithm.id, label: PAPER_LABELS[algorithm.id] ?? algorithm.id, points, fit }
  })
}

/** `not measured`: the benchmark run did not include the experiment (a quick run, say). */
export type Verdict = 'holds' | 'does not hold' | 'partly' | 'not measured'

export interface Claim {
  /** What the paper says, in our words. */
  claim: string
  /** What this machine measured. */
  measured: string
  verdict: Verdict
}

/** `n^2.1`, for prose and labels. */
export function formatSlope(fit: Fit | undefined): string {
  return fit ? `n^${fit.slope.toFixed(1)}` : 'too few points'
}

/** The seconds the paper reports for a million queens with ③ on a Sun4 ("about 10^4 s"). */
export const SUN4_MILLION_S = 10_000

/**
 * The paper's claims, each with what this benchmark measured and whether it holds here. The
 * thresholds are written out: "about O(n²)" is a slope from 1.7 to 2.3, "the same slope" is within
 * 0.3, "about 100×" is 30× to 300× (geometric mean over the sizes both reached), "O(n)" is a
 * slope from 0.8 to 1.3, "past n ≈ 100" is a crossover from 32 to 256 on the doubling grid.
 */
export function paperClaims(bench: Benchmark): Claim[] {
  const [one, two, three] = ['boltzmann', 'swap-det', 'swap-random'].map((id) =>
    paperSeries(bench).find((s) => s.id === id)!,
  )
  const claims: Claim[] = []
  const a = one.fit?.slope
  const b = two.fit?.slope
  const quadratic = (s: number | undefined) => s !== undefined && s >= 1.7 && s <= 2.3
  const same = a !== undefined && b !== undefined && Math.abs(a - b) <= 0.3
  claims.push({
    claim: '① and ② grow with about the same slope on log–log axes, both about O(n²).',
    measured: `① grows like ${formatSlope(one.fit)} (n = ${one.fit?.fromN}–${one.fit?.toN}) and ② like ${formatSlope(two.fit)} (n = ${two.fit?.fromN}–${two.fit?.toN}).`,
    verdict:
      same && quadratic(a) && quadratic(b)
        ? 'holds'
        : same || quadratic(a) || quadratic(b)
          ? 'partly'
          : 'does not hold',
  })

  const common = one.points
    .map((p) => ({ n: p.n, ratio: p.ms / (two.points.find((q) => q.n === p.n)?.ms ?? NaN) }))
    .filter((p) => Number.isFinite(p.ratio) && p.ratio > 0)
  const meanRatio = 10 ** (common.reduce((s, p) => s + Math.log10(p.ratio), 0) / common.length)
  claims.push({
    claim: '② is about 100 times faster than ①.',
    measured: common.length
      ? `② is ${formatRatio(meanRatio)} faster on average over n = ${common[0].n}–${common.at(-1)!.n} (from ${formatRatio(common[0].ratio)} at n = ${common[0].n} to ${formatRatio(common.at(-1)!.ratio)} at n = ${common.at(-1)!.n}).`
      : '① and ② share no measured size.',
    verdict: !common.length
      ? 'not measured'
      : meanRatio >= 30 && meanRatio <= 300
        ? 'holds'
        : 'does not hold',
  })

  const c = three.fit?.slope
  claims.push({
    claim: '③ is O(n).',
    measured: `③ grows like ${formatSlope(three.fit)} (n = ${three.fit?.fromN}–${three.fit?.toN}).`,
    verdict: c !== undefined && c >= 0.8 && c <= 1.3 ? 'holds' : 'does not hold',
  })

  const crossover = crossoverN(two.points, three.points)
  claims.push({
    claim: '② is faster than ③ below n ≈ 100, and ③ faster from there on.',
    measured:
      crossover === undefined
        ? '③ is not faster than ② at the largest sizes both reached.'
        : `③ is faster than ② at every size both reached from n = ${crossover} on.`,
    verdict:
      crossover !== undefined && crossover >= 32 && crossover <= 256
        ? 'holds'
        : crossover === undefined
          ? 'does not hold'
          : 'partly',
  })

  const { startEnergy, million } = bench.paper
  const shares = startEnergy.map((e) => ({ n: e.n, share: e.meanPairs / e.n }))
  const fits = (share: number) => share >= 0.6 && share <= 0.73
  const upTo = shares.filter((e) => fits(e.share)).at(-1)
  claims.push({
    claim: 'The 3n-swap start of ② and ③ has an energy of about 2n/3.',
    measured: `Attacking pairs per queen: ${shares.map((e) => `${e.share.toFixed(2)} at n = ${e.n.toLocaleString('en-US')}`).join(', ')} (2/3 ≈ 0.67). Past 10^4 the columns no swap touched (about e^-6·n) sit together on the main diagonal and add (e^-6·n)²/2 pairs.`,
    verdict: shares.every((e) => fits(e.share))
      ? 'holds'
      : upTo && fits(shares[0].share)
        ? 'partly'
        : 'does not hold',
  })

  const seconds = million.ms / 1000
  claims.push({
    claim: '③ solves a million queens: about 10,000 s on a Sun4.',
    measured: `③ solved ${million.n.toLocaleString('en-US')} queens in ${seconds.toFixed(1)} s here (seed ${million.seed}, ${million.nodes.toLocaleString('en-US')} swaps tried): ${formatRatio(SUN4_MILLION_S / seconds)} less time than the Sun4.`,
    verdict: million.n === 1_000_000 ? 'holds' : 'partly',
  })
  return claims
}

/** The smallest n from which `b` is faster than `a` at every size both reached; undefined if none. */
export function crossoverN(
  a: readonly { n: number; ms: number }[],
  b: readonly { n: number; ms: number }[],
): number | undefined {
  const common = a
    .filter((p) => b.some((q) => q.n === p.n))
    .map((p) => ({ n: p.n, faster: b.find((q) => q.n === p.n)!.ms < p.ms }))
  if (common.length === 0 || !common.at(-1)!.faster) return undefined
  let i = common.length - 1
  while (i > 0 && common[i - 1].faster) i--
  return common[i].n
}

/** ×3.4, ×120: a ratio as people read it. */
export function formatRatio(ratio: number): string {
  return `×${ratio >= 10 ? Math.round(ratio).toLocaleString('en-US') : ratio.toFixed(1)}`
}
