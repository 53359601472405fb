/**
 * @module
 * The shapes jobs share between the routes, the coordinator and the consumers. Nothing here needs
 * the Workers runtime types, so the API (and the CPU test that runs it in Node) can import it.
 */

import type { JobAnswer } from './schemas.ts'

/**
 * What GET /api/jobs/:id answers: the type of its zod schema (`JobSchema` in schemas.ts, where
 * each field is described for the contract), so the answer is written down once.
 */
export type JobView = JobAnswer

export type JobStatus = JobView['status']

/**
 * One queue message: units to count from their start, about `MESSAGE_NODES` of counting in all
 * (`messagesOf` in send.ts, costliest first), or one unit from the cursor an earlier message left
 * it at.
 */
export interface UnitMessage {
  job: string
  n: number
  /** The units' ids in the split's plan; one id when `cursor` is given. */
  units: number[]
  /**
   * Core's unit cursor of the one unit, unsigned. Only this Worker can write to the queue (the producer binding
   * is not reachable from outside), core validates the cursor as one of this unit and n, and
   * a unit counts towards the job only when it reports complete: a cursor cannot reach a client.
   */
  cursor?: string
  /** How many messages counted this unit before, each stopping at its budget (0: from its start). */
  resumed: number
  /** Second counts of sampled units, sent after every first one. */
  check?: true
}

/** A unit of a job, as GET /api/jobs/:id/units lists it: counts once it is recorded. */
export interface JobUnit {
  id: number
  /** The split's relative cost estimate. */
  cost: number
  total?: string
  unique?: string
}

/** A finished unit, as a consumer reports it to the coordinator. */
export interface UnitReport {
  /** The unit's id in the split's plan. */
  id: number
  total: string
  unique: string
  /** Counts by first-row column, decimals joined by commas (core's `firstRowToText`). */
  firstRow: string
  /** The total's remainders modulo core's `RESIDUE_PRIMES`, worked out apart from it. */
  residues: number[]
}

/** The coordinator's RPC methods as it defines them: all but `start` and `watch` run synchronously. */
export interface JobCoordinatorMethods {
  /** `created` is true when this call created the job or restarted a cancelled or failed one. */
  start(id: string, n: number): Promise<{ job: JobView; created: boolean }>
  view(): JobView | null
  /** The job once its units done are no longer `since` or it has ended, or after `ms`. */
  watch(since: number | undefined, ms: number): Promise<JobView | null>
  cancel(): JobView | null
  /** Whether units of this job should still be counted; marks a queued job running. */
  claim(): boolean
  /** Records first counts, compares second ones; a report that fails a check fails the job. */
  record(reports: UnitReport[]): { recorded: number; ignored: number }
  /** Every unit with its counts once recorded, in id order. */
  units(): JobUnit[]
  /** Fails the job when unit `id` (or, for a `check`, its second count) is still missing. */
  fail(id: number, reason: string, check?: boolean): void
}

/** The same methods as the routes and consumers call them through a stub: each call a promise. */
export type JobCoordinatorApi = {
  [K in keyof JobCoordinatorMethods]: (
    ...args: Parameters<JobCoordinatorMethods[K]>
  ) => Promise<Awaited<ReturnType<JobCoordinatorMethods[K]>>>
}
