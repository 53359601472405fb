/**
 * @module
 * How the routes and the consumers reach a job's coordinator: by its id, through the Durable
 * Object namespace, so the same id always finds the same object wherever it is asked from.
 */
import { ProblemError } from '../../lib/http/problem.ts'
import type { JobCoordinatorApi } from './types.ts'

/** The coordinator of job `id`: the same object for the same id, wherever it is asked from. */
export function coordinatorFor(namespace: Env['JOB_COORDINATOR'], id: string): JobCoordinatorApi {
  return namespace.get(namespace.idFromName(id))
}

/**
 * The coordinator of job `id` for a request; a deployment without the jobs bindings (or the app
 * run in Node by the CPU and fuzz tests) answers 503 `jobs-unavailable`.
 */
export function jobCoordinator(env: Env | undefined, id: string): JobCoordinatorApi {
  const namespace = env?.JOB_COORDINATOR
  if (namespace === undefined) {
    throw new ProblemError('jobs-unavailable', 'this deployment has no JOB_COORDINATOR binding')
  }
  return coordinatorFor(namespace, id)
}
