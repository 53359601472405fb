import type { Finder } from '../../types.ts'
import { Random } from '../random-search/random.ts'
import { makeRandomFinder, type Walk } from '../random-search/random-search.ts'
import { SparseDiagonals } from './min-conflicts-board.ts'

/**
 * min-conflicts: local search for 10^6–10^8 queens (Minton et al. 1990; Sosic & Gu's QS4, 1991).
 * 1. Greedy start: row by row, up to `TRIES` random draws, taking the first unused column whose
 *    two diagonals are free; rows where every draw fails take the leftover columns at the end, in
 *    random order.
 * 2. Repair: take a queen in conflict and try random partners until swapping their columns lowers
 *    the collisions; queue both again. After `stuckAfter(n)` fruitless swaps, start over.
 * A node is one draw, one leftover placement, or one swap evaluated.
 *
 * A draw, while over 1/16 of the columns are free, is a random block of 32 columns tested at once
 * with three word reads (`used` and the two diagonal bit sets of `SparseDiagonals`); past that it
 * comes from a packed pool of the free columns. Example, n = 64, row 0: block 1 (columns 32..63)
 * fits everywhere, a random rotation picks bit 5, queens[0] = 37. Row 1, block 1 again: 37 is
 * used, 36 shares the "/" diagonal (1 + 36 = 0 + 37), 38 the "\" one (38 - 1 = 37 - 0); one of
 * the other 29 is taken at random.
 *
 * Memory: 4 bytes a queen for the answer, under 1 more for the bit sets and the pool (10^8 queens,
 * about 0.5 GB). A cursor holds the seed and the nodes done; resuming replays the walk that far.
 */
export const MIN_CONFLICTS_MAX_N = 100_000_000

/** Draws per row before it waits for the leftover columns. */
const TRIES = 64
/** Swaps tried on one attacked queen before it goes to the back of the queue. */
const REPAIR_TRIES = 64

/** Fruitless swaps before a full restart. */
function stuckAfter(n: number): number {
  return 8 * n + 512
}

class MinConflictsWalk implements Walk {
  nodes = 0
  private readonly n: number
  private readonly seed: number
  private board: SparseDiagonals | undefined

  constructor(n: number, seed: number) {
    this.n = n
    this.seed = seed
  }

  get queens(): Int32Array {
    return this.board!.queens
  }

  walkTo(limit: number): boolean {
    // Replay from the seed each time: the walk keeps no state worth saving between calls.
    const random = new Random(this.seed)
    this.nodes = 0
    for (;;) {
      this.board = new SparseDiagonals(this.n)
      const waiting = this.placeGreedily(this.board, random, limit)
      if (waiting === undefined) return false
      const outcome = this.repair(this.board, random, waiting, limit)
      if (outcome !== 'stuck') return outcome === 'solved'
    }
  }

  snapshot(): unknown {
    return undefined
  }

  /** Phase 1; returns the rows left waiting (now placed on leftovers), or undefined at the limit. */
  private placeGreedily(
    board: SparseDiagonals,
    random: Random,
    limit: number,
  ): number[] | undefined {
    const n = this.n
    const blocks = (n + 31) >>> 5
    // Columns taken, one bit each; the bits past n in the last word count as taken.
    const used = new Uint32Array(blocks)
    if (n & 31) used[blocks - 1] = -1 << (n & 31)
    // While many columns are free, a draw is a random block of 32 columns, tested all at once;
    // once only 1/16 are free, blocks come up mostly empty, so draw from a packed pool instead.
    let pool: Int32Array | undefined
    let free = n
    const waiting: number[] = []
    let nodes = this.nodes
    for (let row = 0; row < n; row++) {
      if (pool === undefined && free * 16 <= n) pool = packFree(used, n, free)
      let placed = false
      for (let t = 0; t < TRIES && !placed; t++) {
        if (nodes >= limit) return this.stop(nodes)
        nodes++
        if (pool === undefined) {
          const block = random.nextInt(blocks)
          const fits = ~used[block] & board.freeBlock(row, block << 5)
          if (fits === 0) continue
          // A random fitting column of the block: rotate by a random amount, take the lowest bit.
          const turn = random.nextUint32() & 31
          const turned = turn === 0 ? fits : (fits >>> turn) | (fits << (32 - turn))
          const bit = (31 - Math.clz32(turned & -turned) + turn) & 31
          board.place(row, (block << 5) + bit)
          used[block] |= 1 << bit
          placed = true
        } else {
          const slot = random.nextInt(free)
          const col = pool[slot]
          if (!board.free(row, col)) continue
          board.place(row, col)
          pool[slot] = pool[free - 1]
          placed = true
        }
      }
      if (placed) free--
      else waiting.push(row)
    }
    pool ??= packFree(used, n, free)
    // The waiting rows take the leftover columns in random order, collisions and all.
    for (const row of waiting) {
      if (nodes >= limit) return this.stop(nodes)
      nodes++
      const slot = random.nextInt(free)
      board.place(row, pool[slot])
      pool[slot] = pool[--free]
    }
    this.nodes = nodes
    return waiting
  }

  private stop(nodes: number): undefined {
    this.nodes = nodes
    return undefined
  }

  /** Phase 2: swaps on attacked queens until no collision remains, the limit, or a dead end. */
  private repair(
    board: SparseDiagonals,
    random: Random,
    waiting: number[],
    limit: number,
  ): 'solved' | 'limit' | 'stuck' {
    const n = this.n
    // Every collision involves a waiting row at first; afterwards, each moved queen is queued.
    let queue = waiting
    let head = 0
    let idle = 0
    const patience = stuckAfter(n)
    while (board.collisions > 0) {
      if (head === queue.length) {
        // A queen can leave three on one diagonal and none of the other two queued: rescan.
        queue = attackedRows(board)
        head = 0
      }
      const row = queue[head++]
      if (!board.attacked(row)) continue
      let moved = false
      for (let t = 0; t < REPAIR_TRIES; t++) {
        if (this.nodes >= limit) return 'limit'
        this.nodes++
        let other = random.nextInt(n - 1)
        if (other >= row) other++
        const delta = board.delta(row, other)
        if (delta < 0) {
          board.swap(row, other, delta)
          queue.push(row, other)
          idle = 0
          moved = true
          break
        }
      }
      if (!moved) {
        queue.push(row)
        idle += REPAIR_TRIES
        if (idle >= patience) return 'stuck'
      }
      // Drop the consumed head of the queue now and then, so it does not grow without end.
      if (head > 1024 && head * 2 > queue.length) {
        queue = queue.slice(head)
        head = 0
      }
    }
    return 'solved'
  }
}

/** The columns not marked in `used`, packed into an array of `free` entries. */
function packFree(used: Uint32Array, n: number, free: number): Int32Array {
  const pool = new Int32Array(free)
  let k = 0
  for (let col = 0; col < n; col++)
    if (((used[col >>> 5] >>> (col & 31)) & 1) === 0) pool[k++] = col
  return pool
}

function attackedRows(board: SparseDiagonals): number[] {
  const rows: number[] = []
  for (let row = 0; row < board.queens.length; row++) if (board.attacked(row)) rows.push(row)
  return rows
}

/**
 * The min-conflicts finder.
 *
 * @example
 * minConflicts.solve(1_000_000, { seed: 1 }).status // 'solved', in well under a second
 */
export const minConflicts: Finder = makeRandomFinder({
  id: 'min-conflicts',
  maxN: MIN_CONFLICTS_MAX_N,
  start: (n, seed) => new MinConflictsWalk(n, seed),
})
