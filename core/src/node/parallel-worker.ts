import { parentPort } from 'node:worker_threads'
import { InvalidInputError } from '../errors.ts'
import { loadLanes } from './lanes.ts'
import { runTasks, type PoolMessage, type PoolSetup } from './pool-run.ts'

/** A job for a pool thread, and what the thread sends back about it. */
export interface PoolJob {
  job: number
  setup: PoolSetup
}
export interface PoolReply {
  job: number
  message: PoolMessage
}

// One thread of the `parallel` pool (started through parallel-worker.mjs), counting on the lanes.
// It stays up between counts: for each job it counts tasks until none are left for it.
loadLanes()
parentPort?.on('message', ({ job, setup }: PoolJob) => {
  const post = (message: PoolMessage): void => parentPort!.postMessage({ job, message })
  try {
    runTasks(setup, post)
  } catch (error) {
    // An InvalidInputError crosses as its parameter and detail, to be rebuilt in the main thread.
    if (error instanceof InvalidInputError) {
      post({ type: 'error', message: error.detail, parameter: error.parameter })
    } else post({ type: 'error', message: String((error as Error)?.message) })
  }
})
