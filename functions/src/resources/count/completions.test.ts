import { countCompletions, readQueens } from '@nqueens/core'
import { describe, expect, it } from 'vitest'
import { getJson, tamper } from '../../../test/helpers.ts'

// GET /api/count?queens=…: the completions of pre-placed queens, against core's count.
describe('GET /api/count with queens', () => {
  it('counts the completions exactly, n taken from the board', async () => {
    const { response, body } = await getJson('/api/count?queens=0,0,3,0,0,4,0,0')
    expect(response.status).toBe(200)
    expect(body).toMatchObject({
      n: 8,
      algorithm: 'completions',
      status: 'complete',
      source: 'computed',
      total: '1',
      placed: 2,
    })
    expect(body.conflicts).toBeUndefined()
    const pairs = await getJson('/api/count?n=10&queens=1:2')
    expect(pairs.body).toMatchObject({ n: 10, total: '48', placed: 1, status: 'complete' })
  })

  it('takes algorithm=completions as the answers name it: with queens, or for every solution', async () => {
    const named = await getJson('/api/count?queens=0,0,3,0,0,4,0,0&algorithm=completions')
    expect(named.body).toMatchObject({ n: 8, algorithm: 'completions', total: '1', placed: 2 })
    const empty = await getJson('/api/count?n=9&algorithm=completions')
    expect(empty.response.status).toBe(200)
    expect(empty.body).toMatchObject({ n: 9, status: 'complete', total: '352', placed: 0 })
    const noN = await getJson('/api/count?algorithm=completions')
    expect(noN.response.status).toBe(400)
    expect(noN.body.parameter).toBe('n')
  })

  it('without queens answers as the plain count: the published value where counting would not fit', async () => {
    for (const n of [16, 20, 27]) {
      const plain = await getJson(`/api/count?n=${n}&algorithm=flags`)
      const { response, body } = await getJson(`/api/count?n=${n}&algorithm=completions`)
      expect(response.status).toBe(200)
      // The same answer, but for the requests it would take at completions' own pace.
      expect({ ...body, note: undefined }).toEqual({
        ...plain.body,
        algorithm: 'completions',
        placed: 0,
        note: undefined,
      })
      expect(body).toMatchObject({ status: 'complete', source: 'known' })
      expect(body.reference).toMatch(/^OEIS A000170/)
      expect(body.note).toMatch(/Add compute=true to count it here/)
    }
    // Counted where it fits, as before.
    const fits = await getJson('/api/count?n=12&algorithm=completions')
    expect(fits.body).toMatchObject({ source: 'computed', status: 'complete', total: '14200' })
  })

  it('without queens and asked to compute, a partial count with its progress, as the plain count', async () => {
    const { body } = await getJson('/api/count?n=16&algorithm=completions&compute=true')
    expect(body).toMatchObject({ algorithm: 'completions', status: 'partial', placed: 0 })
    expect(body.progress.nodes).toBe(body.nodes)
    expect(body.progress.done).toBeGreaterThan(0)
    expect(body.progress.done).toBeLessThan(1)
    expect(body.progress.estimatedNodes).toBeGreaterThan(body.nodes)
    expect(body.progress.requestsLeft).toBeGreaterThanOrEqual(1)
    expect(body.cursor).toEqual(expect.any(String))
    // With queens there is nothing to estimate the whole count by: the nodes so far.
    const placed = await getJson('/api/count?n=16&queens=1:1&budget=1000')
    expect(placed.body).toMatchObject({ status: 'partial', progress: { nodes: 1000 } })
    expect(Object.keys(placed.body.progress)).toEqual(['nodes'])
  })

  it('agrees with core for boards drawn from n = 6..9', async () => {
    for (const queens of ['2,0,0,0,0,0', '0,0,0,1,0,0,0', '1,0,0,0,0,0,0,7', '0,0,0,0,5,0,0,0,2']) {
      const { body } = await getJson(`/api/count?queens=${queens}`)
      const core = countCompletions(queens.split(',').length, { queens: readQueens(queens) })
      expect(body.total, queens).toBe(core.total.toString())
    }
  })

  it('goes on from a signed cursor to the one-shot count', async () => {
    const base = '/api/count?n=11&queens=1:4&budget=20000'
    let { body } = await getJson(base)
    let steps = 1
    while (body.status === 'partial') {
      expect(body).toMatchObject({ resumable: true, nodes: 20000, algorithm: 'completions' })
      ;({ body } = await getJson(`${base}&cursor=${encodeURIComponent(body.cursor)}`))
      steps++
    }
    const core = countCompletions(11, { queens: readQueens('1:4', 11) })
    expect(body.total).toBe(core.total.toString())
    expect(steps).toBeGreaterThan(2)
  })

  it('answers queens that attack each other with 0, complete, and the pairs', async () => {
    const { response, body } = await getJson('/api/count?queens=1,2,0,0,0,0,0,0')
    expect(response.status).toBe(200)
    expect(body).toMatchObject({ status: 'complete', total: '0', placed: 2, nodes: 0 })
    expect(body.conflicts).toEqual([[1, 1, 2, 2]])
    expect(body.note).toMatch(/attack each other/)
  })

  it('refuses another algorithm, bad queens, and a cursor for other queens or a forged one', async () => {
    const other = await getJson('/api/count?queens=1,0,0,0,0,0,0,0&algorithm=bitmask')
    expect(other.response.status).toBe(400)
    expect(other.body).toMatchObject({ parameter: 'algorithm' })
    const bad = await getJson('/api/count?queens=1,9,0,0,0,0,0,0')
    expect(bad.response.status).toBe(400)
    expect(bad.body.parameter).toBe('queens')
    const { body } = await getJson('/api/count?n=10&queens=1:2&budget=1000')
    const cursor = encodeURIComponent(body.cursor)
    const otherQueens = await getJson(`/api/count?n=10&queens=1:3&budget=1000&cursor=${cursor}`)
    expect(otherQueens.response.status).toBe(400)
    expect(otherQueens.body.parameter).toBe('cursor')
    const forged = await getJson(
      `/api/count?n=10&queens=1:2&cursor=${encodeURIComponent(tamper(body.cursor, 12))}`,
    )
    expect(forged.response.status).toBe(400)
    expect(forged.body.parameter).toBe('cursor')
    const countCursor = await getJson(`/api/count?n=10&algorithm=flags&cursor=${cursor}`)
    expect(countCursor.response.status).toBe(400)
  })
})
