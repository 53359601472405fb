import { SELF } from 'cloudflare:test'
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
