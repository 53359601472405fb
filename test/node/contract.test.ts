import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OFFLINE_ENV } from '../../scripts/offline-env.ts'
import {
  CLIENT_TYPES_PATH,
  fetchContract,
  generateClientTypes,
} from '../../scripts/client-types.ts'

const ROOT = resolve(import.meta.dirname, '../..')

/**
 * The contract as client generators read it: what GET /api/openapi.json serves passes `redocly
 * lint` with Redocly's recommended rules (redocly.yaml), and the committed typed client
 * (test/client/, `npm run client:types`) is what openapi-typescript makes of it today.
 */
describe('the served OpenAPI contract', () => {
  let contract: Record<string, unknown>
  let dir: string
  beforeAll(async () => {
    contract = await fetchContract()
    dir = mkdtempSync(join(tmpdir(), 'nqueens-contract-'))
  }, 60_000)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('lints clean with redocly recommended rules: no error, no warning', () => {
    const file = join(dir, 'openapi.json')
    writeFileSync(file, JSON.stringify(contract))
    const run = spawnSync(
      join(ROOT, 'node_modules/.bin/redocly'),
      ['lint', '--config', join(ROOT, 'redocly.yaml'), '--format', 'summary', file],
      { cwd: ROOT, env: { ...process.env, ...OFFLINE_ENV, NO_COLOR: '1' }, encoding: 'utf8' },
    )
    const output = `${run.stdout}${run.stderr}`
    expect(output).toContain('Your API description is valid')
    expect(output).not.toMatch(/warning|error\s/)
    expect(run.status, output).toBe(0)
  })

  it('names every operation, declares it public and documents its 4xx and 429', () => {
    const ids = new Set<string>()
    for (const [path, item] of Object.entries(contract.paths as Record<string, object>)) {
      for (const [method, operation] of Object.entries(item as Record<string, Operation>)) {
        const where = `${method.toUpperCase()} ${path}`
        expect(operation.operationId, where).toMatch(/^[a-z][A-Za-z]+$/)
        expect(ids.has(operation.operationId!), `${where}: a second ${operation.operationId}`).toBe(
          false,
        )
        ids.add(operation.operationId!)
        expect(operation.security, where).toEqual([])
        expect(operation.responses['429'], where).toBeDefined()
        const clientErrors = Object.keys(operation.responses).filter((s) => /^4\d\d$/.test(s))
        expect(clientErrors.length, where).toBeGreaterThanOrEqual(1)
      }
    }
    expect(ids).toContain('getOembed')
    expect((contract.info as { license?: { name: string } }).license?.name).toBe('MIT')
  })

  it('the committed typed client matches the contract (else run `npm run client:types`)', async () => {
    const fresh = await generateClientTypes(contract)
    expect(readFileSync(CLIENT_TYPES_PATH, 'utf8')).toBe(fresh)
  })
})

interface Operation {
  operationId?: string
  security?: unknown[]
  responses: Record<string, unknown>
}
