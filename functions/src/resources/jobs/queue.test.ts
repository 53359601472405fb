import { getSplit, residuesOf, unitCountOf } from '@nqueens/core'
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { DEAD_UNITS_QUEUE, UNITS_QUEUE } from './names.ts'
import { coordinatorFor } from './stub.ts'
import type { UnitMessage } from './types.ts'
import { chooseFault } from '../../../test/faults.ts'
import faultyWorker from '../../../test/faulty-worker.ts'
import {
  deliver,
  getJob,
  holdJob,
  postJob,
  reportOf,
  waitForJob,
} from '../../../test/jobs-helpers.ts'

function unitMessage(n: number, unitId: number): UnitMessage {
  return { job: `n${n}-constellation`, n, units: [unitId], resumed: 0 }
}

describe('jobs under duplicate deliveries and failures', { timeout: 60_000 }, () => {
  it('counts duplicate deliveries of the same units once', async () => {
    await postJob({ n: 11 })
    // The same four units delivered twice in one batch, on top of the queue's own deliveries.
    const twice = [0, 1, 2, 3].flatMap((id) => [unitMessage(11, id), unitMessage(11, id)])
    const result = await deliver(UNITS_QUEUE, twice)
    expect(result.explicitAcks.length + result.retryMessages.length).toBe(8)
    const job = await waitForJob('n11-constellation')
    expect(job).toMatchObject({ status: 'done', total: '2680', unique: '341' })
  })

  it('ignores reports for unknown, malformed or already recorded units', async () => {
    const before = await waitForJob((await postJob({ n: 9 })).body.id)
    expect(before.total).toBe('352')
    const coordinator = coordinatorFor(env.JOB_COORDINATOR, 'n9-constellation')
    const answer = await coordinator.record([
      reportOf(9, 0, 1000n),
      { ...reportOf(9, 0, 1000n), id: 99_999 },
      { ...reportOf(9, 1), total: '-3', unique: 'x' },
      { ...reportOf(9, 2), firstRow: '1,2' },
    ])
    expect(answer).toEqual({ recorded: 0, ignored: 4 })
    expect((await getJob('n9-constellation')).body).toEqual(before)
  })

  it('a unit counted twice with different results fails its job loudly; POST again recounts it', async () => {
    // n = 15 runs for seconds: the real count of unit 5 comes before or after this one.
    await postJob({ n: 15 })
    const coordinator = coordinatorFor(env.JOB_COORDINATOR, 'n15-constellation')
    const real = getSplit('constellation').count(15, 5).total
    await coordinator.record([reportOf(15, 5, real + 8n)])
    const failed = await waitForJob('n15-constellation', 120_000)
    expect(failed.status).toBe('failed')
    expect(failed.reason).toContain('unit 5 was counted twice with different results')
    const restarted = await postJob({ n: 15 })
    expect(restarted.response.status).toBe(201)
    const done = await waitForJob('n15-constellation', 120_000)
    expect(done).toMatchObject({ status: 'done', total: '2279184', unique: '285053' })
  }, 300_000)

  it('a unit reported twice with different results in one batch is open again; the sums leave it out', async () => {
    const id = await holdJob(8)
    const coordinator = coordinatorFor(env.JOB_COORDINATOR, id)
    // Two units with solutions, so that a wrong count of 0 differs from the right one.
    const [kept, wrong] = getSplit('constellation')
      .plan(8)
      .map((unit) => reportOf(8, unit.id))
      .filter((report) => report.total !== '0')
    await coordinator.record([kept, wrong, { ...wrong, total: '0', residues: residuesOf(0n) }])
    const { body: failed } = await getJob(id)
    expect(failed).toMatchObject({ status: 'failed', unitsDone: 1, partial: kept.total })
    expect(failed.reason).toContain(`unit ${wrong.id} was counted twice with different results`)
    const units = await coordinator.units()
    expect(units[kept.id].total).toBe(kept.total)
    expect(units[wrong.id].total).toBeUndefined()
  })

  it('a total that does not match its residues fails its job loudly', async () => {
    // n = 16 runs long enough for the wrong report to come first.
    await postJob({ n: 16 })
    const coordinator = coordinatorFor(env.JOB_COORDINATOR, 'n16-constellation')
    const wrapped = { ...reportOf(16, 0), total: String(2n ** 64n) }
    await coordinator.record([wrapped])
    const failed = (await getJob('n16-constellation')).body
    expect(failed.status).toBe('failed')
    expect(failed.reason).toContain(`unit 0 reported ${2n ** 64n} solutions, which do not match`)
  })

  it('a unit in the dead-letter queue fails its job with a reason; POST again finishes it exactly', async () => {
    const started = await postJob({ n: 12 })
    expect(started.response.status).toBe(201)
    const last = unitCountOf('constellation', 12) - 1
    await deliver(DEAD_UNITS_QUEUE, [unitMessage(12, last)], 4)
    const failed = await waitForJob('n12-constellation')
    // Unless the real queue finished that unit first: then nothing was missing.
    if (failed.status === 'failed') {
      expect(failed.reason).toContain(`unit ${last}`)
      expect(failed.reason).toContain('dead-letter queue')
      const restarted = await postJob({ n: 12 })
      expect(restarted.response.status).toBe(201)
    }
    const done = await waitForJob('n12-constellation', 120_000)
    expect(done).toMatchObject({ status: 'done', total: '14200', unique: '1787' })
    expect(done.reason).toBeUndefined()
  }, 150_000)

  it('a message that throws is retried, not acknowledged', async () => {
    await postJob({ n: 13 })
    const poison = { ...unitMessage(13, 0), units: ['not a unit'] }
    const result = await deliver(UNITS_QUEUE, [
      poison as unknown as UnitMessage,
      unitMessage(13, 1),
    ])
    expect(result.retryMessages.map((m: { msgId: string }) => m.msgId)).toContain('test-0')
    expect(result.explicitAcks).toContain('test-1')
    expect((await waitForJob('n13-constellation', 120_000)).total).toBe('73712')
  }, 150_000)

  it('a message with a unit core refuses is retried whole: none of its units is reported', async () => {
    const job = await holdJob(10)
    const result = await deliver(UNITS_QUEUE, [{ ...unitMessage(10, 0), units: [0, 99_999] }])
    expect(result.retryMessages.map((m: { msgId: string }) => m.msgId)).toEqual(['test-0'])
    expect(result.explicitAcks).toEqual([])
    const units = await coordinatorFor(env.JOB_COORDINATOR, job).units()
    expect(units[0].total).toBeUndefined()
  })

  it('an injected late fault reports the unit, then leaves the message for redelivery', async () => {
    // n = 14 runs for seconds, so the job is surely still running when these arrive.
    await postJob({ n: 14 })
    const rate = (env as { FAULT_RATE?: string }).FAULT_RATE
    const late = Array.from({ length: unitCountOf('constellation', 14) }, (_, id) =>
      unitMessage(14, id),
    )
      .filter((body) => chooseFault(rate, body, 1) === 'after')
      .slice(0, 10)
    expect(late.length).toBeGreaterThan(0)
    const result = await deliver(UNITS_QUEUE, late, 1, faultyWorker)
    expect(result.retryMessages.length).toBe(late.length)
    expect(result.explicitAcks).toEqual([])
    const job = await waitForJob('n14-constellation', 120_000)
    expect(job).toMatchObject({ status: 'done', total: '365596', unique: '45752' })
  }, 150_000)
})
