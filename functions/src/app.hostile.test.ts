import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { BASE } from '../test/helpers.ts'
import { MAX_VERIFY_BODY } from './lib/http/limits.ts'

/**
 * Whatever a client sends, the answer is a 4xx problem naming the parameter: never a 500, a hang
 * or a CPU-limit kill. Each row: path, expected status, expected `parameter`.
 */
const LONG = 'x'.repeat(70_000)
const HOSTILE: [path: string, status: number, parameter?: string][] = [
  ['/api/count?n=abc', 400, 'n'],
  ['/api/count?n=', 400, 'n'],
  ['/api/count?n=-1', 400, 'n'],
  ['/api/count?n=0', 400, 'n'],
  ['/api/count?n=8.5', 400, 'n'],
  ['/api/count?n=1e3', 400, 'n'],
  ['/api/count?n=0x10', 400, 'n'],
  ['/api/count?n=%208', 400, 'n'],
  ['/api/count?n=99999999999999999999999', 400, 'n'],
  ['/api/count?n=999999999', 400, 'n'],
  ['/api/count?n=%E2%91%A7', 400, 'n'],
  ['/api/count?n=%F0%9F%91%91', 400, 'n'],
  ['/api/count?n=8&n=9', 400, 'n'],
  ['/api/count', 400, 'n'],
  ['/api/count?n=8&algorithm=quantum', 400, 'algorithm'],
  ['/api/count?n=8&algorithm=BITMASK', 400, 'algorithm'],
  ['/api/count?n=8&algorithm=__proto__', 400, 'algorithm'],
  ['/api/count?n=8&budget=0', 400, 'budget'],
  ['/api/count?n=8&budget=-5', 400, 'budget'],
  ['/api/count?n=8&budget=9999999999999999999999', 400, 'budget'],
  ['/api/count?n=8&compute=yes', 400, 'compute'],
  ['/api/count?n=8&cursor=garbage', 400, 'cursor'],
  ['/api/count?n=8&cursor=v1.e30.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 400, 'cursor'],
  [`/api/count?n=8&cursor=${LONG}`, 400, 'cursor'],
  ['/api/count?n=8&cursor=%00%01%02', 400, 'cursor'],
  ['/api/count?n=8&cursor=a&cursor=b', 400, 'cursor'],
  ['/api/verify', 400, 'queens'],
  ['/api/verify?queens=', 400, 'queens'],
  ['/api/verify?queens=%E2%99%9B%E2%99%9B', 400, 'queens'],
  ['/api/verify?queens=1,2,3&n=4', 400, 'queens'],
  ['/api/verify?queens=123456789012', 400, 'queens'],
  ['/api/verify?queens=1,,3', 400, 'queens'],
  ['/api/verify?queens=1,-2,3', 400, 'queens'],
  ['/api/verify?queens=99999999999999999999,1', 400, 'queens'],
  [`/api/verify?queens=${'1,'.repeat(9000)}1`, 400, 'queens'],
  ['/api/verify?queens=1:1&n=abc', 400, 'n'],
  ['/api/verify?queens=1:1', 400, 'n'],
  ['/api/verify?queens=2413&queens=3142', 400, 'queens'],
  ['/api/solve?n=100000000', 400, 'n'],
  ['/api/solve?n=8&seed=-1', 400, 'seed'],
  ['/api/solve?n=8&seed=99999999999', 400, 'seed'],
  ['/api/solve?n=8&method=teleport', 400, 'method'],
  ['/api/solve?n=49&method=first', 400, 'n'],
  ['/api/solve?n=8&method=first&cursor=v1.abc', 400, 'cursor'],
  ['/api/nothing-here', 404],
  ['/api', 404],
]

describe('hostile input', () => {
  it.each(HOSTILE)('%s → %i', async (path, status, parameter) => {
    const response = await SELF.fetch(`${BASE}${path}`)
    expect(response.status).toBe(status)
    expect(response.headers.get('Content-Type')).toMatch(/^application\/problem\+json/)
    const body = await response.json<Record<string, unknown>>()
    expect(body.status).toBe(status)
    expect(typeof body.detail).toBe('string')
    if (parameter) expect(body.parameter).toBe(parameter)
  })

  it('broken, empty, mistyped and oversized bodies', async () => {
    const post = (body: BodyInit, type = 'application/json') =>
      SELF.fetch(`${BASE}/api/verify`, { method: 'POST', headers: { 'Content-Type': type }, body })
    for (const broken of ['{', '{"queens":', 'null', '[]', '"2413"', '{"queens": 2413}', '']) {
      const response = await post(broken)
      expect(response.status, broken).toBe(400)
      expect(response.headers.get('Content-Type')).toMatch(/^application\/problem\+json/)
    }
    expect((await post('{"queens":"2413"}', 'text/plain')).status).toBe(415)
    const unknown = await post('{"queens":"2413","queen":"1"}')
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toMatchObject({
      parameter: 'queen',
      detail: 'is not a field of a verify request (did you mean queens?); it takes queens, n',
    })
    const huge = await post(
      JSON.stringify({ queens: '1,'.repeat(MAX_VERIFY_BODY / 2 + 1024) + '1' }),
    )
    expect(huge.status).toBe(413)
    expect(await huge.json()).toMatchObject({ status: 413, parameter: 'body' })
    const tooMany = await post(JSON.stringify({ queens: '0,'.repeat(1_000_000) + '0' }))
    expect(tooMany.status).toBe(400)
  })

  it('unknown pages outside /api are HTML 404s', async () => {
    const response = await SELF.fetch(`${BASE}/s/8`)
    expect(response.status).toBe(404)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'none'")
    expect(await response.text()).toContain('Not found')
  })
})
