import {
  KNOWN_SOURCE,
  type COMPLETIONS_ID,
  type CounterId,
  type CountResult,
  type KnownCount,
} from '@nqueens/core'
import type { CountVerdict } from '../../lib/budget/policy.ts'
import { stepFields, type Step } from '../../lib/step/step.ts'

/**
 * @module
 * The answers of /api/count, from what the route already holds: a count that ran (with its
 * progress, and where to go when requests cannot reasonably finish it), and the published value.
 * Nothing here asks the policy or core again, or changes what it is handed.
 */

/** Past this many requests left, a partial count points to a job or the CLI instead. */
const REASONABLE_REQUESTS = 1000

/**
 * The answer of a count that ran one step: complete, or partial with its progress and, when
 * requests cannot reasonably finish it, where to count it instead (`partialProgress`).
 */
export function countedAnswer(
  result: CountResult,
  step: Step,
  verdict: CountVerdict,
  jobMaxN: number,
) {
  const { progress, notes } = partialProgress(result, step, verdict, jobMaxN)
  return {
    n: result.n,
    algorithm: result.algorithm,
    status: result.status,
    source: 'computed' as const,
    total: result.total.toString(),
    ...(result.unique !== undefined ? { unique: result.unique.toString() } : {}),
    ...(result.firstRow ? { byFirstRow: result.firstRow.map(String) } : {}),
    nodes: result.nodes,
    ...(result.engine ? { engine: result.engine } : {}),
    ...stepFields(step, { progress, notes }),
  }
}

/**
 * What a count adds to its step's answer: nothing when complete; when partial, its progress
 * (`countProgress`, in requests of this step's budget) and, when requests cannot reasonably
 * finish it, a note of where to count it instead (a job up to `jobMaxN`, else the CLI).
 */
export function partialProgress(
  result: { n: number; status: 'complete' | 'partial'; fraction?: number },
  step: Pick<Step, 'spent' | 'budgetChoice'>,
  verdict: CountVerdict,
  jobMaxN: number,
): { progress?: ReturnType<typeof countProgress>; notes: string[] } {
  if (result.status === 'complete') return { notes: [] }
  const progress = countProgress(step.spent, verdict, result.fraction, step.budgetChoice.budget)
  const notes =
    progress.requestsLeft > REASONABLE_REQUESTS
      ? [tooFarNote(result.n, progress.requestsLeft, jobMaxN)]
      : []
  return { progress, notes }
}

/**
 * How far a partial count has come: the nodes of every request so far, the nodes the whole count
 * takes, the share done and how many requests of `budget` nodes are left (every request but the
 * last spends its whole budget). Where the whole count's nodes are recorded (`verdict.recorded`),
 * what is left is exact. Past the record, the nodes left are the share of the search left
 * (1 − core's `fraction`, how much lies behind the cursor) of the whole count's nodes, taken as
 * two estimates weighed by how far the count has come: the model's and the pace's (the nodes
 * spent ÷ `fraction`). A partial count is never done: at least a node, and so a request, are left.
 *
 * @example
 * countProgress(9e9, { max: 4e7, nodes: 12e9, recorded: false, fits: false }, 0.5, 4e7)
 *   .estimatedNodes // 16_500_000_000
 */
export function countProgress(
  spent: number,
  verdict: CountVerdict,
  fraction: number | undefined,
  budget: number,
) {
  const left = verdict.recorded
    ? verdict.nodes - spent
    : fraction === undefined
      ? Math.max(verdict.nodes - spent, verdict.max)
      : (1 - fraction) * ((1 - fraction) * verdict.nodes + spent)
  const estimated = spent + Math.max(1, Math.ceil(left))
  return {
    nodes: spent,
    estimatedNodes: estimated,
    done: spent / estimated,
    requestsLeft: Math.ceil((estimated - spent) / budget),
  }
}

function tooFarNote(n: number, requestsLeft: number, jobMaxN: number): string {
  const instead =
    n <= jobMaxN
      ? `a job (POST /api/jobs with {"n":${n}}) or the CLI (npm run nqueens -- count ${n})`
      : `the CLI on your own machine (npm run nqueens -- count ${n})`
  return (
    `About ${roughly(requestsLeft)} more requests would be needed: more than requests can ` +
    `reasonably finish. Use ${instead}.`
  )
}

/** The answer for a count taken from the OEIS table, labelled as such. */
export function knownAnswer(
  known: KnownCount,
  algorithm: CounterId | typeof COMPLETIONS_ID,
  verdict: CountVerdict,
) {
  const requests = Math.ceil(verdict.nodes / verdict.max)
  return {
    n: known.n,
    algorithm,
    status: 'complete' as const,
    source: 'known' as const,
    total: known.total.toString(),
    unique: known.unique.toString(),
    nodes: 0,
    reference: `${KNOWN_SOURCE.total}; unique: ${KNOWN_SOURCE.unique}`,
    note:
      `Counting n = ${known.n} takes about ${roughly(requests)} requests, so this is the ` +
      'published value. Add compute=true to count it here, one cursor step at a time.',
  }
}

/** 38, 4,200, 3.1·10^12: a count of requests as a person reads it. */
function roughly(count: number): string {
  if (count < 1e6) return Math.round(count).toLocaleString('en-US')
  const exponent = Math.floor(Math.log10(count))
  return `${(count / 10 ** exponent).toFixed(1)}·10^${exponent}`
}
