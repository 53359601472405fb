import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { BASE } from '../../../test/helpers.ts'

/**
 * Security headers on everything the Worker answers (through `SELF.fetch`): a CSP with no inline
 * script, never frameable by other sites (only the site's /embed/ pages are: site/public/_headers,
 * checked on the served site by test/browser/embed.test.ts), nosniff and a Referrer-Policy.
 */
const WORKER_PATHS = [
  '/api/count?n=8',
  '/api/count?n=abc',
  '/api/verify?queens=2413',
  '/api/openapi.json',
  '/api/docs',
  '/api/nowhere',
  '/s/8/4,7,3,8,2,5,1,6',
  '/s/8/4,7,3,8,2,5,1,6.svg',
  '/s/8/4,7,3,8,2,5,1,6.txt',
  '/s/8/99',
]

async function headersOf(path: string): Promise<Headers> {
  const response = await SELF.fetch(`${BASE}${path}`)
  await response.arrayBuffer()
  expect(response.status, path).toBeLessThan(500)
  return response.headers
}

function expectCommon(headers: Headers, path: string): string {
  expect(headers.get('X-Content-Type-Options'), path).toBe('nosniff')
  expect(headers.get('Referrer-Policy'), path).toBe('strict-origin-when-cross-origin')
  const csp = headers.get('Content-Security-Policy') ?? ''
  expect(csp, path).not.toBe('')
  // No inline or eval'd script anywhere.
  expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
  expect(csp, path).toMatch(/(script-src|default-src) ('self'|'none')/)
  return csp
}

describe('security headers', () => {
  it('every Worker answer: strict CSP, never frameable by other sites', async () => {
    for (const path of WORKER_PATHS) {
      const csp = expectCommon(await headersOf(path), path)
      expect(csp, path).toMatch(/frame-ancestors '(none|self)'/)
    }
  })
})
