import { checkN, InvalidInputError } from '@nqueens/core'

/**
 * What names a job. The id derives from the parameters alone, so asking for the same count twice
 * finds the same coordinator (`idFromName(id)`) instead of starting a second one.
 */

/** The queue that carries work units, and its dead-letter queue; wrangler.toml names the same. */
export const UNITS_QUEUE = 'nqueens-jobs'
export const DEAD_UNITS_QUEUE = 'nqueens-jobs-dlq'

/**
 * Largest n a job takes. Each step of n multiplies the work by about 6: n = 20 is some 2·10^11
 * nodes (about 800,000 queue messages at one invocation's budget, a few dollars), n = 22 about
 * 7·10^12 (some 26 million messages, tens of dollars); n = 23 would pass a hundred. Counts stay
 * below 2^53 up to n = 24, but cost, not precision, sets the cap.
 */
export const JOB_MAX_N = 22

/**
 * Jobs split the symmetry count into work units (core's `planUnits`); `parallel` names that same
 * split (on a PC it runs on threads), so both spell one job.
 */
export const JOB_ALGORITHMS = ['parallel', 'symmetry'] as const
export type JobAlgorithm = (typeof JOB_ALGORITHMS)[number]
export const DEFAULT_JOB_ALGORITHM: JobAlgorithm = 'parallel'

/** The id of the job counting n: `n16-symmetry` for both spellings of the algorithm. */
export function makeJobId(n: number, _algorithm: JobAlgorithm): string {
  checkN(n, JOB_MAX_N)
  return `n${n}-symmetry`
}

/** Reads a job id back into its n; throws `InvalidInputError('id', …)` for anything else. */
export function parseJobId(id: string): { n: number } {
  const match = /^n([1-9][0-9]?)-symmetry$/.exec(id)
  const n = match ? Number(match[1]) : NaN
  if (!(n >= 1 && n <= JOB_MAX_N)) {
    throw new InvalidInputError(
      'id',
      `is not a job id like n16-symmetry (n from 1 to ${JOB_MAX_N})`,
    )
  }
  return { n }
}
