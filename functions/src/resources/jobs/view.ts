import type { JobRow } from './tables.ts'
import type { JobStatus, JobView } from './types.ts'

/** The public view of a job row; `total` and `unique` appear once every unit is recorded. */
export function toView(job: JobRow, now: number): JobView {
  const done = job.status === 'done'
  const elapsed = Math.max(0, (job.ended_at ?? now) - job.started_at)
  const share = done ? 1 : shareDone(job)
  // At the pace so far: the work left takes as long per unit of cost as the work done did, and
  // while units are counted some time is left.
  const eta =
    isActive(job.status) && share > 0
      ? Math.max(1, Math.round((elapsed * (1 - share)) / share))
      : undefined
  return {
    id: job.id,
    n: job.n,
    algorithm: 'constellation',
    status: job.status as JobStatus,
    unitsDone: job.units_done,
    unitsTotal: job.units_total,
    // The API calls a job's share done `progress`.
    progress: share,
    ...(eta !== undefined ? { etaMs: eta } : {}),
    partial: job.sum_total,
    partialUnique: job.sum_unique,
    ...(done
      ? { total: job.sum_total, unique: job.sum_unique, byFirstRow: job.first_row.split(',') }
      : {}),
    checks: { sampled: job.checks_total, agreed: job.checks_done },
    ...(job.reason !== null ? { reason: job.reason } : {}),
    startedAt: new Date(job.started_at).toISOString(),
    elapsedMs: elapsed,
  }
}

/**
 * The share of an unfinished job's work done, by the units' estimated costs: every unit counted
 * once, and the sampled units counted again (each second count taken as an average unit's cost).
 * Below 1: a job with every unit counted still has its second counts to come before it is done.
 */
function shareDone(job: JobRow): number {
  const average = job.units_total > 0 ? job.cost_total / job.units_total : 0
  const work = job.cost_total + job.checks_total * average
  if (work <= 0) return 0
  const share = (job.cost_done + job.checks_done * average) / work
  return Math.min(share, 1 - Number.EPSILON)
}

/** Statuses in which units are still being counted. */
export function isActive(status: string): boolean {
  return status === 'queued' || status === 'running'
}
