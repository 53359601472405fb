import type { Bindings } from '../env.ts'
import table from './measured.json' with { type: 'json' }

/**
 * Per-request node budgets, derived from the CPU limit. A Worker's clock stands still while it
 * computes, so time cannot stop a search; nodes can. Each algorithm's speed in nodes per CPU
 * millisecond was measured by scripts/measure/nodes-per-ms.ts (measured.json); one missing
 * there runs at `NODES_PER_MS`, the slowest figure measured. The largest budget spends a tenth of
 * `cpu_ms` searching (5 ms of 50) at the measured speed: the rest is for parsing, JSON, the ETag
 * hash, and a slower machine (on this shared 2-core machine under a load of 13, a node cost 2.5×
 * what the measurement said). test/node/cpu-budget.test.ts checks whole requests stay under half
 * of `cpu_ms`.
 */

/** Share of `cpu_ms` the largest allowed search may take. */
export const MAX_SHARE = 0.1
/** Share of `cpu_ms` a search takes when the caller names no budget: cheap by default. */
export const DEFAULT_SHARE = 0.04

/** Used only when the vars are missing (a bare test env): the values wrangler.toml ships with. */
const FALLBACK_CPU_MS = 50
const FALLBACK_NODES_PER_MS = 1000

/** Nodes per ms by algorithm, then by the board size it was measured at. */
const MEASURED = table.nodesPerMs as Record<string, Record<string, number> | undefined>
/** `parallel` at the edge walks the symmetry counter's tree, unit by unit (counting/parallel-units.ts). */
const SAME_SPEED_AS: Record<string, string> = { parallel: 'symmetry' }

export interface Limits {
  cpuMs: number
  nodesPerMs: number
  /** Most nodes one request may visit; larger requested budgets are clamped to it. */
  maxBudget: number
  /** Nodes visited when no budget is asked for. */
  defaultBudget: number
}

/**
 * The budgets for one algorithm (counter or finder id) on an n-board under this environment's CPU
 * limit. A node's cost depends on the board size (O(n) checks for backtracking and mrv), so the
 * speed used is the slower of the two measured sizes around n.
 */
export function readLimits(env: Bindings | undefined, algorithm: string, n: number): Limits {
  const cpuMs = positive(env?.CPU_MS) ?? FALLBACK_CPU_MS
  const nodesPerMs =
    measuredSpeed(SAME_SPEED_AS[algorithm] ?? algorithm, n) ??
    positive(env?.NODES_PER_MS) ??
    FALLBACK_NODES_PER_MS
  return {
    cpuMs,
    nodesPerMs,
    maxBudget: Math.max(1, Math.floor(cpuMs * MAX_SHARE * nodesPerMs)),
    defaultBudget: Math.max(1, Math.floor(cpuMs * DEFAULT_SHARE * nodesPerMs)),
  }
}

/** The budget a request runs with, and how it was chosen, echoed in every answer that searches. */
export interface BudgetUse {
  /** Nodes this request may visit. */
  budget: number
  /** What the caller asked for, when they did. */
  requested?: number
  /** True when `requested` was more than `max` and was cut down to it. */
  clamped: boolean
  max: number
}

export function chooseBudget(requested: number | undefined, limits: Limits): BudgetUse {
  if (requested === undefined) {
    return { budget: limits.defaultBudget, clamped: false, max: limits.maxBudget }
  }
  const clamped = requested > limits.maxBudget
  return {
    budget: clamped ? limits.maxBudget : requested,
    requested,
    clamped,
    max: limits.maxBudget,
  }
}

function measuredSpeed(algorithm: string, n: number): number | undefined {
  const byN = MEASURED[algorithm]
  if (byN === undefined) return undefined
  const sizes = Object.keys(byN)
    .map(Number)
    .sort((a, b) => a - b)
  // The slower of the two measured sizes around n: speed may rise with n (local search spreads
  // its setup over more moves) or fall (backtracking checks more rows per node).
  const above = sizes.find((size) => size >= n) ?? sizes[sizes.length - 1]
  const below = [...sizes].reverse().find((size) => size <= n) ?? sizes[0]
  return above === undefined ? undefined : Math.min(byN[above], byN[below])
}

function positive(text: string | undefined): number | undefined {
  const value = Number(text)
  return text !== undefined && Number.isFinite(value) && value > 0 ? value : undefined
}
