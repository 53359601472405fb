import { describe, expect, it } from 'vitest'
import { getJson, tamper } from '../../../test/helpers.ts'

describe('GET /api/solutions', () => {
  it('lists every solution in lexicographic order, across pages, exactly once', async () => {
    const first = await getJson('/api/solutions?n=6&limit=3')
    expect(first.body).toMatchObject({
      n: 6,
      status: 'partial',
      solutions: ['2,4,6,1,3,5', '3,6,2,5,1,4', '4,1,5,2,6,3'],
      resumable: true,
    })
    const second = await getJson(`/api/solutions?n=6&limit=3&cursor=${first.body.cursor}`)
    expect(second.body).toMatchObject({ status: 'complete', solutions: ['5,3,1,6,4,2'] })
    expect(second.response.headers.get('Cache-Control')).toBe('public, max-age=86400')
  })

  it('pages through all 92 of n = 8', async () => {
    const seen: string[] = []
    let path = '/api/solutions?n=8&limit=40'
    for (let i = 0; i < 10; i++) {
      const { body } = await getJson(path)
      seen.push(...body.solutions)
      if (body.status === 'complete') break
      path = `/api/solutions?n=8&limit=40&cursor=${encodeURIComponent(body.cursor)}`
    }
    expect(seen).toHaveLength(92)
    expect([...seen].sort()).toEqual(seen)
    expect(new Set(seen).size).toBe(92)
  })

  it('ends on a page exactly full: n = 8 a solution a request is 92 requests, not 93', async () => {
    const seen: string[] = []
    let path = '/api/solutions?n=8&limit=1'
    for (let requests = 1; requests <= 93; requests++) {
      const { body } = await getJson(path)
      expect(body.solutions, `request ${requests}`).toHaveLength(1)
      seen.push(...body.solutions)
      if (body.status === 'complete') {
        expect(requests).toBe(92)
        expect(body.cursor).toBeUndefined()
        break
      }
      path = `/api/solutions?n=8&limit=1&cursor=${encodeURIComponent(body.cursor)}`
    }
    expect(seen).toHaveLength(92)
    expect(new Set(seen).size).toBe(92)
    const whole = await getJson('/api/solutions?n=6&limit=4')
    expect(whole.body).toMatchObject({ status: 'complete', solutions: { length: 4 } })
    expect(whole.body.cursor).toBeUndefined()
  })

  it('lists completions of pre-placed queens, and none for attacking ones', async () => {
    const { body } = await getJson('/api/solutions?queens=1:1&n=5&limit=100')
    expect(body.status).toBe('complete')
    expect(body.solutions.length).toBeGreaterThan(0)
    for (const s of body.solutions) expect(s.startsWith('1,')).toBe(true)
    const none = await getJson('/api/solutions?queens=1,2,0,0&limit=5')
    expect(none.body).toMatchObject({ status: 'complete', solutions: [] })
  })

  it('refuses a forged cursor, a cursor for other queens, and a bad limit', async () => {
    const { body } = await getJson('/api/solutions?n=8&limit=2')
    const forged = await getJson(`/api/solutions?n=8&limit=2&cursor=${tamper(body.cursor, 10)}`)
    expect(forged.response.status).toBe(400)
    const other = await getJson(`/api/solutions?queens=1:1&n=8&cursor=${body.cursor}`)
    expect(other.response.status).toBe(400)
    expect(other.body.parameter).toBe('cursor')
    for (const limit of ['0', '101', 'ten', '1000000']) {
      const bad = await getJson(`/api/solutions?n=8&limit=${limit}`)
      expect(bad.response.status, limit).toBe(400)
      expect(bad.body.parameter).toBe('limit')
    }
  })
})
