import { validateN, COUNT_MAX_N } from '../../validate.ts'

/**
 * The plan of the constellation counter: one constellation per orbit of border configurations.
 *
 * Every solution has exactly one queen in each border line: row 0 (at column `top`), row n-1
 * (column `bottom`), column 0 (row `left`) and column n-1 (row `right`); a corner queen lies on two
 * lines at once. The 8 symmetries of the square map border configurations onto each other, so the
 * count needs one configuration per orbit (the one with the smallest code (top, bottom, left,
 * right) in base n), weighted by its orbit's size. The representative is then searched in the
 * orientation whose search looks smallest (`orient`, constellation-orient.ts).
 *
 * Example, n = 5: 5 constellations, among them the corner one { top: 0, bottom: 2, left: 0,
 * right: 3 } (queens at (0, 0), (4, 2), (3, 4)), and { top: 1, bottom: 3, left: 3, right: 1 },
 * which a quarter turn keeps (weight 2): the one solution a quarter turn keeps lies there.
 */
export interface Constellation {
  /** Column of the row-0 queen: of the canonical border in a plan, turned by `orient` to search. */
  top: number
  /** Column of the row n-1 queen. */
  bottom: number
  /** Row of the column-0 queen. */
  left: number
  /** Row of the column n-1 queen. */
  right: number
  /**
   * Its identity: the code ((top·n + bottom)·n + left)·n + right of the canonical border (the
   * smallest code in its orbit), whichever orientation it is searched in. Plans are in code order.
   */
  code: number
  /** Border configurations in its orbit: 8 divided by the symmetries that keep it (1, 2, 4, 8). */
  weight: number
  /**
   * Whether a half turn keeps the border: only then may a solution in it be symmetric, so only
   * then are its solutions classified one by one.
   */
  turns: boolean
  /**
   * The orientation: which of the 8 symmetries (0..7, in `imageOf`'s order) turned the canonical
   * border to this one, in a constellation turned to be searched (`orient`); absent in a plan.
   */
  orientation?: number
}

/**
 * The constellations for n (none for n = 2, 3), in the order of their codes: the same n always
 * gives the same plan, so an index into it can travel to another thread.
 *
 * @example
 * planConstellations(8).length // 78
 */
export function planConstellations(n: number): Constellation[] {
  return planOf(validateN(n, COUNT_MAX_N))
}

/**
 * The plan for an n its caller has validated (core's counters, after their own `validateN`): made
 * once per n and thread, and never validated again, constellation by constellation.
 */
export function planOf(n: number): Constellation[] {
  const cached = PLANS.get(n)
  if (cached !== undefined) return cached
  const plan: Constellation[] = []
  for (let c = nextAfter(n, -1); c !== undefined; c = nextAfter(n, c.code)) plan.push(c)
  PLANS.set(n, plan)
  return plan
}

/** Plans are pure and a few thousand entries: kept per n for the life of the thread. */
const PLANS = new Map<number, Constellation[]>()

/**
 * Keeps a plan for n that another thread of this process made with `planConstellations` (and sent
 * as a structured clone), so that a pool thread need not list the constellations again: a fresh
 * thread would list them in code not yet optimised, once in every thread. A thread that has its
 * own plan keeps it.
 *
 * @example
 * adoptPlan(16, setup.plan) // then planConstellations(16) returns it
 */
export function adoptPlan(n: number, plan: Constellation[]): void {
  if (!PLANS.has(n)) PLANS.set(n, plan)
}

