import {
  COUNT_MAX_N,
  DEFAULT_SPLIT,
  firstRowToText,
  getSplit,
  validateN,
  type UnitToCount,
} from '@nqueens/core'
import { maxBudget, readJobPolicy } from '../../lib/budget/policy.ts'
import { sendUnits } from './send.ts'
import { coordinatorFor } from './stub.ts'
import type { UnitMessage, UnitReport } from './types.ts'

/** How long a batch waits before counting, so that answers ready to go out are not held. */
const YIELD_MS = 5

/**
 * The queue consumer. One invocation counts its batch within the batch's node budget (seconds of
 * CPU, `JOB_CPU_MS`, by the same policy as the API): the units of all its messages of each board
 * size together, on core's engine (the lanes), so that their branches share the lanes, each size
 * taking its share of what is left. Most units finish within their first message. A unit that
 * finishes is reported to its coordinator; one that does not goes back on the queue alone, with
 * its cursor. Messages
 * are acknowledged only after their reports and continuations are sent, so a consumer that dies
 * midway loses nothing: the message comes back and is counted again, and the coordinator keeps
 * the first report of each unit and checks every later one against it (counting is
 * deterministic, so they must agree). A `check` message is a sampled unit's second count: it is
 * counted and reported like any other.
 */
export async function consumeUnits(batch: MessageBatch<UnitMessage>, env: Env) {
  const active = await claimJobs(batch.messages, env)
  // Counting holds the isolate's one thread for as long as it runs: first let the answers that
  // are ready go out (the POST that queued these units, say), so they do not wait for the batch.
  // Writing one out takes a few turns of the event loop: under wrangler dev a zero timeout was
  // not enough (the POST answered after the batch); `YIELD_MS` is.
  await new Promise((resolve) => setTimeout(resolve, YIELD_MS))
  const reports: Outcome<UnitReport>[] = []
  const continued: Outcome<UnitMessage>[] = []
  const counted: Message<UnitMessage>[] = []
  // Messages holding a unit core refused (an id outside the plan, a foreign cursor): retried
  // whole, and dead-lettered in the end, with nothing of theirs reported or sent on.
  const refused = new Set<Message<UnitMessage>>()
  const split = getSplit(DEFAULT_SPLIT)
  // The units of each board size, for core's countMany, which reads each unit's id and
  // cursor once, as it takes it.
  const bySize = new Map<number, UnitInMessage[]>()
  for (const message of batch.messages) {
    const { job, n, units, cursor } = message.body
    // A cancelled, failed or finished job: drop its messages.
    if (!active.get(job)) {
      message.ack()
      continue
    }
    try {
      validateN(n, COUNT_MAX_N)
      if (!Array.isArray(units) || units.length === 0 || (cursor && units.length > 1)) {
        throw new Error('a message holds one or more units, and a cursor only with one')
      }
    } catch (error) {
      console.error(`units ${JSON.stringify(units)} of ${job}:`, error)
      message.retry()
      continue
    }
    const toCount = units.map((id) => ({ id, cursor, message }))
    bySize.set(n, [...(bySize.get(n) ?? []), ...toCount])
    counted.push(message)
  }
  let left = [...bySize.values()].reduce((sum, sized) => sum + sized.length, 0)
  // The share of the batch's budget used so far, 0 to 1.
  let usedShare = 0
  for (const [n, sized] of bySize) {
    const max = maxBudget(readJobPolicy(env), DEFAULT_SPLIT, n)
    // This size's share of what is left: sizes that finish early leave more for the rest.
    const budget = Math.max(1, Math.floor((max * (1 - usedShare) * sized.length) / left))
    left -= sized.length
    let taken = 0
    const run = split.countMany(
      n,
      () => sized[taken++],
      ({ id, message }, result) => {
        const body = message.body
        if (result.status === 'complete') {
          const report = {
            id,
            total: `${result.total}`,
            unique: `${result.unique}`,
            firstRow: firstRowToText(result.firstRow),
            residues: result.residues,
          }
          reports.push({ message, value: report })
        } else {
          const next = { ...body, units: [id], cursor: result.cursor, resumed: body.resumed + 1 }
          continued.push({ message, value: next })
        }
      },
      {
        budget,
        refused: ({ id, message }, error) => {
          console.error(`unit ${id} of ${message.body.job}:`, error)
          refused.add(message)
        },
      },
    )
    usedShare += run.nodes / max
    // Units the budget did not reach go back on the queue as they came.
    for (const { id, message } of sized.slice(Math.min(taken, sized.length))) {
      continued.push({ message, value: { ...message.body, units: [id] } })
    }
  }
  const byJob = new Map<string, UnitReport[]>()
  for (const { message, value } of reports) {
    if (refused.has(message)) continue
    byJob.set(message.body.job, [...(byJob.get(message.body.job) ?? []), value])
  }
  await Promise.all(
    [...byJob].map(([job, list]) => coordinatorFor(env.JOB_COORDINATOR, job).record(list)),
  )
  await sendUnits(
    env.JOBS_QUEUE,
    continued.filter(({ message }) => !refused.has(message)).map(({ value }) => value),
  )
  for (const message of counted) {
    if (refused.has(message)) message.retry()
    else message.ack()
  }
}

/** Something a unit of `message` gave: its report, or the message that carries it on. */
interface Outcome<T> {
  message: Message<UnitMessage>
  value: T
}

/** A unit to count (core's `UnitToCount`) and the message it came in. */
type UnitInMessage = UnitToCount & { message: Message<UnitMessage> }

/** Asks each job in the batch once whether it still wants its units counted. */
async function claimJobs(messages: readonly Message<UnitMessage>[], env: Env) {
  const jobs = [...new Set(messages.map(({ body }) => body.job))]
  const claims = await Promise.all(
    jobs.map((job) => coordinatorFor(env.JOB_COORDINATOR, job).claim()),
  )
  return new Map(jobs.map((job, i) => [job, claims[i]]))
}
