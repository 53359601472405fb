import { MESSAGE_NODES } from '../../functions/src/resources/jobs/send.ts'

/**
 * Cloudflare's published prices (Workers Paid, beyond the monthly included amounts) and how a job
 * uses them, for the costed plan (costed-plan.ts).
 */
export const PRICES = {
  /** Queues: per million operations; a message is a write, a read and a delete. */
  queueOpsPerMillion: 0.4,
  /** Workers Standard: per million requests (one per queue batch) and per million CPU ms. */
  workerRequestsPerMillion: 0.3,
  cpuMsPerMillion: 0.02,
  /** Durable Objects: per million requests (about two coordinator calls per batch). */
  durableRequestsPerMillion: 0.15,
  /** SQLite storage: per million rows written (one per unit, one more for its job row). */
  rowsWrittenPerMillion: 1,
  /** Messages per consumer batch (`max_batch_size`), and concurrent consumers Queues allow. */
  batch: 100,
  concurrency: 250,
}

export interface PlanRow {
  n: number
  units: number
  nodes: number
  cpuMs: number
  messages: number
  queueOps: number
  invocations: number
  dollars: number
  /**
   * Wall time: `concurrency` consumers busy all the time, but never less than the costliest unit,
   * which one consumer at a time counts from start to end.
   */
  wallMs: number
  /** The costliest unit's share of the work, by the plan's cost estimates. */
  longestShare: number
  /** Measured (16 … 20) or extrapolated. */
  measured: boolean
  /** Units counted to measure it (0 when extrapolated). */
  sampled: number
}

/**
 * A job's operations and price. Its units go out in messages of about `MESSAGE_NODES` nodes (as
 * many units as make that, at least one), and a unit that outlasts its share of a batch's budget
 * (`perMessage`) comes back once more for each further share: the messages are the fresh ones of
 * small n, nodes / `perMessage` of large n. Each batch of 100 messages is one Worker invocation.
 */
export function costOf(job: {
  n: number
  units: number
  nodes: number
  cpuMs: number
  perMessage: number
  measured: boolean
  sampled: number
  longestShare: number
}): PlanRow {
  const fresh = Math.min(job.units, Math.max(1, job.nodes / MESSAGE_NODES))
  const messages = Math.max(fresh, job.nodes / job.perMessage)
  const invocations = messages / PRICES.batch
  const queueOps = messages * 3
  const dollars =
    (queueOps / 1e6) * PRICES.queueOpsPerMillion +
    (invocations / 1e6) * PRICES.workerRequestsPerMillion +
    (job.cpuMs / 1e6) * PRICES.cpuMsPerMillion +
    ((invocations * 2) / 1e6) * PRICES.durableRequestsPerMillion +
    (job.units / 1e6) * PRICES.rowsWrittenPerMillion
  const wallMs = Math.max(job.cpuMs / PRICES.concurrency, job.cpuMs * job.longestShare)
  return { ...job, messages, queueOps, invocations, dollars, wallMs }
}
