/// <reference types="vite/client" />
import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import wranglerToml from '../../../../wrangler.toml?raw'
import { BASE } from '../../../test/helpers.ts'
import { RETRY_AFTER_SECONDS } from '../http/limits.ts'

/**
 * The rate limit as configured in wrangler.toml, enforced by miniflare's local rate-limiting
 * binding: one address gets exactly `limit` answers, then 429s; another address is unaffected.
 * Each test uses its own documentation-range address (RFC 5737), so the tests do not share a
 * window with each other or with the other Worker tests (which send no CF-Connecting-IP).
 */
function readRateLimit(toml: string): { limit: number; period: number } {
  const section = /\[ratelimits\.simple\]([^[]*)/.exec(toml)?.[1] ?? ''
  const read = (key: string) => Number(new RegExp(`^${key}\\s*=\\s*(\\d+)`, 'm').exec(section)?.[1])
  return { limit: read('limit'), period: read('period') }
}

const { limit, period } = readRateLimit(wranglerToml)

function fromIp(ip: string, path = '/api/health'): Promise<Response> {
  return SELF.fetch(`${BASE}${path}`, { headers: { 'CF-Connecting-IP': ip } })
}

/** Sends requests from `ip` until the first 429 (or `max`); returns how many passed and the 429. */
async function hammer(
  ip: string,
  max: number,
  path?: string,
): Promise<{ passed: number; refused?: Response }> {
  for (let passed = 0; passed < max; passed++) {
    const response = await fromIp(ip, path)
    if (response.status === 429) return { passed, refused: response }
    expect(response.status).toBe(200)
    await response.arrayBuffer()
  }
  return { passed: max }
}

describe('rate limiting', () => {
  it('reads a limit and a period that the binding accepts, and Retry-After matches the period', () => {
    expect(limit).toBeGreaterThan(0)
    expect([10, 60]).toContain(period)
    expect(RETRY_AFTER_SECONDS).toBe(period)
  })

  it('lets one address make `limit` requests, then answers 429 problem+json with Retry-After', async () => {
    const { passed, refused } = await hammer('192.0.2.10', limit * 2)
    // The window may roll over once during the run, never more often than that.
    expect(passed).toBeGreaterThanOrEqual(limit)
    expect(passed).toBeLessThanOrEqual(limit * 2 - 1)
    expect(refused?.status).toBe(429)
    expect(refused?.headers.get('Content-Type')).toMatch(/^application\/problem\+json/)
    expect(refused?.headers.get('Retry-After')).toBe(String(period))
    expect(refused?.headers.get('Cache-Control')).toBe('no-store')
    expect(refused?.headers.get('Access-Control-Allow-Origin')).toBe('*')
    const problem = (await refused?.json()) as Record<string, unknown>
    expect(problem).toMatchObject({ status: 429, type: '/api/docs#rate-limited' })
    // Every route behind the Worker is limited, not only the one hammered: the next request to
    // another route is refused too, unless the window rolled over just now (then within `limit`).
    const count = await hammer('192.0.2.10', limit + 1, '/api/count?n=6')
    expect(count.passed).toBeLessThanOrEqual(limit)
    expect(count.refused?.status).toBe(429)
    await count.refused?.arrayBuffer()
  })

  it('refuses a permalink page as every route, with problem+json, not the page of its own errors', async () => {
    const { refused: page } = await hammer('192.0.2.30', limit * 2, '/s/8/47382516')
    expect(page?.status).toBe(429)
    expect(page?.headers.get('Content-Type')).toMatch(/^application\/problem\+json/)
    expect(page?.headers.get('Retry-After')).toBe(String(period))
    await page?.arrayBuffer()
  })

  it('keys by CF-Connecting-IP: another address still gets answers', async () => {
    await hammer('192.0.2.20', limit * 2)
    const other = await fromIp('192.0.2.21', '/api/count?n=6')
    expect(other.status).toBe(200)
    expect((await other.json<{ total: string }>()).total).toBe('4')
  })
})
