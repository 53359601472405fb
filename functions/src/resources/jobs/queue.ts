/**
 * @module
 * The Worker's `queue` handler: unit messages from the jobs queue go to the consumer
 * (consumer.ts); those that failed on every delivery arrive from its dead-letter queue and fail
 * their job.
 */
import { consumeUnits } from './consumer.ts'
import { DEAD_UNITS_QUEUE } from './names.ts'
import { coordinatorFor } from './stub.ts'
import type { UnitMessage } from './types.ts'

/** Units from the jobs queue, dead letters from its DLQ. */
export async function handleQueue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const units = batch as MessageBatch<UnitMessage>
  if (batch.queue === DEAD_UNITS_QUEUE) return consumeDeadUnits(units, env)
  return consumeUnits(units, env)
}

/**
 * The dead-letter queue's consumer: a unit message that failed on every delivery lands here, and
 * its job cannot finish exactly without its units, so the job is marked failed with the reason
 * (POST the job again to retry its open units).
 */
async function consumeDeadUnits(batch: MessageBatch<UnitMessage>, env: Env): Promise<void> {
  for (const message of batch.messages) {
    const { job, resumed, check } = message.body
    // A message that throws before its units are read may not even have a list of them.
    const units = Array.isArray(message.body.units) ? message.body.units : []
    const coordinator = coordinatorFor(env.JOB_COORDINATOR, job)
    for (const unit of units) {
      const reason =
        `${check ? 'the second count of ' : ''}unit ${unit} (resumed ${resumed} times) failed on every ` +
        'delivery and went to the dead-letter queue; POST the job again to retry its open units'
      await coordinator.fail(unit, reason, check)
    }
    message.ack()
  }
}