/** The constellation with the smallest code above `after` (-1: the first), or undefined past the last. */
function nextAfter(n: number, after: number): Constellation | undefined {
  const m = n - 1
  let code = Math.max(0, Math.floor(after) + 1)
  const d0 = code % n
  code = (code - d0) / n
  const c0 = code % n
  code = (code - c0) / n
  const b0 = code % n
  let [a, b, c, d] = [(code - b0) / n, b0, c0, d0]
  // Each image's row-0 queen is one of the border queens, at a, m-a, b, m-b, c, m-c, d or m-d,
  // so a canonical `a` is at most all of those: b, c and d run over a..m-a only.
  for (;;) {
    if (2 * a > m) return undefined
    if (b < a) [b, c, d] = [a, a, a]
    if (b > m - a) {
      ;[a, b, c, d] = [a + 1, a + 1, a + 1, a + 1]
      continue
    }
    if (c < a) [c, d] = [a, a]
    if (c > m - a) {
      ;[b, c, d] = [b + 1, a, a]
      continue
    }
    if (d < a) d = a
    if (d > m - a) {
      ;[c, d] = [c + 1, a]
      continue
    }
    const found = constellationOf(n, a, b, c, d)
    if (found !== undefined) return found
    d++
  }
}

/** The constellation (a, b, c, d) stands for, if it is a canonical border that fits together. */
function constellationOf(
  n: number,
  a: number,
  b: number,
  c: number,
  d: number,
): Constellation | undefined {
  const m = n - 1
  // A corner queen stands on two lines: (0, 0) is a and c, (0, m) a and d, (m, 0) b and c, …
  if ((a === 0) !== (c === 0) || (a === m) !== (d === 0)) return undefined
  if ((b === 0) !== (c === m) || (b === m) !== (d === m)) return undefined
  if (!apart(0, a, m, b) || !apart(0, a, c, 0) || !apart(0, a, d, m)) return undefined
  if (!apart(m, b, c, 0) || !apart(m, b, d, m) || !apart(c, 0, d, m)) return undefined
  const code = codeOf(n, a, b, c, d)
  let kept = 0
  for (let t = 0; t < 8; t++) {
    imageOf(t, n, a, b, c, d, BORDER)
    const image = codeOf(n, BORDER[0], BORDER[1], BORDER[2], BORDER[3])
    if (image < code) return undefined
    if (image === code) kept++
  }
  const turns = b === m - a && d === m - c
  return { top: a, bottom: b, left: c, right: d, code, weight: 8 / kept, turns }
}

const BORDER = new Int32Array(4)

function codeOf(n: number, a: number, b: number, c: number, d: number): number {
  return ((a * n + b) * n + c) * n + d
}

/** Whether two queens are the same (a shared corner) or do not attack each other. */
function apart(r1: number, c1: number, r2: number, c2: number): boolean {
  const dr = r1 - r2
  const dc = c1 - c2
  if (dr === 0 && dc === 0) return true
  return dr !== 0 && dc !== 0 && dr !== dc && dr !== -dc
}

/**
 * The border of the image of (a, b, c, d) under symmetry t, into `out` as [top, bottom, left,
 * right]. t: 0 identity; 1, 2, 3 quarter, half, three-quarter turns clockwise ((r, c) → (c, m-r),
 * …); 4 mirror left-right; 5 mirror top-bottom; 6 transpose; 7 anti-transpose.
 */
export function imageOf(
  t: number,
  n: number,
  a: number,
  b: number,
  c: number,
  d: number,
  out: Int32Array,
): void {
  const m = n - 1
  // The queens of row 0, row m, column 0 and column m as (row, column).
  moveQueen(t, m, 0, a, out)
  moveQueen(t, m, m, b, out)
  moveQueen(t, m, c, 0, out)
  moveQueen(t, m, d, m, out)
}

function moveQueen(t: number, m: number, r: number, k: number, out: Int32Array): void {
  const r2 = t === 0 || t === 4 ? r : t === 1 || t === 6 ? k : t === 2 || t === 5 ? m - r : m - k
  const k2 = t === 0 || t === 5 ? k : t === 1 || t === 7 ? m - r : t === 2 || t === 4 ? m - k : r
  if (r2 === 0) out[0] = k2
  if (r2 === m) out[1] = k2
  if (k2 === 0) out[2] = r2
  if (k2 === m) out[3] = r2
}
