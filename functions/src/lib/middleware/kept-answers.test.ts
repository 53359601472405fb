import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { keptKey } from './kept-key.ts'
import { BASE } from '../../../test/helpers.ts'

/**
 * @module
 * Kept answers, against miniflare's real Cache API. The cache outlives a test (and may be shared
 * with other test files), so each test forgets the entries it means to see made; and the Worker
 * keeps an answer after responding (`waitUntil`), so a test waits for the entry before asking again.
 */

/** Two clients, as the edge reports them (RFC 5737 addresses no other test file uses). */
const FIRST = '203.0.113.71'
const SECOND = '203.0.113.72'

function ask(path: string, ip = FIRST, headers: Record<string, string> = {}): Promise<Response> {
  return SELF.fetch(`${BASE}${path}`, { headers: { ...headers, 'CF-Connecting-IP': ip } })
}

function keyOf(path: string): string {
  const key = keptKey(new URL(`${BASE}${path}`), env.CF_VERSION_METADATA.id)
  if (key === undefined) throw new Error(`${path} is not a kept route`)
  return key
}

async function forget(...paths: string[]): Promise<void> {
  for (const path of paths) await caches.default.delete(keyOf(path))
}

/** The kept entry for `path`, once the Worker's `waitUntil` has stored it. */
async function keptEntry(path: string): Promise<Response> {
  for (let tries = 0; tries < 200; tries++) {
    const entry = await caches.default.match(keyOf(path))
    if (entry !== undefined) return entry
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`${path} was not kept`)
}

