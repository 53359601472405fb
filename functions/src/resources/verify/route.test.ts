import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

const BASE = 'https://nqueens.test'

describe('GET /api/verify', () => {
  it('accepts a solution in comma notation', async () => {
    const response = await SELF.fetch(`${BASE}/api/verify?queens=4,7,3,8,2,5,1,6`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({
      n: 8,
      valid: true,
      complete: true,
      conflicts: [],
      conflictsTruncated: false,
      permalink: '/s/8/47382516',
    })
  })

  it('lists attacking pairs 1-based, and empty rows make a board incomplete', async () => {
    const response = await SELF.fetch(`${BASE}/api/verify?queens=1,2,0,0`)
    const body = await response.json<Record<string, unknown>>()
    expect(body).toMatchObject({ n: 4, valid: false, complete: false, conflicts: [[1, 1, 2, 2]] })
  })

  it('says valid (a solution) and complete apart: an unfinished board without conflicts', async () => {
    const partial = await (await SELF.fetch(`${BASE}/api/verify?queens=2,4,0,0`)).json()
    expect(partial).toMatchObject({ n: 4, valid: false, complete: false, conflicts: [] })
    const attacked = await (await SELF.fetch(`${BASE}/api/verify?queens=1,2,3,4`)).json()
    expect(attacked).toMatchObject({ valid: false, complete: true })
    // The contract says what each means.
    const contract = await (await SELF.fetch(`${BASE}/api/openapi.json`)).json<any>()
    const fields = contract.components.schemas.VerifyAnswer.properties
    expect(contract.components.schemas.VerifyAnswer.required).toEqual(
      expect.arrayContaining(['valid', 'complete', 'conflicts']),
    )
    expect(fields.valid.description).toMatch(/solution.*`complete`.*`conflicts` is empty/)
    expect(fields.valid.description).toContain('valid: false, complete: false, conflicts: []')
  })

  it('reads compact digits and row:column pairs with n', async () => {
    const compact = await (await SELF.fetch(`${BASE}/api/verify?queens=2413`)).json()
    expect(compact).toMatchObject({ n: 4, valid: true })
    const pairs = await (await SELF.fetch(`${BASE}/api/verify?queens=1:2,2:4&n=4`)).json()
    expect(pairs).toMatchObject({ n: 4, valid: false, complete: false, conflicts: [] })
  })

  it('reads a run of one value in run notation (1,3..3 is 1,3)', async () => {
    const runs = await SELF.fetch(`${BASE}/api/verify?queens=2,4..4,1,3..3`)
    expect(runs.status).toBe(200)
    expect(await runs.json()).toMatchObject({ n: 4, valid: true, permalink: '/s/4/2413' })
    // The issue's own example reads as two rows; what is wrong with it is the board, not the run.
    const two = await (await SELF.fetch(`${BASE}/api/verify?queens=1,3..3`)).json()
    expect(two).toMatchObject({ detail: 'row 2 has column 3, but the board is 2 wide' })
  })

  it('says which parameter is wrong, as problem+json', async () => {
    const response = await SELF.fetch(`${BASE}/api/verify?queens=4,7,11,8,2,5,1,6`)
    expect(response.status).toBe(400)
    expect(response.headers.get('Content-Type')).toMatch(/^application\/problem\+json/)
    expect(await response.json()).toEqual({
      type: '/api/docs#invalid-input',
      title: 'Invalid input',
      status: 400,
      detail: 'row 3 has column 11, but the board is 8 wide',
      parameter: 'queens',
    })
  })

  it('says a queen written twice is one queen, not two in a row', async () => {
    for (const path of ['/api/verify?n=8&queens=1:1,1:1', '/api/count?n=8&queens=1:1,1:1']) {
      const response = await SELF.fetch(`${BASE}${path}`)
      expect(response.status, path).toBe(400)
      expect(await response.json(), path).toMatchObject({
        detail: 'entries 1 and 2 are the same queen (row 1, column 1); write each queen once',
        parameter: 'queens',
      })
    }
  })

  it('carries a strong ETag and answers 304 to If-None-Match', async () => {
    const first = await SELF.fetch(`${BASE}/api/verify?queens=2413`)
    const tag = first.headers.get('ETag')
    expect(tag).toMatch(/^"[^"]+"$/)
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=86400')
    const second = await SELF.fetch(`${BASE}/api/verify?queens=2413`, {
      headers: { 'If-None-Match': tag! },
    })
    expect(second.status).toBe(304)
    expect(await second.text()).toBe('')
  })

  it('allows any origin', async () => {
    const response = await SELF.fetch(`${BASE}/api/verify?queens=2413`, {
      headers: { Origin: 'https://blog.example' },
    })
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*')
  })
})

describe('POST /api/verify', () => {
  it('verifies a board sent as JSON', async () => {
    const queens = Array.from({ length: 3000 }, () => '0').join(',')
    const response = await SELF.fetch(`${BASE}/api/verify`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ queens }),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ n: 3000, valid: false, complete: false })
  })

  it('turns broken JSON into a 400 problem', async () => {
    const response = await SELF.fetch(`${BASE}/api/verify`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"queens": "2413"',
    })
    expect(response.status).toBe(400)
    expect(response.headers.get('Content-Type')).toMatch(/^application\/problem\+json/)
  })
})
