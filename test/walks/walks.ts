import type { ReadingOrder } from './recorder.ts'
import { startTracedWorker, type TracedWorker } from './traced-worker.ts'

/**
 * @module
 * The two walks of docs/architecture.md, run on the traced Worker (traced-worker.ts), each on a
 * fresh one: the files of ours they reach, in order, and the functions of each that ran.
 */

/** The walk of `GET /api/count?n=16`. */
export async function walkCount(): Promise<ReadingOrder> {
  return withWorker(async (worker) => {
    await worker.start()
    const answer = await worker.fetch('/api/count?n=16')
    const body = (await answer.json()) as { status?: string }
    if (answer.status !== 200 || body.status !== 'complete') {
      throw new Error(`GET /api/count?n=16 answered ${answer.status} ${JSON.stringify(body)}`)
    }
    return worker.read()
  })
}

/**
 * The walk of one job: POST /api/jobs {"n":16}, the coordinator's start, the queue batch its
 * messages make (the consumer counts the units and the coordinator records them), then
 * GET /api/jobs/{id}, which must find the job done.
 */
export async function walkJob(): Promise<ReadingOrder> {
  return withWorker(async (worker) => {
    await worker.start()
    const posted = await worker.fetch('/api/jobs', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"n":16}',
    })
    const job = (await posted.json()) as { id: string }
    if (posted.status !== 201) throw new Error(`POST /api/jobs answered ${posted.status}`)
    const deadline = Date.now() + 60_000
    while ((await worker.batches()) === 0) {
      if (Date.now() > deadline) throw new Error('the jobs queue delivered no batch in 60 s')
      await new Promise((done) => setTimeout(done, 50))
    }
    const read = await worker.fetch(`/api/jobs/${job.id}`)
    const view = (await read.json()) as { status?: string }
    if (view.status !== 'done') throw new Error(`after one batch the job is ${view.status}`)
    return worker.read()
  })
}

async function withWorker<T>(walk: (worker: TracedWorker) => Promise<T>): Promise<T> {
  const worker = await startTracedWorker()
  try {
    return await walk(worker)
  } finally {
    await worker.dispose()
  }
}
