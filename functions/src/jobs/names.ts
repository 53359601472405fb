import { checkN, InvalidInputError } from '@nqueens/core'

/**
 * What names a job. The id derives from the parameters alone, so asking for the same count twice
 * finds the same coordinator (`idFromName(id)`) instead of starting a second one.
 */

/** The queue that carries work units, and its dead-letter queue; wrangler.toml names the same. */
export const UNITS_QUEUE = 'nqueens-jobs'
export const DEAD_UNITS_QUEUE = 'nqueens-jobs-dlq'

/**
 * Largest n a job takes: cost, not precision, sets it. Each step of n multiplies the work by about
 * 7; n = 20 is some 4·10^11 nodes, about $0.15 on Cloudflare's published prices (README, Deploy).
 * Since the id derives from n, each n is counted once and then answered from storage.
 */
export const JOB_MAX_N = 20

/**
 * Jobs count the units of core's split count (`getSplit`, the constellation count's units);
 * `parallel` names that same split (on a PC it runs on threads), so both spell one job.
 */
export const JOB_ALGORITHMS = ['parallel', 'constellation'] as const
export type JobAlgorithm = (typeof JOB_ALGORITHMS)[number]
export const DEFAULT_JOB_ALGORITHM: JobAlgorithm = 'parallel'

/** The id of the job counting n: `n16-constellation` for both spellings of the algorithm. */
export function makeJobId(n: number, _algorithm: JobAlgorithm): string {
  checkN(n, JOB_MAX_N)
  return `n${n}-constellation`
}

/** Reads a job id back into its n; throws `InvalidInputError('id', …)` for anything else. */
export function parseJobId(id: string): { n: number } {
  const match = /^n([1-9][0-9]?)-constellation$/.exec(id)
  const n = match ? Number(match[1]) : NaN
  if (!(n >= 1 && n <= JOB_MAX_N)) {
    throw new InvalidInputError(
      'id',
      `is not a job id like n16-constellation (n from 1 to ${JOB_MAX_N})`,
    )
  }
  return { n }
}
