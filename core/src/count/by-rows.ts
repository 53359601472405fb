import type { Counter, CountOptions, CountResult } from '../types.ts'
import { validateBudget, validateN } from '../validate.ts'
import { closeFrontier, frontierFraction, openFrontier, type Frontier } from './frontier.ts'
import { walkLimit } from './walk-limit.ts'

/** What one walk below a first-row queen did. */
export interface Walk {
  /** Solutions found in this walk. */
  found: number
  /** Nodes (attempted placements) used in this walk. */
  nodes: number
  /** True when it stopped at its node limit; the frontier then says where. */
  stopped: boolean
}

/**
 * Counts the solutions below the first-row queen `frontier.path[0]`, starting at the frontier
 * (depth ≥ 1), attempting at most `limit` placements (`NO_LIMIT`: none). When it stops it leaves the
 * frontier at the next placement to attempt. This is the hot loop each counter supplies.
 */
export type WalkBelow = (n: number, frontier: Frontier, limit: number) => Walk

/** How a counter weighs the first row: the columns it tries, and what a solution below one counts. */
export interface FirstRow {
  /** First-row columns tried: 0..columns-1. */
  columns: number
  /** What each solution below this first-row column adds to the total. */
  weight: (column: number) => number
}

/**
 * The shared shell of the row-by-row counters: validates input, reads the cursor, tries the first
 * row itself (so progress is reported once per first-row branch, never from a hot loop), hands each
 * branch to the counter's `walk`, and stops exactly at the budget with a cursor to resume from.
 * A node is one attempted placement; every first-row column is one.
 *
 * @example
 * countByRows(bitmask, 8, { budget: 100 }, walkBitmask) // { status: 'partial', nodes: 100, … }
 */
export function countByRows(
  counter: Counter,
  n: number,
  options: CountOptions | undefined,
  walk: WalkBelow,
  firstRow: FirstRow = { columns: n, weight: () => 1 },
): CountResult {
  validateN(n, counter.maxN)
  const budget = validateBudget(options?.budget)
  const onProgress = options?.onProgress
  const frontier = openFrontier(counter.id, n, options?.cursor, firstRow.columns)
  let total = frontier.total
  let nodes = 0
  let column = frontier.next
  if (frontier.depth > 0) {
    // Resume inside the branch of the first-row queen, then go on with the next column.
    column = frontier.path[0]
    const walked = walk(n, frontier, walkLimit(budget))
    total += BigInt(walked.found) * BigInt(firstRow.weight(column))
    nodes += walked.nodes
    if (walked.stopped) return stop(counter, n, frontier, total, nodes, firstRow.columns)
    column++
  }
  for (; column < firstRow.columns; column++) {
    onProgress?.(column / firstRow.columns)
    if (nodes === budget) {
      frontier.depth = 0
      frontier.next = column
      return stop(counter, n, frontier, total, nodes, firstRow.columns)
    }
    nodes++
    if (n === 1) {
      total += BigInt(firstRow.weight(column))
      continue
    }
    frontier.path[0] = column
    frontier.depth = 1
    frontier.next = 0
    const walked = walk(n, frontier, walkLimit(budget, nodes))
    total += BigInt(walked.found) * BigInt(firstRow.weight(column))
    nodes += walked.nodes
    if (walked.stopped) return stop(counter, n, frontier, total, nodes, firstRow.columns)
  }
  onProgress?.(1)
  return { algorithm: counter.id, n, status: 'complete', total, nodes }
}

function stop(
  counter: Counter,
  n: number,
  frontier: Frontier,
  total: bigint,
  nodes: number,
  columns: number,
): CountResult {
  frontier.total = total
  const cursor = closeFrontier(counter.id, n, frontier)
  const fraction = frontierFraction(n, frontier.path, frontier.depth, frontier.next, columns)
  return { algorithm: counter.id, n, status: 'partial', total, nodes, cursor, fraction }
}
