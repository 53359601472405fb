import { describe, expect, it } from 'vitest'
import { app } from './app.ts'
import { DEVELOPMENT_CURSOR_SECRET } from './lib/cursors/secret.ts'
import { maxBudget, readPolicy } from './lib/budget/policy.ts'

/** Unit tests of the handlers through `app.request(path, init, env)`, with environments chosen here. */
const PRODUCTION_WITHOUT_SECRET = { ENVIRONMENT: 'production', CPU_MS: '10' }
const PRODUCTION = {
  ENVIRONMENT: 'production',
  CPU_MS: '10',
  CURSOR_SECRET: 'a production secret, long',
}
const DEVELOPMENT = { ENVIRONMENT: 'development', CPU_MS: '10' }

async function call(path: string, env: object) {
  const response = await app.request(path, {}, env)
  return { response, body: await response.json<Record<string, any>>() }
}

describe('cursor signing by environment', () => {
  it('production without CURSOR_SECRET: partial answers carry no cursor and say why', async () => {
    const { response, body } = await call('/api/count?n=14&compute=true', PRODUCTION_WITHOUT_SECRET)
    expect(response.status).toBe(200)
    expect(body).toMatchObject({ status: 'partial', resumable: false })
    expect(body.cursor).toBeUndefined()
    expect(body.note).toMatch(/CURSOR_SECRET/)
  })

  it('production without CURSOR_SECRET: a cursor sent is a 503 problem, never a 500', async () => {
    const { body: dev } = await call('/api/count?n=14&compute=true', DEVELOPMENT)
    const { response, body } = await call(
      `/api/count?n=14&cursor=${dev.cursor}`,
      PRODUCTION_WITHOUT_SECRET,
    )
    expect(response.status).toBe(503)
    expect(response.headers.get('Content-Type')).toMatch(/^application\/problem\+json/)
    expect(body).toMatchObject({ type: '/api/docs#cursors-unavailable', parameter: 'cursor' })
  })

  it('development signs with the public key; production refuses what that key signed', async () => {
    expect(DEVELOPMENT_CURSOR_SECRET.length).toBeGreaterThanOrEqual(16)
    const { body: dev } = await call('/api/count?n=14&compute=true', DEVELOPMENT)
    expect(dev.resumable).toBe(true)
    const resumed = await call(`/api/count?n=14&cursor=${dev.cursor}`, DEVELOPMENT)
    expect(resumed.response.status).toBe(200)
    const refused = await call(`/api/count?n=14&cursor=${dev.cursor}`, PRODUCTION)
    expect(refused.response.status).toBe(400)
    expect(refused.body.detail).toMatch(/modified or was not issued/)
  })
})

describe('budgets from the CPU allowance', () => {
  it('CPU_MS sets the budget: the free profile runs a hundredth of the paid one', async () => {
    const free = await call('/api/count?n=20&compute=true', { ...DEVELOPMENT, CPU_MS: '10' })
    const paid = await call('/api/count?n=20&compute=true', { ...DEVELOPMENT, CPU_MS: '1000' })
    for (const [answer, cpuMs] of [
      [free, '10'],
      [paid, '1000'],
    ] as const) {
      const max = maxBudget(readPolicy({ CPU_MS: cpuMs }), 'constellation', 20)
      expect(answer.body.budget).toEqual({ budget: max, clamped: false, max })
    }
    expect(paid.body.budget.max / free.body.budget.max).toBeGreaterThan(95)
  })
})

describe('the OpenAPI document', () => {
  it('describes every API route from the same schemas that validate requests', async () => {
    const { body } = await call('/api/openapi.json', DEVELOPMENT)
    expect(body.openapi).toBe('3.1.0')
    for (const path of ['/api/count', '/api/solve', '/api/solutions', '/api/verify']) {
      expect(body.paths[path]?.get, path).toBeDefined()
    }
    const countParams = body.paths['/api/count'].get.parameters.map((p: { name: string }) => p.name)
    expect(countParams).toEqual(
      expect.arrayContaining(['n', 'algorithm', 'budget', 'cursor', 'compute']),
    )
    expect(body.components.schemas.Problem).toBeDefined()
  })

  it('renders the reference page without any third-party script', async () => {
    const response = await app.request('/api/docs', {}, DEVELOPMENT)
    const page = await response.text()
    expect(page).toContain('GET /api/count')
    expect(page).toContain('id="invalid-input"')
    expect(page).not.toMatch(/<script[^>]+src="https?:/)
  })
})