/** Asserts that nothing is kept for `path`, giving a pending `waitUntil` time to show up. */
async function expectNotKept(path: string): Promise<void> {
  for (let tries = 0; tries < 20; tries++) {
    expect(await caches.default.match(keyOf(path)), path).toBeUndefined()
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/**
 * Headers as a sorted list of pairs, without X-Kept and the ones a cache adds to what it kept (its
 * Age, Date, and the Content-Length of the stored body).
 */
const CACHE_ADDED = new Set(['x-kept', 'age', 'date', 'content-length'])
function headersOf(response: Response): [string, string][] {
  return [...response.headers].filter(([name]) => !CACHE_ADDED.has(name)).sort()
}

describe('kept answers', () => {
  it('keeps a complete count: another client gets the same bytes and headers, nothing counted', async () => {
    const path = '/api/count?n=15'
    await forget(path)
    let started = performance.now()
    const first = await ask(path, FIRST)
    const computing = performance.now() - started
    const computed = new Uint8Array(await first.arrayBuffer())
    expect(first.status).toBe(200)
    expect(first.headers.get('X-Kept')).toBe('miss')
    const entry = await keptEntry(path)
    expect(new Uint8Array(await entry.arrayBuffer())).toEqual(computed)
    expect(entry.headers.has('X-Kept')).toBe(false)

    started = performance.now()
    const second = await ask(path, SECOND)
    const answering = performance.now() - started
    expect(second.headers.get('X-Kept')).toBe('hit')
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(computed)
    // Counting n = 15 takes about 300 ms; answering what was kept, a few.
    expect(answering).toBeLessThan(computing / 5)
    // ETag, Cache-Control, CORS and security headers: all as the computed answer had them.
    expect(headersOf(second)).toEqual(headersOf(first))
    expect(second.headers.get('ETag')).toMatch(/^"[0-9a-f]{40}"$/)
    expect(second.headers.get('Cache-Control')).toBe('public, max-age=86400')
    expect(second.headers.get('Access-Control-Allow-Origin')).toBe('*')
    expect(second.headers.get('X-Content-Type-Options')).toBe('nosniff')
    const body = JSON.parse(new TextDecoder().decode(computed))
    expect(body).toMatchObject({ n: 15, status: 'complete', total: '2279184' })
    expect(body.nodes).toBeGreaterThan(0)
  })

  it('answers what is kept without computing: a planted entry comes back as it was put', async () => {
    const path = '/api/count?n=14&algorithm=bitmask'
    const planted = '{"planted":true}'
    await caches.default.put(
      keyOf(path),
      new Response(planted, {
        headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=86400' },
      }),
    )

    const response = await ask(path)
    expect(response.headers.get('X-Kept')).toBe('hit')
    expect(await response.text()).toBe(planted)
    await forget(path)
  })

  it('answers If-None-Match on a kept answer with a 304', async () => {
    const path = '/api/verify?queens=2,4,1,3'
    await forget(path)
    const first = await ask(path)
    await keptEntry(path)
    const again = await ask(path, SECOND, { 'If-None-Match': first.headers.get('ETag')! })
    expect(again.status).toBe(304)
    expect(again.headers.get('ETag')).toBe(first.headers.get('ETag'))
  })

  it('finds the same entry for the same question in another order or with defaults spelled out', async () => {
    const same = [
      ['/api/count?n=11&algorithm=bitmask', '/api/count?compute=false&algorithm=bitmask&n=11'],
      ['/api/count?n=12', '/api/count?algorithm=constellation&n=12'],
      ['/api/count?n=6&queens=1:2', '/api/count?queens=1:2&n=6'],
      ['/api/verify?queens=2,4,1,3&n=4', '/api/verify?n=4&queens=2,4,1,3'],
      [
        '/api/solve?n=40&method=min-conflicts',
        '/api/solve?seed=1&format=list&method=min-conflicts&n=40',
      ],
      ['/s/8/47382516.svg', '/s/8/47382516.svg?theme=light'],
    ]
    for (const [asked, askedAgain] of same) {
      await forget(asked)
      const first = await ask(asked)
      expect(first.headers.get('X-Kept'), asked).toBe('miss')
      const computed = await first.text()
      await keptEntry(asked)
      const second = await ask(askedAgain, SECOND)
      expect(second.headers.get('X-Kept'), askedAgain).toBe('hit')
      expect(await second.text()).toBe(computed)
    }
  })

  it('never merges questions whose answers differ', async () => {
    await forget('/api/count?n=6&queens=1:2', '/api/solve?n=40&method=min-conflicts')
    await ask('/api/count?n=6&queens=1:2')
    await keptEntry('/api/count?n=6&queens=1:2')
    // With queens, naming the default counter is refused, not answered as completions.
    const refused = await ask('/api/count?n=6&queens=1:2&algorithm=constellation')
    expect(refused.status).toBe(400)
    expect(refused.headers.get('X-Kept')).toBe('miss')
    await ask('/api/solve?n=40&method=min-conflicts')
    await keptEntry('/api/solve?n=40&method=min-conflicts')
    const other = await ask('/api/solve?n=40&method=min-conflicts&seed=2')
    expect(other.headers.get('X-Kept')).toBe('miss')
    expect((await other.json<{ seed: number }>()).seed).toBe(2)
    // A name given twice is read first-wins: such requests are not kept at all.
    expect(keptKey(new URL(`${BASE}/s/8/47382516.png?theme=dark&theme=light`), 'v')).toBe(undefined)
  })

  it('keeps permalink pages and images byte for byte', async () => {
    for (const path of ['/s/8/47382516', '/s/8/47382516.png?theme=dark', '/s/8/47382516.txt']) {
      await forget(path)
      const first = await ask(path)
      const computed = new Uint8Array(await first.arrayBuffer())
      expect(first.headers.get('X-Kept'), path).toBe('miss')
      await keptEntry(path)
      const second = await ask(path, SECOND)
      expect(second.headers.get('X-Kept'), path).toBe('hit')
      expect(new Uint8Array(await second.arrayBuffer())).toEqual(computed)
      expect(headersOf(second)).toEqual(headersOf(first))
    }
  })

  it('keeps a shared permalink once, whatever tracking parameters its links carry', async () => {
    const variants = [
      ['/s/8/47382516', '/s/8/47382516?utm_source=newsletter&utm_medium=email'],
      ['/s/8/47382516?fbclid=IwAR0x', '/s/8/47382516?utm_source=chat&gclid=abc'],
      ['/s/8/47382516.png?theme=dark&utm_campaign=launch', '/s/8/47382516.png?theme=dark'],
      // A parameter whose name cannot be decoded is ignored by the page like any other.
      ['/s/8/47382516.txt?%E0=1', '/s/8/47382516.txt?mc_cid=42'],
    ]
    for (const [asked, askedAgain] of variants) {
      await forget(asked)
      const first = await ask(asked)
      expect(first.status, asked).toBe(200)
      expect(first.headers.get('X-Kept'), asked).toBe('miss')
      const computed = new Uint8Array(await first.arrayBuffer())
      await keptEntry(askedAgain)
      const second = await ask(askedAgain, SECOND)
      expect(second.headers.get('X-Kept'), askedAgain).toBe('hit')
      expect(new Uint8Array(await second.arrayBuffer())).toEqual(computed)
    }
    // The API refuses what it does not read, kept answer or not.
    await ask('/api/count?n=9')
    await keptEntry('/api/count?n=9')
    const refused = await ask('/api/count?n=9&utm_source=chat')
    expect(refused.status).toBe(400)
    expect(refused.headers.get('X-Kept')).toBe('miss')
  })

  it('on a *.workers.dev host, where the Cache API does nothing, neither keeps nor claims to', async () => {
    const url = 'https://nqueens-edge.example.workers.dev/api/count?n=9'
    const key = keptKey(new URL(url), env.CF_VERSION_METADATA.id)!
    await caches.default.delete(key)
    for (const _ of [1, 2]) {
      const response = await SELF.fetch(url, { headers: { 'CF-Connecting-IP': FIRST } })
      expect(await response.json()).toMatchObject({ n: 9, total: '352' })
      expect(response.headers.has('X-Kept')).toBe(false)
      for (let tries = 0; tries < 20; tries++) {
        expect(await caches.default.match(key)).toBeUndefined()
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    }
  })

  it('does not keep steps of a walk: a budget, a cursor, or a partial answer', async () => {
    const budgeted = '/api/count?n=10&algorithm=bitmask&budget=6000'
    const step = await ask(budgeted)
    const { cursor } = await step.json<{ cursor: string }>()
    expect(step.headers.has('X-Kept')).toBe(false)
    expect(keptKey(new URL(`${BASE}${budgeted}`), 'v')).toBeUndefined()
    const resumed = await ask(
      `/api/count?n=10&algorithm=bitmask&cursor=${encodeURIComponent(cursor)}`,
    )
    expect(resumed.status).toBe(200)
    expect(resumed.headers.has('X-Kept')).toBe(false)

    // No budget, no cursor, but n = 20 does not fit one request: a partial first step.
    const partial = '/api/count?n=20&algorithm=bitmask&compute=true'
    await forget(partial)
    for (const _ of [1, 2]) {
      const response = await ask(partial)
      expect((await response.json<{ status: string }>()).status).toBe('partial')
      expect(response.headers.get('X-Kept')).toBe('miss')
      await expectNotKept(partial)
    }
  })

  it('does not keep errors, and rate limits kept answers like any other', async () => {
    for (const path of ['/api/count?n=0', '/s/8/99999999']) {
      await forget(path)
      for (const _ of [1, 2]) {
        const response = await ask(path)
        expect(response.status, path).toBe(400)
        expect(response.headers.get('X-Kept')).toBe('miss')
        await expectNotKept(path)
      }
    }
    const path = '/api/verify?queens=2,4,1,3'
    await ask(path)
    await keptEntry(path)
    const ip = '203.0.113.73'
    let refused: Response | undefined
    for (let tries = 0; tries < 500 && refused === undefined; tries++) {
      const response = await ask(path, ip)
      if (response.status === 429) refused = response
      else expect(response.headers.get('X-Kept')).toBe('hit')
      await response.arrayBuffer()
    }
    expect(refused?.status).toBe(429)
    expect(refused?.headers.has('X-Kept')).toBe(false)
    expect((await keptEntry(path)).status).toBe(200)
  })
})
