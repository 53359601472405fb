import { describe, expect, it } from 'vitest'
import { BASE } from '../../../test/helpers.ts'
import { getJob, postJob, waitForJob } from '../../../test/jobs-helpers.ts'
import { SELF } from 'cloudflare:test'
import { MAX_JOB_BODY } from '../../lib/http/limits.ts'

describe('jobs: cancel', { timeout: 60_000 }, () => {
  it('cancels a running job, keeps it cancelled, and POST continues it', async () => {
    const { body } = await postJob({ n: 14 })
    const response = await SELF.fetch(`${BASE}/api/jobs/${body.id}`, { method: 'DELETE' })
    expect(response.status).toBe(200)
    const cancelled = await response.json<Record<string, any>>()
    expect(cancelled.status).toBe('cancelled')
    expect(cancelled.total).toBeUndefined()
    // Messages already queued are dropped unread: nothing more is recorded.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const later = (await getJob(body.id)).body
    expect(later).toMatchObject({ status: 'cancelled', unitsDone: cancelled.unitsDone })
    expect(later.elapsedMs).toBe(cancelled.elapsedMs)
    const again = await postJob({ n: 14 })
    expect(again.response.status).toBe(201)
    expect(['queued', 'running']).toContain(again.body.status)
    const stopped = await SELF.fetch(`${BASE}/api/jobs/${body.id}`, { method: 'DELETE' })
    expect((await stopped.json<Record<string, any>>()).status).toBe('cancelled')
  })

  it('a done job stays done when cancelled', async () => {
    const done = await waitForJob((await postJob({ n: 5 })).body.id)
    const response = await SELF.fetch(`${BASE}/api/jobs/n5-constellation`, { method: 'DELETE' })
    expect(await response.json()).toMatchObject({ status: 'done', total: done.total })
  })
})

describe('jobs: bad input', () => {
  const problem = 'application/problem+json; charset=utf-8'

  it.each([
    [{ n: 0 }, 'n'],
    [{ n: 21 }, 'n'],
    [{ n: 8.5 }, 'n'],
    [{ n: '8' }, 'n'],
    [{}, 'n'],
    [{ n: 8, algorithm: 'bitmask' }, 'algorithm'],
  ])('POST %j is a 400 naming %s', async (input, parameter) => {
    const { response, body } = await postJob(input)
    expect(response.status).toBe(400)
    expect(response.headers.get('Content-Type')).toBe(problem)
    expect(body).toMatchObject({ status: 400, parameter })
  })

  it('an unknown field is a 400 naming it and the fields there are', async () => {
    for (const [input, field] of [
      [{ n: 12, pad: 'AAA' }, 'pad'],
      [{ n: 12, algoritm: 'constellation' }, 'algoritm'],
    ] as const) {
      const { response, body } = await postJob(input)
      expect(response.status).toBe(400)
      expect(body).toMatchObject({ parameter: field })
      expect(body.detail).toMatch(/^is not a field of a job request.*; it takes n, algorithm$/)
    }
  })

  it('an array is a value of the wrong type, not a repetition', async () => {
    const { response, body } = await postJob({ n: [12] })
    expect(response.status).toBe(400)
    expect(body).toMatchObject({ parameter: 'n', detail: 'must be an integer, like 16' })
  })

  it('a body over the documented size is a 413 before it is read', async () => {
    const limit = MAX_JOB_BODY
    // Just over: the field's padding alone is too long, whatever is in it.
    const over = await postJob({ n: 12, pad: 'A'.repeat(limit) })
    expect(over.response.status).toBe(413)
    expect(over.response.headers.get('Content-Type')).toBe(problem)
    expect(over.body.detail).toContain(limit.toLocaleString('en-US'))
    expect(over.body.parameter).toBe('body')
    // A body as large as the one the issue saw accepted (95 MB) is refused as soon.
    const huge = await SELF.fetch(`${BASE}/api/jobs`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: `{"n":12,"pad":"${'A'.repeat(95_000_000)}"}`,
    })
    expect(huge.status).toBe(413)
    // Within the limit, padded with whitespace, is read as usual.
    const padded = await postJob(`{"n": 5${' '.repeat(limit - 20)}}`)
    expect(padded.response.status).toBeLessThan(300)
  })

  it('a body that is not JSON is a 400', async () => {
    const { response, body } = await postJob('{n: 8')
    expect(response.status).toBe(400)
    expect(body.status).toBe(400)
    const text = await postJob('n=8', { headers: { 'Content-Type': 'text/plain' } })
    expect(text.response.status).toBeGreaterThanOrEqual(400)
    expect(text.response.status).toBeLessThan(500)
    expect(text.response.headers.get('Content-Type')).toBe(problem)
  })

  it.each([
    ['wait=0', 'wait'],
    ['wait=21', 'wait'],
    ['wait=1.5', 'wait'],
    ['wait=soon', 'wait'],
    ['wait=20&since=-1', 'since'],
    ['since=5', 'since'],
    ['wiat=20', 'wiat'],
  ])('GET of a job with %s is a 400 naming %s', async (query, parameter) => {
    await postJob({ n: 5 })
    const { response, body } = await getJob(`n5-constellation?${query}`)
    expect(response.status).toBe(400)
    expect(response.headers.get('Content-Type')).toBe(problem)
    expect(body).toMatchObject({ status: 400, parameter })
  })

  it.each(['n20-symmetry', 'n21-constellation', 'n99-constellation', 'nope', 'n8-bitmask'])(
    'GET and DELETE of unknown id %s are 404s',
    async (id) => {
      const { response, body } = await getJob(id)
      expect(response.status).toBe(404)
      expect(response.headers.get('Content-Type')).toBe(problem)
      expect(body.parameter).toBe('id')
      const deleted = await SELF.fetch(`${BASE}/api/jobs/${id}`, { method: 'DELETE' })
      expect(deleted.status).toBe(404)
    },
  )
})
