import { coordinatorFor } from './stub.ts'
import type { UnitMessage } from './types.ts'

/**
 * The dead-letter queue's consumer: a unit message that failed on every delivery lands here, and
 * its job cannot finish exactly without it, so the job is marked failed with the reason (POST the
 * job again to retry its open units).
 */
export async function consumeDeadUnits(batch: MessageBatch<UnitMessage>, env: Env) {
  for (const message of batch.messages) {
    const { job, unit, step, check } = message.body
    const reason =
      `${check ? 'the second count of ' : ''}unit ${unit} (step ${step}) failed on every ` +
      'delivery and went to the dead-letter queue; POST the job again to retry its open units'
    await coordinatorFor(env.JOB_COORDINATOR, job).fail(unit, reason, check)
    message.ack()
  }
}
