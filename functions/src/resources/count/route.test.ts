import { COUNTER_IDS } from '@nqueens/core'
import { describe, expect, it } from 'vitest'
import { getJson, tamper } from '../../../test/helpers.ts'

describe('GET /api/count', () => {
  it('computes a small count within the request', async () => {
    const { response, body } = await getJson('/api/count?n=8&algorithm=bitmask')
    expect(response.status).toBe(200)
    expect(body).toMatchObject({
      n: 8,
      algorithm: 'bitmask',
      status: 'complete',
      source: 'computed',
      total: '92',
    })
    expect(body.nodes).toBeGreaterThan(0)
    expect(body.cursor).toBeUndefined()
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=86400')
  })

  it('answers the known value at once when the count would not fit, labelled as such', async () => {
    const { body } = await getJson('/api/count?n=27&algorithm=bitmask')
    expect(body).toMatchObject({
      n: 27,
      status: 'complete',
      source: 'known',
      total: '234907967154122528',
      unique: '29363495934315694',
      nodes: 0,
    })
    expect(body.reference).toContain('A000170')
  })

  it('computes partially with a signed cursor when asked to, and resuming adds up exactly', async () => {
    let path = '/api/count?n=10&algorithm=bitmask&budget=6000'
    let first = true
    let steps = 0
    for (;;) {
      const { body } = await getJson(path)
      steps++
      expect(body.source).toBe('computed')
      if (body.status === 'complete') {
        expect(body.total).toBe('724')
        break
      }
      expect(body).toMatchObject({ status: 'partial', resumable: true, nodes: 6000 })
      if (first) expect(BigInt(body.total)).toBeLessThan(724n)
      first = false
      path = `/api/count?n=10&algorithm=bitmask&budget=6000&cursor=${encodeURIComponent(body.cursor)}`
    }
    expect(steps).toBeGreaterThan(2)
  })

  it('compute=true counts n = 20 step by step instead of answering the known value', async () => {
    const { response, body } = await getJson('/api/count?n=20&algorithm=bitmask&compute=true')
    expect(body).toMatchObject({ status: 'partial', source: 'computed', resumable: true })
    expect(body.nodes).toBe(body.budget.budget)
    // Payload, nodes spent so far (base 36), signature.
    expect(body.cursor).toMatch(/^v1\.[\w-]+\.[0-9a-z]+\.[\w-]{43}$/)
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=60')
  })

  it('past n = 27 it computes partially even without a budget', async () => {
    const { body } = await getJson('/api/count?n=28&algorithm=bitmask')
    expect(body).toMatchObject({ n: 28, status: 'partial', source: 'computed' })
    expect(typeof body.cursor).toBe('string')
  })

  it('clamps a budget above the maximum and says so', async () => {
    const { body } = await getJson('/api/count?n=16&algorithm=bitmask&budget=999999999999')
    expect(body.budget).toMatchObject({ requested: 999999999999, clamped: true })
    expect(body.budget.budget).toBe(body.budget.max)
    expect(body.nodes).toBe(body.budget.max)
    expect(body.note).toMatch(/more than one request/)
  })

  it('refuses a modified cursor, and one made for another n or algorithm', async () => {
    const { body } = await getJson('/api/count?n=12&algorithm=bitmask&budget=1000')
    const cursor = body.cursor as string
    const forged = await getJson(`/api/count?n=12&algorithm=bitmask&cursor=${tamper(cursor, 8)}`)
    expect(forged.response.status).toBe(400)
    expect(forged.body).toMatchObject({ parameter: 'cursor' })
    const resigned = await getJson(
      `/api/count?n=12&algorithm=bitmask&cursor=${tamper(cursor, cursor.length - 3)}`,
    )
    expect(resigned.response.status).toBe(400)
    const otherN = await getJson(`/api/count?n=13&algorithm=bitmask&cursor=${cursor}`)
    expect(otherN.response.status).toBe(400)
    expect(otherN.body.detail).toMatch(/n = 12/)
    const otherAlgorithm = await getJson(`/api/count?n=12&algorithm=flags&cursor=${cursor}`)
    expect(otherAlgorithm.response.status).toBe(400)
    expect(otherAlgorithm.body.parameter).toBe('cursor')
  })

  it('refuses n past what the algorithm takes', async () => {
    const { response, body } = await getJson('/api/count?n=33&algorithm=bitmask')
    expect(response.status).toBe(400)
    expect(body).toMatchObject({
      parameter: 'n',
      detail: 'must be an integer from 1 to 32 with algorithm=bitmask, got 33',
    })
  })

  it('runs every counting algorithm id in core', async () => {
    for (const algorithm of COUNTER_IDS) {
      const { body } = await getJson(`/api/count?n=6&algorithm=${algorithm}`)
      expect(body, algorithm).toMatchObject({ total: '4', status: 'complete', algorithm })
    }
  })

  it('defaults to constellation on the lanes, which also counts fundamental solutions', async () => {
    // The Worker imports core's lanes.wasm as a module of the bundle: the lanes count here too.
    const { body } = await getJson('/api/count?n=10')
    expect(body).toMatchObject({
      algorithm: 'constellation',
      source: 'computed',
      total: '724',
      unique: '92',
      engine: 'lanes',
    })
  })

  it('parallel walks the work units in order, resumable by cursor to the exact sum', async () => {
    let path = '/api/count?n=10&algorithm=parallel&budget=2000'
    let body = (await getJson(path)).body
    let steps = 1
    while (body.status === 'partial') {
      expect(body.nodes).toBeLessThanOrEqual(2000)
      path = `/api/count?n=10&algorithm=parallel&budget=2000&cursor=${encodeURIComponent(body.cursor)}`
      body = (await getJson(path)).body
      steps++
    }
    expect(body).toMatchObject({ total: '724', unique: '92', source: 'computed', engine: 'lanes' })
    expect(body.byFirstRow).toEqual(A059963_10)
    expect(steps).toBeGreaterThan(2)
  })

  it('answers the counts by first-row column (A059963) with the constellation count', async () => {
    const { body } = await getJson('/api/count?n=10')
    expect(body).toMatchObject({ algorithm: 'constellation', total: '724' })
    expect(body.byFirstRow).toEqual(A059963_10)
    const { body: bitmask } = await getJson('/api/count?n=10&algorithm=bitmask')
    expect(bitmask.byFirstRow).toBeUndefined()
  })
})

/** OEIS A059963's row for n = 10. */
const A059963_10 = ['64', '48', '65', '93', '92', '92', '93', '65', '48', '64']
