import type { UnitMessage } from './types.ts'

/**
 * Queues accept at most 100 messages per `sendBatch`, 128 KB each and 256 KB in all. Only a small
 * job's units go out in one or a few messages (`MESSAGE_NODES`); a large job's go out in many,
 * each holding few units, so every message and send stays within those sizes.
 */
const MAX_SEND_BATCH = 100

interface Producer {
  sendBatch(messages: Iterable<{ body: UnitMessage }>): Promise<unknown>
}

/**
 * About how many nodes one message of fresh units holds: a small fraction of a batch's
 * `JOB_CPU_MS` at the lanes' measured rate (functions/src/lib/budget/measured.json). A job's units go
 * out in about its nodes / `MESSAGE_NODES` messages of about equal estimated cost, so that a small
 * job is a send and an invocation or two (each send and invocation costs time on top of the
 * counting, which one unit per message multiplied), while a large one still spreads over as many
 * consumers as Cloudflare runs side by side. Within a message the units share core's lanes. What
 * jobs cost as sent this way is measured in site/src/data/jobs.json (docs/jobs.md).
 */
export const MESSAGE_NODES = 100_000_000

/**
 * Messages for fresh units of a job, in the order given (the costliest first), each holding
 * units of about `1 / messages` of their summed cost (a unit costlier than that alone).
 *
 * @example
 * messagesOf('n8-constellation', 8, [{ id: 3, cost: 5 }, { id: 1, cost: 2 }], 1)
 * // [{ job: 'n8-constellation', n: 8, units: [3, 1], resumed: 0 }]
 */
export function messagesOf(
  job: string,
  n: number,
  units: readonly { id: number; cost: number }[],
  messages: number,
  check?: true,
): UnitMessage[] {
  const perMessage = units.reduce((sum, unit) => sum + unit.cost, 0) / Math.max(1, messages)
  const out: UnitMessage[] = []
  let ids: number[] = []
  let cost = 0
  for (const unit of units) {
    ids.push(unit.id)
    cost += unit.cost
    if (cost >= perMessage) {
      out.push(
        check ? { job, n, units: ids, resumed: 0, check } : { job, n, units: ids, resumed: 0 },
      )
      ids = []
      cost = 0
    }
  }
  if (ids.length > 0) {
    out.push(check ? { job, n, units: ids, resumed: 0, check } : { job, n, units: ids, resumed: 0 })
  }
  return out
}

/** Sends unit messages in batches of at most 100, one batch after another. */
export async function sendUnits(queue: Producer, messages: UnitMessage[]): Promise<void> {
  for (let i = 0; i < messages.length; i += MAX_SEND_BATCH) {
    await queue.sendBatch(messages.slice(i, i + MAX_SEND_BATCH).map((body) => ({ body })))
  }
}
