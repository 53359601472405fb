import { DEFAULT_SPLIT, firstRowToText, getSplit } from '@nqueens/core'
import { maxBudget, readJobPolicy } from '../budget/policy.ts'
import { sendUnits } from './send.ts'
import { coordinatorFor } from './stub.ts'
import type { UnitMessage, UnitReport } from './types.ts'

/**
 * The queue consumer. One invocation counts its batch within the batch's node budget (seconds of
 * CPU, `JOB_CPU_MS`, by the same policy as the API): the units of each board size together, on
 * core's engine (the lanes), so that their branches share the lanes, each size taking its share
 * of what is left. Most units finish within their first message. A unit that finishes is
 * reported to its coordinator; one that does not goes back on the queue with its cursor. Messages
 * are acknowledged only after their reports and continuations are sent, so a consumer that dies
 * midway loses nothing: the message comes back and is counted again, and the coordinator keeps
 * the first report of each unit and checks every later one against it (counting is
 * deterministic, so they must agree). A `check` message is a sampled unit's second count: it is
 * counted and reported like any other.
 */
export async function consumeUnits(batch: MessageBatch<UnitMessage>, env: Env) {
  const active = await claimJobs(batch.messages, env)
  const reports = new Map<string, UnitReport[]>()
  const continued: UnitMessage[] = []
  const counted: Message<UnitMessage>[] = []
  const bySize = new Map<number, Message<UnitMessage>[]>()
  for (const message of batch.messages) {
    // A cancelled, failed or finished job: drop its messages.
    if (!active.get(message.body.job)) message.ack()
    else bySize.set(message.body.n, [...(bySize.get(message.body.n) ?? []), message])
  }
  let left = [...bySize.values()].reduce((sum, list) => sum + list.length, 0)
  let spent = 0
  const split = getSplit(DEFAULT_SPLIT)
  for (const [n, messages] of bySize) {
    const max = maxBudget(readJobPolicy(env), DEFAULT_SPLIT, n)
    // This size's share of what is left: sizes that finish early leave more for the rest.
    const budget = Math.max(1, Math.floor((max * (1 - spent) * messages.length) / left))
    left -= messages.length
    let at = 0
    const run = split.countMany(
      n,
      () => {
        // A message whose unit or cursor core refuses is retried (and dead-lettered in the end).
        for (; at < messages.length; at++) {
          const message = messages[at]
          const { unit: id, cursor } = message.body
          try {
            split.check(n, id, cursor)
          } catch (error) {
            console.error(`unit ${id} of ${message.body.job}:`, error)
            message.retry()
            continue
          }
          return { id, cursor, message: messages[at++] }
        }
        return undefined
      },
      ({ message }, result) => {
        const body = message.body
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
      },
      { budget },
    )
    spent += run.nodes / max
    // Units the budget did not reach go back on the queue as they came.
    for (const message of messages.slice(at)) {
      continued.push(message.body)
      counted.push(message)
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
