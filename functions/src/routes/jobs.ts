import { createApi } from '../http/api.ts'
import { cancelJob } from './jobs-cancel.ts'
import { createJob } from './jobs-create.ts'
import { jobStatus } from './jobs-status.ts'
import { jobUnits } from './jobs-units.ts'

/**
 * /api/jobs: POST starts a distributed count, GET /:id shows it, GET /:id/units lists its units,
 * DELETE /:id cancels it.
 */
export const jobs = createApi()
  .route('/', createJob)
  .route('/', jobStatus)
  .route('/', jobUnits)
  .route('/', cancelJob)
