import { getCounter, getSplit, KNOWN_COUNTS, unitCountOf } from '@nqueens/core'
import { describe, expect, it } from 'vitest'
import { env, SELF } from 'cloudflare:test'
import { coordinatorFor } from './stub.ts'
import {
  getJob,
  holdJob,
  postJob,
  reportOf,
  waitForJob,
  type Job,
} from '../../../test/jobs-helpers.ts'
import { BASE } from '../../../test/helpers.ts'

// Every job here runs through the real local queue and coordinator, with the consumer's fault
// switch on (FAULT_RATE in vitest.config.ts): some messages fail once, some are delivered twice.
describe('distributed jobs', { timeout: 60_000 }, () => {
  it('runs with the fault switch on', () => {
    expect(Number((env as { FAULT_RATE?: string }).FAULT_RATE)).toBeGreaterThan(0)
  })

  it('counts n = 8..13 at once, each exactly its known total and unique count', async () => {
    const sizes = [8, 9, 10, 11, 12, 13]
    const started = await Promise.all(sizes.map((n) => postJob({ n })))
    for (const [i, { response, body }] of started.entries()) {
      expect(response.status).toBe(201)
      expect(body).toMatchObject({
        id: `n${sizes[i]}-constellation`,
        n: sizes[i],
        unitsTotal: unitCountOf('constellation', sizes[i]),
      })
      expect(['queued', 'running']).toContain(body.status)
    }
    const jobs = await Promise.all(started.map(({ body }) => waitForJob(body.id, 120_000)))
    for (const job of jobs) {
      const known = KNOWN_COUNTS[job.n]!
      expect(job).toMatchObject({
        status: 'done',
        unitsDone: job.unitsTotal,
        total: `${known.total}`,
        unique: `${known.unique}`,
        partial: `${known.total}`,
        partialUnique: `${known.unique}`,
      })
      expect(job.byFirstRow).toEqual(getCounter('constellation').count(job.n).firstRow!.map(String))
      // Every sampled unit was counted a second time and agreed before the job was done.
      expect(job.checks.sampled).toBeGreaterThanOrEqual(1)
      expect(job.checks.agreed).toBe(job.checks.sampled)
      expect(job.elapsedMs).toBeGreaterThan(0)
      expect(Date.parse(job.startedAt)).toBeLessThanOrEqual(Date.now())
    }
  }, 150_000)

  it('keeps finished jobs and answers them from storage; asking again is the same job', async () => {
    const first = await waitForJob((await postJob({ n: 7 })).body.id)
    expect(first).toMatchObject({ status: 'done', total: '40', unique: '6' })
    const again = await postJob({ n: 7, algorithm: 'constellation' })
    expect(again.response.status).toBe(200)
    expect(again.body).toEqual(first)
    const { response, body } = await getJob('n7-constellation')
    expect(body).toEqual(first)
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=86400')
  })

  it('asked twice while running, it is still one job', async () => {
    const [a, b] = await Promise.all([postJob({ n: 6 }), postJob({ n: 6, algorithm: 'parallel' })])
    expect(a.body.id).toBe(b.body.id)
    expect([a.response.status, b.response.status].sort()).toEqual([200, 201])
    const job = await waitForJob(a.body.id)
    expect(job).toMatchObject({
      status: 'done',
      total: '4',
      unique: '1',
      unitsDone: unitCountOf('constellation', 6),
    })
  })

  it('lists every unit with its count and cost, as NDJSON and CSV, and each re-counts the same', async () => {
    const job = await waitForJob((await postJob({ n: 9 })).body.id)
    expect(job).toMatchObject({ status: 'done', total: '352', progress: 1 })
    const response = await SELF.fetch(`${BASE}/api/jobs/${job.id}/units`)
    expect(response.headers.get('Content-Type')).toMatch(/^application\/x-ndjson/)
    const units = (await response.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(units.length).toBe(unitCountOf('constellation', 9))
    const split = getSplit('constellation')
    for (const unit of units) {
      const again = split.count(9, unit.id)
      expect(unit).toEqual({
        id: unit.id,
        cost: split.plan(9)[unit.id].cost,
        total: String(again.total),
        unique: String(again.unique),
      })
    }
    expect(units.reduce((sum, unit) => sum + BigInt(unit.total), 0n)).toBe(352n)
    const csv = await (await SELF.fetch(`${BASE}/api/jobs/${job.id}/units?format=csv`)).text()
    const lines = csv.trim().split('\n')
    expect(lines[0]).toBe('id,cost,total,unique')
    expect(lines[1]).toBe(`0,${units[0].cost},${units[0].total},${units[0].unique}`)
    expect(lines.length).toBe(units.length + 1)
  })

  it('finishes at once for the boards with no units (n = 2, 3) and counts n = 1', async () => {
    expect((await postJob({ n: 2 })).body).toMatchObject({
      status: 'done',
      total: '0',
      byFirstRow: ['0', '0'],
      checks: { sampled: 0, agreed: 0 },
    })
    expect((await waitForJob((await postJob({ n: 1 })).body.id)).total).toBe('1')
  })

  it('followed with wait, answers as the job changes, up to done, without polling', async () => {
    let { body: job } = await postJob({ n: 14 })
    const seen: Job[] = []
    while (job.status === 'queued' || job.status === 'running') {
      const answer = await getJob(`${job.id}?wait=20&since=${job.unitsDone}`)
      expect(answer.response.status).toBe(200)
      const next = answer.body
      // Each answer is a change: more units done, or the job ended.
      expect(next.unitsDone > job.unitsDone || !['queued', 'running'].includes(next.status)).toBe(
        true,
      )
      // Unfinished work is never shown as done, not even once every unit has its first count.
      if (next.status === 'queued' || next.status === 'running') {
        expect(next.progress).toBeLessThan(1)
        if (next.progress > 0) expect(next.etaMs).toBeGreaterThanOrEqual(1)
      }
      seen.push(next)
      job = next
    }
    expect(job).toMatchObject({ status: 'done', total: '365596', unique: '45752' })
    expect(seen.length).toBeGreaterThanOrEqual(1)
    // A finished job answers at once, however long it was told to wait.
    const started = Date.now()
    const done = await getJob(`${job.id}?wait=20&since=0`)
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(done.body).toEqual(job)
  }, 120_000)

  it('with wait, an unchanged job answers when the time is up, a change at once', async () => {
    const id = await holdJob(4)
    const coordinator = coordinatorFor(env.JOB_COORDINATOR, id)
    let started = Date.now()
    const unchanged = await getJob(`${id}?wait=1&since=0`)
    expect(Date.now() - started).toBeGreaterThanOrEqual(950)
    expect(unchanged.body).toMatchObject({ status: 'queued', unitsDone: 0 })

    started = Date.now()
    const waiting = getJob(`${id}?wait=20&since=0`)
    await new Promise((resolve) => setTimeout(resolve, 200))
    await coordinator.record([reportOf(4, 0)])
    const changed = await waiting
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(changed.body).toMatchObject({ status: 'running', unitsDone: 1 })

    // Without since, it waits for the next change: here the cancel.
    started = Date.now()
    const next = getJob(`${id}?wait=20`)
    await new Promise((resolve) => setTimeout(resolve, 200))
    await SELF.fetch(`${BASE}/api/jobs/${id}`, { method: 'DELETE' })
    expect((await next).body).toMatchObject({ status: 'cancelled', unitsDone: 1 })
    expect(Date.now() - started).toBeLessThan(5_000)
  })
})
