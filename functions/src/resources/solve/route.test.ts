import { FINDERS, verifyPlacement, readQueens } from '@nqueens/core'
import { describe, expect, it } from 'vitest'
import { getJson, tamper } from '../../../test/helpers.ts'

describe('GET /api/solve', () => {
  it('solves with every method core has, and each answer verifies', async () => {
    for (const finder of Object.values(FINDERS)) {
      if (!finder) continue
      const { response, body } = await getJson(
        `/api/solve?n=8&method=${finder.id}&seed=3&budget=1000000000`,
      )
      expect(response.status, finder.id).toBe(200)
      if (body.status === 'partial') continue // a method that gives up at n = 8 (shuffle, say)
      expect(body, finder.id).toMatchObject({ n: 8, method: finder.id, status: 'solved' })
      expect(verifyPlacement(readQueens(body.queens)).valid, finder.id).toBe(true)
      expect(body.permalink).toMatch(/^\/s\/8\/[1-8]{8}$/)
    }
  })

  it('completes pre-placed queens, and proves an impossible completion', async () => {
    const { body } = await getJson('/api/solve?queens=1:1,2:3&n=6&method=first&budget=100000')
    // The answer gives back the queens it was sent, as every answer about a board does.
    expect(body).toMatchObject({ status: 'unsatisfiable', queens: '1,3,0,0,0,0' })
    const ok = await getJson('/api/solve?queens=2,0,0,0&method=first')
    expect(ok.body).toMatchObject({ status: 'solved', queens: '2,4,1,3' })
  })

  it('answers queens that attack each other as unsatisfiable, with the conflicts', async () => {
    const { body } = await getJson('/api/solve?queens=1,2,0,0&method=first')
    expect(body).toMatchObject({
      status: 'unsatisfiable',
      queens: '1,2,0,0',
      conflicts: [[1, 1, 2, 2]],
    })
  })

  it('stops at the budget with a signed cursor, and resumes to the same solution', async () => {
    const oneShot = await getJson('/api/solve?n=16&method=first&budget=1000000')
    expect(oneShot.body.status).toBe('solved')
    let path = '/api/solve?n=16&method=first&budget=50'
    let answer = (await getJson(path)).body
    expect(answer).toMatchObject({ status: 'partial', resumable: true, nodes: 50 })
    for (let i = 0; answer.status === 'partial' && i < 10_000; i++) {
      path = `/api/solve?n=16&method=first&budget=2000&cursor=${encodeURIComponent(answer.cursor)}`
      answer = (await getJson(path)).body
    }
    expect(answer.queens).toBe(oneShot.body.queens)
  })

  it('counts the replay of a local-search cursor against the budget, and ends the chain', async () => {
    // min-conflicts cursors hold only { seed, moves }: resuming replays the walk from the seed.
    let path = '/api/solve?n=5000&method=min-conflicts&seed=9&budget=1500'
    let answer = (await getJson(path)).body
    const max = answer.budget.max as number
    let done = answer.nodes as number
    for (let i = 0; answer.status === 'partial' && answer.cursor && i < 100; i++) {
      path = `/api/solve?n=5000&method=min-conflicts&seed=9&budget=${Math.ceil(max / 3)}&cursor=${answer.cursor}`
      answer = (await getJson(path)).body
      // Replayed moves plus new ones never pass one request's largest budget.
      expect(done + answer.nodes).toBeLessThanOrEqual(max)
      done += answer.nodes
    }
    if (answer.status === 'partial') {
      expect(answer.cursor).toBeUndefined()
      expect(answer.resumable).toBe(false)
      expect(answer.note).toMatch(/another seed/)
    } else {
      expect(answer.status).toBe('solved')
    }
  })

  it('refuses a forged cursor and one for another method', async () => {
    const { body } = await getJson('/api/solve?n=24&method=first&budget=50')
    const forged = await getJson(`/api/solve?n=24&method=first&cursor=${tamper(body.cursor, 6)}`)
    expect(forged.response.status).toBe(400)
    expect(forged.body.parameter).toBe('cursor')
    const other = Object.keys(FINDERS).find((id) => id !== 'first')
    if (other) {
      const foreign = await getJson(`/api/solve?n=24&method=${other}&cursor=${body.cursor}`)
      expect(foreign.response.status).toBe(400)
    }
  })

  it('needs n or queens, and names what is wrong', async () => {
    const none = await getJson('/api/solve')
    expect(none.response.status).toBe(400)
    expect(none.body.parameter).toBe('n')
    const method = await getJson('/api/solve?n=8&method=magic')
    expect(method.body.parameter).toBe('method')
    const mismatch = await getJson('/api/solve?n=5&queens=2,4,1,3')
    expect(mismatch.body).toMatchObject({ status: 400, parameter: 'queens' })
  })
})
