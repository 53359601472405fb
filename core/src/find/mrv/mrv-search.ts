import { MrvBoard } from './mrv-board.ts'

/**
 * The search behind `mrv`: depth-first, each step filling the most constrained variable — the
 * free row or free column with the fewest open squares (ties broken by a per-run random rank) —
 * with each of its open squares in turn, in the random rank order of the run. `MrvBoard` does the
 * forward checking: a variable with no open square left is a dead end, met before going deeper.
 *
 * Variables are numbered 0..2n-1: v < n is row v, v ≥ n is column v - n; a value is the other
 * coordinate of the square. Worked example, n = 4 from an empty board, seed 1: every line has 4
 * open squares, so the lowest-ranked variable goes first, row 2, which takes (2, 0) by rank. Now
 * column 1 has a single open square and takes (0, 1); then column 2 takes (3, 2) and column 3
 * takes (1, 3), each the last open square of its line: [1, 3, 0, 2] in 4 nodes, no backtracking.
 *
 * Restarts: run r (r < RESTARTS) gives up after `runLimit(r)` nodes and starts again with fresh
 * ranks; the last run has no limit, so exhausting it proves that no completion exists (any run
 * that exhausts its tree before its limit proves it too: every run searches the same space).
 *
 * Because the variable and value order at a node depend only on the board there and the ranks of
 * the run, the frontier is just the run, the nodes spent in it, the values placed so far (`path`)
 * and the value about to be placed (`pending`): resuming replays them and goes on exactly.
 */
export interface MrvState {
  run: number
  runNodes: number
  path: number[]
  /** The value to place next at depth path.length; -1 = choose a variable first. */
  pending: number
}

export interface MrvOutcome {
  status: 'solved' | 'unsatisfiable' | 'partial'
  queens?: Int32Array
  nodes: number
  state?: MrvState
}

/** Limited runs before the last, complete one. */
export const RESTARTS = 12

/** Node limit of run r: geometric growth from a first run long enough for a clean descent. */
function runLimit(run: number, free: number): number {
  return run >= RESTARTS ? Infinity : (2 * free + 64) * 2 ** run
}

/**
 * Searches from `start` until solved, exhausted, or `budget` nodes are spent. `limitOf` gives
 * each run's node limit (tests shorten it to exercise restarts); it must be Infinity for
 * run = RESTARTS, or an unsatisfiable search would never end.
 *
 * @example
 * searchMrv(new Int32Array(8).fill(-1), 1, MRV_START, Infinity).status // 'solved'
 */
export function searchMrv(
  queens: Int32Array,
  seed: number,
  start: MrvState,
  budget: number,
  limitOf: (run: number, free: number) => number = runLimit,
): MrvOutcome {
  const n = queens.length
  const setup = () => {
    const board = new MrvBoard(n)
    for (let row = 0; row < n; row++) if (queens[row] >= 0) board.place(row, queens[row])
    return board
  }
  let board = setup()
  const freeAtStart = board.free
  let run = start.run
  let rank = ranks(n, seed, run)
  let runNodes = start.runNodes
  const varAt = new Int32Array(n)
  const valAt = new Int32Array(n)
  let d = 0
  let pending = start.pending
  for (const value of start.path) {
    varAt[d] = chooseVariable(board, rank)
    if (varAt[d] < 0 || !place(board, varAt[d], value)) return refuse()
    valAt[d++] = value
  }
  let v = -1
  if (pending >= 0) {
    v = chooseVariable(board, rank)
    if (v < 0 || !isOpenValue(board, v, pending)) return refuse()
  }
  let nodes = 0
  while (true) {
    if (pending < 0) {
      // Choose the next variable and its first value, or backtrack from a dead end.
      v = board.free === 0 ? -2 : chooseVariable(board, rank)
      if (v === -2) return { status: 'solved', queens: boardQueens(queens, varAt, valAt, d), nodes }
      pending = v < 0 ? -1 : nextValue(board, rank, v, -1)
      while (pending < 0) {
        if (d === 0) return { status: 'unsatisfiable', nodes }
        d--
        v = varAt[d]
        unplace(board, v, valAt[d])
        pending = nextValue(board, rank, v, valAt[d])
      }
    }
    if (runNodes >= limitOf(run, freeAtStart)) {
      run++
      rank = ranks(n, seed, run)
      runNodes = 0
      board = setup()
      d = 0
      pending = -1
      continue
    }
    if (nodes >= budget) {
      const path = Array.from(valAt.subarray(0, d))
      return { status: 'partial', nodes, state: { run, runNodes, path, pending } }
    }
    nodes++
    runNodes++
    place(board, v, pending)
    varAt[d] = v
    valAt[d++] = pending
    pending = -1
  }
}

