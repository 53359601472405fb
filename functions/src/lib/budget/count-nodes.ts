import recorded from './count-nodes.json' with { type: 'json' }

/**
 * @module
 * The nodes of a complete count, by counter and n: what "about N requests", `estimatedNodes` and
 * `requestsLeft` are worked out from. Every count is a deterministic search, so its nodes are a
 * constant: count-nodes.json records them as far as scripts/measure/count-nodes.ts counted them.
 * Past the record they are modelled: the growth over two sizes, ln(nodes(n) / nodes(n − 2)), is
 * nearly a straight line in ln n for every counter (two sizes, because mirror's odd and even
 * boards grow differently), so a least-squares line through the last recorded growths gives the
 * growth beyond, multiplied out from the last recorded totals. count-nodes.test.ts holds the model
 * to the record: fitted without a recorded n, it predicts that n within 10%.
 */

const TOTALS = recorded.totals as Record<string, (number | null)[] | undefined>

/** The growths the straight line is fitted to: the last few, where the growth has settled. */
const GROWTH_FIT = 3
/** The growth is taken over this many sizes. */
const STEP = 2

/**
 * Counters whose search is another's node for node: `parallel` in one thread is the constellation
 * counter under its own name, and the completions of an empty board walk the flags tree.
 */
const SAME_TREE: Record<string, string> = { parallel: 'constellation', completions: 'flags' }

/**
 * The nodes of a complete count: recorded (`recorded: true`, exact) or modelled past the record.
 *
 * @example
 * estimateCountNodes('bitmask', 8) // { nodes: 2056, recorded: true }
 */
export function estimateCountNodes(
  algorithm: string,
  n: number,
): { nodes: number; recorded: boolean } {
  const totals = TOTALS[SAME_TREE[algorithm] ?? algorithm] ?? []
  const known = totals[n]
  if (typeof known === 'number') return { nodes: known, recorded: true }
  return { nodes: modelCountNodes(totals, n), recorded: false }
}

/**
 * The nodes at n from a record of totals by n (index n; null where not recorded): the growth over
 * STEP sizes extrapolated along the least-squares line, in ln n, through the last GROWTH_FIT
 * recorded growths.
 *
 * @example
 * modelCountNodes([null, 1, 4, 27, 256, 3125, 46656], 7) // about 850,000 (7^7 = 823,543)
 */
export function modelCountNodes(totals: readonly (number | null)[], n: number): number {
  const known = totals.map((total) => (typeof total === 'number' ? total : undefined))
  let last = known.length - 1
  while (last > 0 && known[last] === undefined) last--
  if (n <= last) return known[n] ?? 0
  const growths: [number, number][] = []
  for (let k = last; k > STEP && growths.length < GROWTH_FIT; k--) {
    const [now, before] = [known[k], known[k - STEP]]
    if (now !== undefined && before !== undefined && before > 0 && now > 0) {
      growths.push([Math.log(k), Math.log(now / before)])
    }
  }
  const growthAt = fitLine(growths)
  const nodes = known.slice(0, last + 1)
  for (let k = last + 1; k <= n; k++) {
    nodes[k] = (nodes[k - STEP] ?? 1) * Math.exp(Math.max(0, growthAt(Math.log(k))))
  }
  return nodes[n] ?? 1
}

/** The least-squares line through the points, as a function; flat through one point. */
function fitLine(points: readonly [number, number][]): (x: number) => number {
  if (points.length === 0) return () => 0
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / points.length
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / points.length
  const spread = points.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0)
  const slope =
    spread === 0 ? 0 : points.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0) / spread
  return (x) => meanY + slope * (x - meanX)
}
