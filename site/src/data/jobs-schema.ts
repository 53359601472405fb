/**
 * @module
 * The shape of `jobs.json`: distributed counts (POST /api/jobs) measured under `wrangler dev` by
 * scripts/measure/jobs.ts against the single-process counters. The script validates with this
 * schema before writing; the dashboard parses with it when it builds. Times in milliseconds
 * (wall clock: a job's time is its latency, queue and coordinator included), counts as decimals.
 */
import { z } from 'zod'
import { MachineSchema } from '@nqueens/charts/benchmark-schema'

const Count = z.string().regex(/^(0|[1-9][0-9]*)$/, 'an exact count as a decimal string')
const Ms = z.number().nonnegative()

const JobRunSchema = z.object({
  n: z.number().int().positive(),
  units: z.number().int().nonnegative(),
  total: Count,
  unique: Count,
  /** From POST to the answer that said `done` (followed with `wait`, as the job page does). */
  jobMs: Ms,
  unitsPerSecond: z.number().nonnegative(),
  /** The same count in one process: the constellation counter on one thread, and countParallel. */
  oneThreadMs: Ms,
  parallelMs: Ms,
  /** jobMs / oneThreadMs: what the queue, the coordinator and the budgeted steps cost. */
  overhead: z.number().nonnegative(),
})

export const JobsDataSchema = z.object({
  generatedBy: z.literal('scripts/measure/jobs.ts'),
  date: z.string(),
  commit: z.string(),
  machine: MachineSchema,
  /** The consumer's batch size and per-invocation node budget during the run. */
  settings: z.object({ maxBatchSize: z.number().int().positive(), threads: z.number().int() }),
  runs: z.array(JobRunSchema),
})

export type JobsData = z.infer<typeof JobsDataSchema>