export const MRV_START: MrvState = { run: 0, runNodes: 0, path: [], pending: -1 }

/** A cursor state that does not replay on this board: the caller turns this into an error. */
function refuse(): MrvOutcome {
  return { status: 'partial', nodes: -1 }
}

/** The free row or column with the fewest open squares (lowest rank on ties); -1 if one has none. */
function chooseVariable(board: MrvBoard, rank: Int32Array): number {
  const { n, rowOpen, colOpen, freeRows, freeCols, free } = board
  const width = 2 * n
  let best = -1
  let bestKey = Infinity
  for (let i = 0; i < free; i++) {
    // One number per variable: open squares first, then rank (< 2n) to break ties.
    const row = freeRows[i]
    const rowKey = rowOpen[row] * width + rank[row]
    if (rowKey < bestKey) {
      bestKey = rowKey
      best = row
    }
    const col = freeCols[i]
    const colKey = colOpen[col] * width + rank[n + col]
    if (colKey < bestKey) {
      bestKey = colKey
      best = n + col
    }
  }
  return bestKey < width ? -1 : best
}

/**
 * The open value of v ranked next after `after` (-1: the first), or -1. Values go in random rank
 * order, not "least damage first" (fewest open squares taken from other lines), which needs far
 * more nodes on large empty boards.
 */
function nextValue(board: MrvBoard, rank: Int32Array, v: number, after: number): number {
  const { n, rowUsed, colUsed, downUsed, upUsed, free } = board
  // A row's values are free columns, ranked by rank[n + col]; a column's are free rows, by rank[row].
  const isRow = v < n
  const offset = isRow ? n : 0
  const values = isRow ? board.freeCols : board.freeRows
  const floor = after < 0 ? -1 : rank[offset + after]
  let best = -1
  let bestRank = 2 * n
  for (let i = 0; i < free; i++) {
    const x = values[i]
    const r = rank[offset + x]
    if (r <= floor || r >= bestRank) continue
    const row = isRow ? v : x
    const col = isRow ? x : v - n
    if ((rowUsed[row] | colUsed[col] | downUsed[row - col + n - 1] | upUsed[row + col]) === 0) {
      bestRank = r
      best = x
    }
  }
  return best
}

function isOpenValue(board: MrvBoard, v: number, x: number): boolean {
  const n = board.n
  return Number.isInteger(x) && x >= 0 && x < n && board.isOpen(v < n ? v : x, v < n ? x : v - n)
}

function place(board: MrvBoard, v: number, x: number): boolean {
  if (!isOpenValue(board, v, x)) return false
  const n = board.n
  board.place(v < n ? v : x, v < n ? x : v - n)
  return true
}

function unplace(board: MrvBoard, v: number, x: number): void {
  const n = board.n
  board.remove(v < n ? v : x, v < n ? x : v - n)
}

function boardQueens(queens: Int32Array, varAt: Int32Array, valAt: Int32Array, d: number) {
  const out = Int32Array.from(queens)
  const n = queens.length
  for (let i = 0; i < d; i++) {
    if (varAt[i] < n) out[varAt[i]] = valAt[i]
    else out[valAt[i]] = varAt[i] - n
  }
  return out
}

/** A random permutation of 0..2n-1 for run `run`, from the seed (mulberry32, Fisher–Yates). */
function ranks(n: number, seed: number, run: number): Int32Array {
  let state = (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) + Math.imul(run + 1, 0xc2b2ae35)) >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = Math.imul(state ^ (state >>> 15), state | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const out = new Int32Array(2 * n)
  for (let i = 0; i < 2 * n; i++) out[i] = i
  for (let i = 2 * n - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1))
    const t = out[i]
    out[i] = out[j]
    out[j] = t
  }
  return out
}
