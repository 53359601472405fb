/**
 * @module
 * Distributed-count measurements, parsed with the schema scripts/measure/jobs.ts validated them
 * with. Regenerate with `npx tsx scripts/measure/jobs.ts`; never edit jobs.json by hand.
 */
import raw from './jobs.json'
import { JobsDataSchema, type JobsData } from './jobs-schema.ts'

export const JOBS: JobsData = JobsDataSchema.parse(raw)
