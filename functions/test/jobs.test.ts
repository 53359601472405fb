import { KNOWN_COUNTS, planUnits } from '@nqueens/core'
import { describe, expect, it } from 'vitest'
import { env } from 'cloudflare:test'
import { getJob, postJob, waitForJob } from './jobs-helpers.ts'

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
        id: `n${sizes[i]}-symmetry`,
        n: sizes[i],
        unitsTotal: planUnits(sizes[i]).length,
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
      expect(job.elapsedMs).toBeGreaterThan(0)
      expect(Date.parse(job.startedAt)).toBeLessThanOrEqual(Date.now())
    }
  }, 150_000)

  it('keeps finished jobs and answers them from storage; asking again is the same job', async () => {
    const first = await waitForJob((await postJob({ n: 7 })).body.id)
    expect(first).toMatchObject({ status: 'done', total: '40', unique: '6' })
    const again = await postJob({ n: 7, algorithm: 'symmetry' })
    expect(again.response.status).toBe(200)
    expect(again.body).toEqual(first)
    const { response, body } = await getJob('n7-symmetry')
    expect(body).toEqual(first)
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=86400')
  })

  it('asked twice while running, it is still one job', async () => {
    const [a, b] = await Promise.all([postJob({ n: 6 }), postJob({ n: 6, algorithm: 'parallel' })])
    expect(a.body.id).toBe(b.body.id)
    expect([a.response.status, b.response.status].sort()).toEqual([200, 201])
    const job = await waitForJob(a.body.id)
    expect(job).toMatchObject({ status: 'done', total: '4', unique: '1', unitsDone: 5 })
  })

  it('finishes at once for the boards with no units (n = 2, 3) and counts n = 1', async () => {
    expect((await postJob({ n: 2 })).body).toMatchObject({ status: 'done', total: '0' })
    expect((await waitForJob((await postJob({ n: 1 })).body.id)).total).toBe('1')
  })
})
