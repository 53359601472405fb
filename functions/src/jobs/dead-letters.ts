import { coordinatorFor } from './stub.ts'
import type { UnitMessage } from './types.ts'

/**
 * The dead-letter queue's consumer: a unit message that failed on every delivery lands here, and
 * its job cannot finish exactly without its units, so the job is marked failed with the reason (POST the
 * job again to retry its open units).
 */
export async function consumeDeadUnits(batch: MessageBatch<UnitMessage>, env: Env) {
  for (const message of batch.messages) {
    const { job, step, check } = message.body
    // A message that throws before its units are read may not even have a list of them.
    const units = Array.isArray(message.body.units) ? message.body.units : []
    const coordinator = coordinatorFor(env.JOB_COORDINATOR, job)
    for (const unit of units) {
      const reason =
        `${check ? 'the second count of ' : ''}unit ${unit} (step ${step}) failed on every ` +
        'delivery and went to the dead-letter queue; POST the job again to retry its open units'
      await coordinator.fail(unit, reason, check)
    }
    message.ack()
  }
}
