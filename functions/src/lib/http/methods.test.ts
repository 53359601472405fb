import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { BASE, getJson } from '../../../test/helpers.ts'

/**
 * Every route of the contract, and the Worker's others: a method the path does not take is a 405
 * problem whose `Allow` lists the ones it does (HEAD with GET; OPTIONS where CORS answers
 * preflights), while a path that does not exist stays a 404 whatever the method.
 */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
const EXAMPLES: Record<string, string> = {
  '{id}': 'n5-constellation',
  '{n}': '8',
  '{board}': '2413',
}

/** The contract's paths with example values, and the methods each declares. */
async function contractRoutes(): Promise<[path: string, methods: string[]][]> {
  const { body } = await getJson('/api/openapi.json')
  return Object.entries(body.paths as Record<string, object>).map(([template, item]) => [
    template.replace(/\{\w+\}/g, (name) => EXAMPLES[name]),
    Object.keys(item).map((method) => method.toUpperCase()),
  ])
}

describe('methods', () => {
  it('a wrong method on any route is a 405 problem with Allow', async () => {
    const routes = await contractRoutes()
    routes.push(['/robots.txt', ['GET']], ['/sitemap.xml', ['GET']], ['/s/-/page.js', ['GET']])
    expect(routes.length).toBeGreaterThan(15)
    for (const [path, declared] of routes) {
      const crossOrigin = path.startsWith('/api/') || path.startsWith('/s/')
      const allowed = [...declared, ...(declared.includes('GET') ? ['HEAD'] : [])]
      if (crossOrigin) allowed.push('OPTIONS')
      const expected = METHODS.filter((m) => allowed.includes(m)).join(', ')
      for (const method of METHODS.filter((m) => !allowed.includes(m))) {
        const response = await SELF.fetch(`${BASE}${path}`, { method })
        const where = `${method} ${path}`
        expect(response.status, where).toBe(405)
        expect(response.headers.get('Allow'), where).toBe(expected)
        expect(response.headers.get('Content-Type'), where).toMatch(/^application\/problem\+json/)
        // A HEAD answer has the headers of the 405 and no body.
        if (method === 'HEAD') continue
        expect(await response.json(), where).toMatchObject({
          status: 405,
          detail: `${path} takes ${expected}, not ${method}`,
        })
      }
    }
  })

  it('HEAD answers a GET route without a body, and OPTIONS answers a preflight', async () => {
    const head = await SELF.fetch(`${BASE}/api/count?n=8`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    const preflight = await SELF.fetch(`${BASE}/api/jobs`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://elsewhere.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toContain('POST')
  })

  it('a path no route has is a 404 whatever the method', async () => {
    for (const method of METHODS.filter((m) => m !== 'OPTIONS')) {
      for (const path of [
        '/api/nothing-here',
        '/api/count/extra',
        '/api/jobs/n5-constellation/x',
      ]) {
        const response = await SELF.fetch(`${BASE}${path}`, { method })
        expect(response.status, `${method} ${path}`).toBe(404)
        expect(response.headers.get('Allow'), `${method} ${path}`).toBeNull()
      }
      const page = await SELF.fetch(`${BASE}/s/8`, { method })
      expect(page.status, `${method} /s/8`).toBe(404)
    }
  })
})
