import { COUNT_MAX_N, InvalidInputError } from '@nqueens/core'
import { validateCaseN } from '../../lib/limits/case-limit.ts'

/**
 * @module
 * What names a job. The id derives from the parameters alone, so asking for the same count twice
 * finds the same coordinator (`idFromName(id)`) instead of starting a second one.
 */

/** The queue that carries work units, and its dead-letter queue; wrangler.toml names the same. */
export const UNITS_QUEUE = 'nqueens-jobs'
export const DEAD_UNITS_QUEUE = 'nqueens-jobs-dlq'

/**
 * What a job request's `algorithm` may say. A job counts the units of core's split count
 * (`getSplit`, the constellation count's units), so its one name is `constellation`, which every
 * job answers with. `parallel` is an alias of the same job, accepted so that clients that
 * send it keep working (docs/glossary.md): both spell one job, with one id.
 */
export const JOB_ALGORITHMS = ['constellation', 'parallel'] as const

/**
 * The id of the job counting n, `n16-constellation`: one per n, whatever the request's
 * `algorithm` said. Throws `InvalidInputError('n', …)` past `maxN`, the deployment's largest job n.
 */
export function makeJobId(n: number, maxN: number): string {
  validateCaseN(n, maxN, {
    as: '(past that a job costs more than this deployment runs)',
    advice:
      n > maxN && n <= COUNT_MAX_N
        ? `the CLI counts any n up to ${COUNT_MAX_N}: npm run nqueens -- count ${n}`
        : '',
  })
  return `n${n}-constellation`
}

/** Reads a job id back into its n; throws `InvalidInputError('id', …)` for anything else. */
export function parseJobId(id: string, maxN: number): { n: number } {
  const match = /^n([1-9][0-9]?)-constellation$/.exec(id)
  const n = match ? Number(match[1]) : NaN
  if (!(n >= 1 && n <= maxN)) {
    throw new InvalidInputError(
      'id',
      `is not a job id like n16-constellation (n from 1 to ${maxN})`,
    )
  }
  return { n }
}
