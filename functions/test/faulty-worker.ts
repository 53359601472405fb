/**
 * @module
 * The Worker as the Worker tests run it: the real app, coordinator and queue consumer, with the
 * jobs queue's batches passed through `withFaults` on their way to the consumer (faults.ts).
 */
import worker from '../src/index.ts'
import { handleQueue } from '../src/resources/jobs/index.ts'
import type { UnitMessage } from '../src/resources/jobs/types.ts'
import { withFaults } from './faults.ts'

export { JobCoordinator } from '../src/index.ts'

type TestEnv = Env & { FAULT_RATE?: string }

export default {
  fetch: worker.fetch,
  queue(batch: MessageBatch<unknown>, env: TestEnv): Promise<void> {
    return handleQueue(withFaults(batch as MessageBatch<UnitMessage>, env.FAULT_RATE), env)
  },
}
