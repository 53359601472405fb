/**
 * @module
 * The job page: starts a distributed count (POST /api/jobs), follows it (GET /api/jobs/:id, each
 * answer waiting for the job's next change) and cancels it (DELETE). The job id lives in the URL
 * (`?id=`), so a page reload or a shared link follows the same job.
 */

import type { JobAnswer } from '@nqueens/functions/api'
import { MAX_WAIT_SECONDS } from '@nqueens/functions/limits'
import { percentDone } from '../common/percent-done.ts'
import { byId } from './dom.ts'
import { drawFirstRow } from './first-row-chart.ts'

/** The Worker's own answer type, so the site's typecheck follows the route's schema. */
type Job = JobAnswer

/** The current following of a job: a new one, or a Cancel, aborts it and its waiting read. */
let following: AbortController | undefined

/** A refusal from the API: its status, and its problem's words. */
class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

async function call(path: string, init?: RequestInit): Promise<Job> {
  const response = await fetch(path, init)
  if (!response.ok) {
    const problem = (await response.json()) as { detail?: string; parameter?: string }
    const words = problem.detail
      ? `${problem.parameter ?? 'error'}: ${problem.detail}`
      : response.statusText
    throw new Refused(response.status, words)
  }
  return (await response.json()) as Job
}

function show(job: Job): void {
  byId('job-panel').hidden = false
  // The form names the job on display, so Start asks for this same job again.
  byId<HTMLInputElement>('job-n').value = String(job.n)
  byId('job-id').textContent = job.id
  byId('job-status').textContent = job.status
  const bar = byId<HTMLProgressElement>('job-progress')
  bar.max = 1
  bar.value = job.progress
  byId('job-share').textContent = percentDone(job.progress)
  byId('job-eta').textContent =
    job.etaMs === undefined ? '–' : `${Math.max(0.1, job.etaMs / 1000).toFixed(1)} s`
  byId<HTMLAnchorElement>('job-units-link').href =
    `/api/jobs/${encodeURIComponent(job.id)}/units?format=csv`
  byId('job-units-done').textContent = job.unitsDone.toLocaleString('en')
  byId('job-units-total').textContent = job.unitsTotal.toLocaleString('en')
  byId('job-sums').textContent = BigInt(job.partial).toLocaleString('en')
  byId('job-elapsed').textContent = `${(job.elapsedMs / 1000).toFixed(1)} s`
  byId('job-total').textContent = job.total ? BigInt(job.total).toLocaleString('en') : '–'
  byId('job-unique').textContent = job.unique ? BigInt(job.unique).toLocaleString('en') : '–'
  const { sampled, agreed } = job.checks
  byId('job-checks').textContent =
    job.status === 'done'
      ? `${sampled} sampled units counted twice, all agreed; every unit's total matched its residues`
      : `${agreed} of ${sampled} sampled units counted twice so far`
  drawFirstRow(byId('job-first-row'), job.byFirstRow)
  const reason = byId('job-reason')
  reason.hidden = !job.reason
  reason.textContent = job.reason ?? ''
  byId<HTMLButtonElement>('job-cancel').disabled = !(
    job.status === 'queued' || job.status === 'running'
  )
}

function say(text: string): void {
  byId('job-message').textContent = text
}

/** Shows job `id` and each change of it until it ends, from `seen` (its last answer) if given. */
async function follow(id: string, seen?: Job): Promise<void> {
  following?.abort()
  const mine = new AbortController()
  following = mine
  let job = seen
  try {
    for (;;) {
      const wait = job ? `?wait=${MAX_WAIT_SECONDS}&since=${job.unitsDone}` : ''
      job = await call(`/api/jobs/${encodeURIComponent(id)}${wait}`, { signal: mine.signal })
      if (mine.signal.aborted) return
      show(job)
      if (!(job.status === 'queued' || job.status === 'running')) break
    }
    say(
      job.status === 'done'
        ? `Done: ${job.n} queens have ${BigInt(job.total ?? 0).toLocaleString('en')} solutions.`
        : '',
    )
  } catch (error) {
    if (mine.signal.aborted) return
    byId('job-panel').hidden = true
    say(
      error instanceof Refused && error.status === 404
        ? `There is no job “${id}”. Start one with the form above.`
        : `The job could not be read (${(error as Error).message}); reload to try again.`,
    )
  }
}

async function start(event: SubmitEvent): Promise<void> {
  event.preventDefault()
  const n = Number(byId<HTMLInputElement>('job-n').value)
  say('Starting…')
  try {
    const job = await call('/api/jobs', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ n }),
    })
    history.replaceState(null, '', `?id=${encodeURIComponent(job.id)}`)
    say('')
    show(job)
    void follow(job.id, job)
  } catch (error) {
    say((error as Error).message)
  }
}

async function cancel(): Promise<void> {
  const id = byId('job-id').textContent ?? ''
  try {
    const job = await call(`/api/jobs/${encodeURIComponent(id)}`, { method: 'DELETE' })
    // Only once the job is cancelled: a Cancel that failed leaves the page following it.
    following?.abort()
    show(job)
    say('Cancelled. Start the same job again to continue from the units already counted.')
  } catch (error) {
    say((error as Error).message)
  }
}

byId<HTMLFormElement>('job-form').addEventListener('submit', (event) => void start(event))
byId('job-cancel').addEventListener('click', () => void cancel())
const id = new URLSearchParams(location.search).get('id')
if (id) void follow(id)
