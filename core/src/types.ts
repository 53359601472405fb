/**
 * @module
 * The shapes every part of core shares. Conventions, fixed here once:
 * - A board is a `Placement`: index = row (0-based, top to bottom), value = column (0-based),
 *   -1 for an empty row. Inputs accept any `ArrayLike<number>`; outputs are `Int32Array`.
 *   The 1-based notation (`4,7,3,8,2,5,1,6`, 0 = empty row) exists only at the edges: parsing,
 *   encoding, JSON and conflicts, which are reported 1-based as `[r1, c1, r2, c2]`.
 * - A budget counts nodes (one attempted placement, or one local-search move), never time.
 * - Counts are `bigint` inside core; in JSON every count is a decimal string (`"92"`), so totals
 *   past 2^53 (n ≥ 26) keep every digit.
 */

export type Placement = Int32Array

/** A pair of attacking queens, 1-based: row and column of one, then of the other (r1 < r2). */
export type Conflict = [r1: number, c1: number, r2: number, c2: number]

export const COUNTER_IDS = [
  'brute-force',
  'backtrack',
  'flags',
  'bitmask',
  'mirror',
  'symmetry',
  'constellation',
  'parallel',
] as const
export type CounterId = (typeof COUNTER_IDS)[number]

export const FINDER_IDS = [
  'first',
  'mrv',
  'enumerate',
  'shuffle',
  'boltzmann',
  'swap-det',
  'swap-random',
  'min-conflicts',
  'construct',
] as const
export type FinderId = (typeof FINDER_IDS)[number]

/**
 * The engines that count constellations (count/engine.ts): `lanes`, the WebAssembly SIMD kernel a
 * host hands in, and `walk`, the plain TypeScript reference.
 */
export const ENGINES = ['lanes', 'walk'] as const
export type Engine = (typeof ENGINES)[number]

/**
 * The engine an answer names: a CPU engine (`CountResult`), or `webgpu`, core's WGSL kernel on a
 * GPU the host handed in (`GpuCountResult`), which counts whole units asynchronously and so is no
 * `Engine`.
 */
export type CountEngine = Engine | 'webgpu'

export interface CountOptions {
  /** Most nodes to visit in this call; omitted = unbounded. */
  budget?: number
  /**
   * The engine for counters that have two (`constellation`, `parallel`); omitted = the lanes
   * where the host handed them in, else the walk.
   */
  engine?: Engine
  /** Resume where an earlier partial call stopped. */
  cursor?: string
  /** Called now and then with the fraction done (0..1), for progress bars. */
  onProgress?: (fraction: number) => void
}

export interface CountResult {
  algorithm: CounterId
  n: number
  /** `complete`: `total` is the answer. `partial`: the budget ran out; `total` is the sum so far. */
  status: 'complete' | 'partial'
  total: bigint
  /** Fundamental solutions (OEIS A002562), from the counters that classify by symmetry. */
  unique?: bigint
  /** Nodes visited in this call (not the sum over earlier chunks). */
  nodes: number
  /** The engine that counted, for counters that have two. */
  engine?: Engine
  /**
   * Solutions by the column of the row-0 queen (OEIS A059963), from the counters that split by
   * border queens (`constellation`, `parallel`), once complete.
   */
  firstRow?: bigint[]
  /** Present exactly when `status` is `partial`. */
  cursor?: string
  /**
   * With a partial result: how much of the whole search lies behind its cursor, from 0 to below 1,
   * by the counter's own measure of its tree (the free columns of each row on the path, or the
   * constellations, units or branches done). An estimate for progress, not a share of the nodes.
   */
  fraction?: number
}

/** A synchronous, exact counter. Every counter runs the shared suite in `count/counter.case.test.ts`. */
export interface Counter {
  id: CounterId
  /** Largest n accepted; past it `count` throws `InvalidInputError('n', …)`. */
  maxN: number
  /** Whether results carry `unique`. */
  countsUnique: boolean
  count(n: number, options?: CountOptions): CountResult
}

export interface SolveOptions {
  /** Pre-placed queens (-1 = empty row), length n. Only finders with `completes` accept them. */
  queens?: ArrayLike<number>
  /** For randomised finders; the same seed gives the same answer. Default 1. */
  seed?: number
  budget?: number
  cursor?: string
}

export interface SolveResult {
  method: FinderId
  n: number
  /** `unsatisfiable` only when proved: pre-placed queens attack each other, or an exhaustive search found nothing. */
  status: 'solved' | 'unsatisfiable' | 'partial'
  /** The full solution when `solved`. */
  queens?: Placement
  /** When unsatisfiable because pre-placed queens attack each other. */
  conflicts?: Conflict[]
  seed?: number
  nodes: number
  cursor?: string
}

/** Finds one solution. Every finder runs the shared suite in `find/finder.case.test.ts`. */
export interface Finder {
  id: FinderId
  /** Largest n accepted. */
  maxN: number
  /** Whether it can complete pre-placed queens (and prove a completion impossible). */
  completes: boolean
  /** Whether `seed` changes the answer. */
  randomised: boolean
  solve(n: number, options?: SolveOptions): SolveResult
}
