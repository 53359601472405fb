import { ProblemError } from '../http/problem.ts'
import { coordinatorFor } from '../jobs/stub.ts'
import type { JobCoordinatorApi } from '../jobs/types.ts'

/** The coordinator of job `id`; a deployment without the jobs bindings (or the app run
 * in Node by the CPU and fuzz tests) answers 503 `jobs-unavailable`. */
export function jobCoordinator(env: Env | undefined, id: string): JobCoordinatorApi {
  const namespace = env?.JOB_COORDINATOR
  if (namespace === undefined) {
    throw new ProblemError('jobs-unavailable', 'this deployment has no JOB_COORDINATOR binding')
  }
  return coordinatorFor(namespace, id)
}

/** Jobs change until done: only a finished one may be cached (it never changes again). */
export function jobCacheControl(status: string): string {
  return status === 'done' ? 'public, max-age=86400' : 'no-store'
}
