import type { UnitMessage } from './types.ts'

/** Queues accept at most 100 messages per `sendBatch` (and 256 KB; our messages are ~200 bytes). */
export const MAX_SEND_BATCH = 100

interface Producer {
  sendBatch(messages: Iterable<{ body: UnitMessage }>): Promise<unknown>
}

/** Sends unit messages in batches of at most 100, one batch after another. */
export async function sendUnits(queue: Producer, messages: UnitMessage[]): Promise<void> {
  for (let i = 0; i < messages.length; i += MAX_SEND_BATCH) {
    await queue.sendBatch(messages.slice(i, i + MAX_SEND_BATCH).map((body) => ({ body })))
  }
}
