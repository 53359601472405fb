/** What the job form offers; the API (functions/src/jobs/names.ts) checks the same limits. */
export const JOB_ALGORITHMS = ['parallel', 'constellation'] as const
export const JOB_MAX_N = 20
export const JOB_DEFAULT_N = 12
