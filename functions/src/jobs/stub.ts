import type { JobCoordinatorApi } from './types.ts'

/** The coordinator of job `id`: the same object for the same id, wherever it is asked from. */
export function coordinatorFor(namespace: Env['JOB_COORDINATOR'], id: string): JobCoordinatorApi {
  return namespace.get(namespace.idFromName(id))
}
