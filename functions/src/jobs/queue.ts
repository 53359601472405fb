import { consumeUnits } from './consumer.ts'
import { consumeDeadUnits } from './dead-letters.ts'
import { DEAD_UNITS_QUEUE } from './names.ts'
import type { UnitMessage } from './types.ts'

/** The Worker's `queue` handler: units from the jobs queue, dead letters from its DLQ. */
export async function handleQueue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const units = batch as MessageBatch<UnitMessage>
  if (batch.queue === DEAD_UNITS_QUEUE) return consumeDeadUnits(units, env)
  return consumeUnits(units, env)
}
