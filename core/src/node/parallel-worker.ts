import { parentPort } from 'node:worker_threads'
import { InvalidInputError } from '../errors.ts'
import { loadLanes } from './lanes.ts'
import { runUnits, type PoolMessage, type PoolSetup } from './pool-run.ts'

/** One run of the pool (one count) as a thread gets it, and what the thread sends back about it. */
export interface PoolRun {
  run: number
  setup: PoolSetup
}
export interface PoolReply {
  run: number
  message: PoolMessage
}

// One thread of the `parallel` pool (started through parallel-worker.mjs), counting on the lanes.
// It stays up between counts: for each run it counts units until none are left for it.
loadLanes()
parentPort?.on('message', ({ run, setup }: PoolRun) => {
  const post = (message: PoolMessage): void => parentPort!.postMessage({ run, message })
  try {
    runUnits(setup, post)
  } catch (error) {
    // An InvalidInputError crosses as its parameter and detail, to be rebuilt in the main thread.
    if (error instanceof InvalidInputError) {
      post({ type: 'error', message: error.detail, parameter: error.parameter })
    } else post({ type: 'error', message: String((error as Error)?.message) })
  }
})
