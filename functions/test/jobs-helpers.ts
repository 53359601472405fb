import { firstRowToText, getSplit, residuesOf } from '@nqueens/core'
import {
  createExecutionContext,
  createMessageBatch,
  env,
  getQueueResult,
  runInDurableObject,
  SELF,
} from 'cloudflare:test'
import worker from '../src/index.ts'
import { planJob } from '../src/resources/jobs/plan.ts'
import { CREATE_TABLES } from '../src/resources/jobs/tables.ts'
import type { UnitMessage, UnitReport } from '../src/resources/jobs/types.ts'
import { BASE } from './helpers.ts'

export type Job = Record<string, any>

/** POSTs a job and reads the answer (problem+json included). */
export async function postJob(body: unknown, init: RequestInit = {}) {
  const response = await SELF.fetch(`${BASE}/api/jobs`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  })
  return { response, body: await response.json<Job>() }
}

export async function getJob(id: string, init?: RequestInit) {
  const response = await SELF.fetch(`${BASE}/api/jobs/${id}`, init)
  return { response, body: await response.json<Job>() }
}

/** Polls a job until it leaves queued/running, through the real local queue and coordinator. */
export async function waitForJob(id: string, timeoutMs = 60_000): Promise<Job> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const { body } = await getJob(id)
    if (body.status !== 'queued' && body.status !== 'running') return body
    if (Date.now() > until)
      throw new Error(`job ${id} still ${body.status}: ${JSON.stringify(body)}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/**
 * A consumer's report of unit `id`, counted by core; `total` replaces its total (and its
 * residues, so that only the comparison with another count can catch it).
 */
export function reportOf(n: number, id: number, total?: bigint): UnitReport {
  const result = getSplit('constellation').count(n, id)
  const counted = total ?? result.total
  return {
    id,
    total: `${counted}`,
    unique: `${result.unique}`,
    firstRow: firstRowToText(result.firstRow),
    residues: residuesOf(counted),
  }
}

/**
 * A job of n as the coordinator plans it (its units planned, a sample marked for second counts),
 * held queued with none sent, so that nothing changes it but what a test does (records reports,
 * cancels it); returns its id.
 */
export async function holdJob(n: number): Promise<string> {
  const id = `n${n}-constellation`
  await runInDurableObject(
    env.JOB_COORDINATOR.get(env.JOB_COORDINATOR.idFromName(id)),
    (_, state) => {
      state.storage.sql.exec(CREATE_TABLES)
      planJob(state.storage, id, n, Date.now())
    },
  )
  return id
}

/**
 * Hands a batch straight to the Worker's queue handler, as the queue would deliver it: the
 * Worker's own, or the test Worker's that injects faults.
 */
export async function deliver(
  queue: string,
  bodies: UnitMessage[],
  attempts = 1,
  to: { queue: (batch: MessageBatch<unknown>, env: Env) => Promise<void> } = worker,
) {
  const batch = createMessageBatch<UnitMessage>(
    queue,
    bodies.map((body, i) => ({ id: `test-${i}`, timestamp: new Date(), attempts, body })),
  )
  const ctx = createExecutionContext()
  await to.queue(batch, env)
  return getQueueResult(batch, ctx)
}
