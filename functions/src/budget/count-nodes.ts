import table from './measured.json' with { type: 'json' }

/**
 * Whether a full count fits a budget, decided without counting: measured.json holds the nodes
 * each counter visits for a complete count, per n, measured once by scripts/measure/nodes-per-ms.ts
 * (the counts are deterministic). Each list stops at the first n past any per-request budget, so
 * an n beyond the list does not fit. An algorithm missing from the table is simply tried: the count
 * route falls back to the known value when the try runs out.
 */
const NODES = table.nodes as Record<string, (number | null)[] | undefined>

/** `parallel` at the edge visits the symmetry counter's tree, split into units. */
const SAME_TREE_AS: Record<string, string> = { parallel: 'symmetry' }

export function fitsBudget(algorithm: string, n: number, budget: number): boolean {
  const nodes = NODES[SAME_TREE_AS[algorithm] ?? algorithm]
  if (nodes === undefined) return true
  const needed = nodes[n]
  return typeof needed === 'number' && needed <= budget
}
