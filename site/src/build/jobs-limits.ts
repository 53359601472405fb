/** What the job form offers: the API's own limits (functions/src/jobs/names.ts), at their defaults. */
export { DEFAULT_JOB_MAX_N as JOB_MAX_N } from '@nqueens/functions/jobs/names'
export const JOB_DEFAULT_N = 12
