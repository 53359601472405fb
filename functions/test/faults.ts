import type { UnitMessage } from '../src/resources/jobs/types.ts'

/**
 * Faults the Worker tests inject into the jobs queue, from outside the consumer: the test Worker
 * (`faulty-worker.ts`) hands the consumer a batch passed through `withFaults`. `FAULT_RATE` (a
 * share from 0 to 1, a binding in functions/vitest.config.ts) picks a deterministic share of
 * first deliveries (by job, units and resumptions): half fail before counting (the message is retried
 * without reaching the consumer), half after (the consumer counts, reports and continues the
 * unit, but its acknowledgement becomes a retry, as if it crashed there, so the unit is counted
 * and reported twice). Retries succeed, so the dead-letter queue is not reached; the totals must
 * come out exact all the same.
 */
export type Fault = 'before' | 'after'

export function chooseFault(
  rateText: string | undefined,
  body: UnitMessage,
  attempts: number,
): Fault | undefined {
  const rate = Number(rateText)
  if (!(rate > 0) || attempts > 1) return undefined
  const hash = fnv1a(`${body.job}:${body.units.join(',')}:${body.resumed}`)
  if ((hash % 1000) / 1000 >= rate) return undefined
  return (hash >>> 16) & 1 ? 'before' : 'after'
}

/** FNV-1a, 32 bits: a cheap, well-spread hash that is the same on every run. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

/**
 * The batch the consumer sees: messages failing before counting are retried and left out; those
 * failing after counting acknowledge by retrying.
 */
export function withFaults(
  batch: MessageBatch<UnitMessage>,
  rateText: string | undefined,
): MessageBatch<UnitMessage> {
  const messages: Message<UnitMessage>[] = []
  for (const message of batch.messages) {
    const fault = chooseFault(rateText, message.body, message.attempts)
    if (fault === 'before') message.retry()
    else if (fault === 'after') messages.push(ackAsRetry(message))
    else messages.push(message)
  }
  return {
    queue: batch.queue,
    metadata: batch.metadata,
    messages,
    ackAll: () => messages.forEach((message) => message.ack()),
    retryAll: (options) => messages.forEach((message) => message.retry(options)),
  }
}

function ackAsRetry(message: Message<UnitMessage>): Message<UnitMessage> {
  return {
    id: message.id,
    timestamp: message.timestamp,
    body: message.body,
    attempts: message.attempts,
    ack: () => message.retry(),
    retry: (options) => message.retry(options),
  }
}
