import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { BASE, getJson } from '../../../test/helpers.ts'

/**
 * Every 4xx names what was wrong, in our own words: the body field, `body` or the header at
 * fault, the value quoted as it was sent and cut short. Bodies are sent as bytes where a client
 * sends no Content-Type (a string body would get `text/plain` from fetch itself).
 */
const bytes = (text: string) => new TextEncoder().encode(text)

async function post(path: string, body: string, contentType?: string) {
  const response = await SELF.fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: contentType === undefined ? {} : { 'Content-Type': contentType },
    body: bytes(body),
  })
  const text = await response.text()
  return { response, text, body: JSON.parse(text) as Record<string, any> }
}

describe('a body with no Content-Type', () => {
  it('is read as JSON, by both POSTs', async () => {
    const verify = await post('/api/verify', '{"queens":"2,4,1,3"}')
    expect(verify.response.status).toBe(200)
    expect(verify.body).toMatchObject({ valid: true })
    const job = await post('/api/jobs', '{"n":5}')
    expect(job.response.status).toBeLessThan(300)
    expect(job.body).toMatchObject({ id: 'n5-constellation', n: 5 })
  })

  it('nor does fetch’s own default for a string body, which a client naming no type gets', async () => {
    // As kubb's fetch client posts: JSON.stringify(data), no headers; fetch adds text/plain.
    const response = await SELF.fetch(`${BASE}/api/verify`, {
      method: 'POST',
      body: '{"queens":"2,4,1,3"}',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ valid: true })
  })

  it('is read as the contract declares it: application/json (with parameters) or fetch’s default', async () => {
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'text/plain;charset=UTF-8',
    ]) {
      const { response, body } = await post('/api/verify', '{"queens":"2,4,1,3"}', type)
      expect(response.status, type).toBe(200)
      expect(body, type).toMatchObject({ valid: true })
    }
  })

  it('a declared type that is not JSON stays a 415 naming the header', async () => {
    // Another JSON-based type too: the contract declares application/json, and that is what is read.
    for (const type of [
      'text/plain',
      'text/plain; charset=us-ascii',
      'application/xml',
      'application/merge-patch+json',
    ]) {
      const { response, body } = await post('/api/verify', '{"queens":"2413"}', type)
      expect(response.status, type).toBe(415)
      expect(body).toMatchObject({ status: 415, parameter: 'content-type' })
      expect(body.detail).toContain(type)
    }
  })
})

describe('bodies that are not what a route reads', () => {
  it.each([
    ['{', 'body', 'is not JSON; send a JSON object, like {"queens":"2,4,1,3"}'],
    ['', 'body', 'is empty; send a JSON object, like {"queens":"2,4,1,3"}'],
    ['[]', 'body', 'must be a JSON object of queens, n, not an array'],
    ['null', 'body', 'must be a JSON object of queens, n, not null'],
    ['"2413"', 'body', 'must be a JSON object of queens, n, not text'],
    ['{"queens":2413}', 'queens', 'must be text: the board, written as for GET'],
    ['{"queens":"2413","n":"4"}', 'n', 'must be an integer, like 8'],
  ])('POST /api/verify %j names %s', async (sent, parameter, detail) => {
    for (const type of [undefined, 'application/json']) {
      const { response, body } = await post('/api/verify', sent, type)
      expect(response.status).toBe(400)
      expect(body).toMatchObject({ status: 400, parameter, detail })
    }
  })

  it('POST /api/jobs names the body or its field, never in zod’s words', async () => {
    for (const [sent, parameter] of [
      ['{n:5}', 'body'],
      ['[5]', 'body'],
      ['{"n":"5"}', 'n'],
      ['{"n":5,"algorithm":7}', 'algorithm'],
    ]) {
      const { response, body } = await post('/api/jobs', sent, 'application/json')
      expect(response.status, sent).toBe(400)
      expect(body, sent).toMatchObject({ parameter })
      expect(body.detail, sent).not.toMatch(/Invalid input|Malformed|expected/)
    }
  })
})

describe('values quoted as sent, cut short', () => {
  it('a huge n is quoted in digits, not as a float', async () => {
    for (const path of [
      '/api/count?n=99999999999999999999999',
      '/api/solve?n=99999999999999999999999',
    ]) {
      const { response, body } = await getJson(path)
      expect(response.status).toBe(400)
      expect(body.parameter).toBe('n')
      expect(body.detail).toContain('got 99999999999999999999999')
      expect(body.detail).not.toMatch(/e\+|Infinity/)
    }
    const budget = await getJson('/api/count?n=8&budget=99999999999999999999999')
    expect(budget.body.detail).toBe(
      'must be an integer from 1 to 999999999999999, got 99999999999999999999999',
    )
  })

  it('a huge n in a permalink image is quoted as sent', async () => {
    const n = '9'.repeat(400)
    const { response, body } = await getJson(`/s/${n}/1.svg`)
    expect(response.status).toBe(400)
    expect(body.parameter).toBe('n')
    expect(body.detail).not.toMatch(/Infinity|e\+/)
    expect(body.detail).toContain(`got ${'9'.repeat(60)}… (400 characters)`)
  })

  it('a long job id does not come back whole', async () => {
    const id = 'x'.repeat(65_120)
    for (const method of ['GET', 'DELETE']) {
      const response = await SELF.fetch(`${BASE}/api/jobs/${id}`, { method })
      const text = await response.text()
      expect(response.status).toBe(404)
      expect(text.length).toBeLessThan(400)
      expect(JSON.parse(text)).toMatchObject({ parameter: 'id' })
    }
  })

  it('a long unknown parameter name is cut in both parameter and detail', async () => {
    const name = 'y'.repeat(5_000)
    const { response, body } = await getJson(`/api/count?n=8&${name}=1`)
    expect(response.status).toBe(400)
    expect(JSON.stringify(body).length).toBeLessThan(600)
    expect(body.parameter).toMatch(/^y{60}… \(5000 characters\)$/)
  })
})

describe('permalink images and text name the path parameter as the contract does', () => {
  it.each(['/s/8/abc.svg', '/s/8/12.txt', '/s/8/~nope.png', '/s/8/9,9,9,9,9,9,9,9.svg'])(
    '%s names board',
    async (path) => {
      const { response, body } = await getJson(path)
      expect(response.status).toBe(400)
      expect(body.parameter).toBe('board')
    },
  )
})

describe('every route refuses unknown query parameters', () => {
  it('POST /api/verify?n=abc is a 400 naming n', async () => {
    const response = await SELF.fetch(`${BASE}/api/verify?n=abc&queens=zzz`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"queens":"2,4,1,3"}',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ parameter: 'n' })
  })

  it('POST /api/jobs and DELETE /api/jobs/{id} name theirs', async () => {
    const created = await SELF.fetch(`${BASE}/api/jobs?wait=5`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"n":5}',
    })
    expect(created.status).toBe(400)
    expect(await created.json()).toMatchObject({ parameter: 'wait' })
    const cancelled = await SELF.fetch(`${BASE}/api/jobs/n5-constellation?force=1`, {
      method: 'DELETE',
    })
    expect(cancelled.status).toBe(400)
    expect(await cancelled.json()).toMatchObject({ parameter: 'force' })
  })
})
