import { DEFAULT_SPLIT, firstRowToText, getSplit } from '@nqueens/core'
import { maxBudget, readJobPolicy } from '../budget/policy.ts'
import { sendUnits } from './send.ts'
import { coordinatorFor } from './stub.ts'
import type { UnitMessage, UnitReport } from './types.ts'

/**
 * The queue consumer. One invocation counts its batch within the batch's node budget (seconds of
 * CPU, `JOB_CPU_MS`, by the same policy as the API), each message taking an equal share of what is
 * left, so most units finish within their first message. A unit that finishes is reported
 * to its coordinator; one that does not goes back on the queue with its cursor. Messages are
 * acknowledged only after their reports and continuations are sent, so a consumer that dies
 * midway loses nothing: the message comes back and is counted again, and the coordinator keeps
 * the first report of each unit and checks every later one against it (counting is
 * deterministic, so they must agree). A `check` message is a sampled unit's second count: it is
 * counted and reported like any other.
 */
export async function consumeUnits(batch: MessageBatch<UnitMessage>, env: Env) {
  const size = batch.messages.length
  const active = await claimJobs(batch.messages, env)
  const reports = new Map<string, UnitReport[]>()
  const continued: UnitMessage[] = []
  const counted: Message<UnitMessage>[] = []
  let spent = 0
  for (const [index, message] of batch.messages.entries()) {
    const body = message.body
    // A cancelled, failed or finished job: drop its messages.
    if (!active.get(body.job)) {
      message.ack()
      continue
    }
    try {
      const max = maxBudget(readJobPolicy(env), DEFAULT_SPLIT, body.n)
      // An equal share of what is left: units that finish early leave more for the rest.
      const budget = Math.max(1, Math.floor((max * (1 - spent)) / (size - index)))
      const result = getSplit(DEFAULT_SPLIT).count(body.n, body.unit, {
        budget,
        cursor: body.cursor,
      })
      spent += result.nodes / max
      if (result.status === 'complete') {
        const list = reports.get(body.job) ?? []
        list.push({
          unit: body.unit,
          total: `${result.total}`,
          unique: `${result.unique}`,
          firstRow: firstRowToText(result.firstRow),
          residues: result.residues,
        })
        reports.set(body.job, list)
      } else {
        continued.push({ ...body, cursor: result.cursor, step: body.step + 1 })
      }
      counted.push(message)
    } catch (error) {
      console.error(`unit ${body.unit} of ${body.job}:`, error)
      message.retry()
    }
  }
  await Promise.all(
    [...reports].map(([job, list]) => coordinatorFor(env.JOB_COORDINATOR, job).record(list)),
  )
  await sendUnits(env.JOBS_QUEUE, continued)
  for (const message of counted) message.ack()
}

/** Asks each job in the batch once whether it still wants its units counted. */
async function claimJobs(messages: readonly Message<UnitMessage>[], env: Env) {
  const jobs = [...new Set(messages.map(({ body }) => body.job))]
  const claims = await Promise.all(
    jobs.map((job) => coordinatorFor(env.JOB_COORDINATOR, job).claim()),
  )
  return new Map(jobs.map((job, i) => [job, claims[i]]))
}
