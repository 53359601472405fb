import type { JobRow } from './schema.ts'
import type { JobStatus, JobView } from './types.ts'

/** The public view of a job row; `total` and `unique` appear once every unit is recorded. */
export function toView(job: JobRow, now: number): JobView {
  const done = job.status === 'done'
  return {
    id: job.id,
    n: job.n,
    algorithm: 'symmetry',
    status: job.status as JobStatus,
    unitsDone: job.units_done,
    unitsTotal: job.units_total,
    partial: job.partial,
    partialUnique: job.partial_unique,
    ...(done ? { total: job.partial, unique: job.partial_unique } : {}),
    ...(job.reason !== null ? { reason: job.reason } : {}),
    startedAt: new Date(job.started_at).toISOString(),
    elapsedMs: Math.max(0, (job.ended_at ?? now) - job.started_at),
  }
}

/** Statuses in which units are still being counted. */
export function isActive(status: string): boolean {
  return status === 'queued' || status === 'running'
}
