import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readPolicy } from '../../functions/src/lib/budget/policy.ts'
import { readRouteMaxN } from '../../functions/src/lib/limits/route-limits.ts'
import { MAX_CURSOR, MAX_URL_BYTES, URL_ROOM } from '../../functions/src/lib/http/limits.ts'
import { OFFLINE_ENV } from '../harness/offline-env.ts'
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

  it('names the local server and a variable for a deployment, and types its own 200', () => {
    expect(contract.servers).toEqual([
      expect.objectContaining({ url: 'http://127.0.0.1:8787' }),
      expect.objectContaining({
        url: '{origin}',
        variables: { origin: expect.objectContaining({ default: 'http://127.0.0.1:8787' }) },
      }),
    ])
    const own = (contract.paths as any)['/api/openapi.json'].get.responses['200']
    expect(own.content['application/json'].schema).toMatchObject({
      type: 'object',
      required: ['openapi', 'info', 'paths'],
    })
  })

  it('declares every whole number an integer with its bounds, exact as JSON numbers', () => {
    const seen = new Set<string>()
    for (const [path, item] of Object.entries(contract.paths as Record<string, object>)) {
      for (const [method, operation] of Object.entries(item as Record<string, Operation>)) {
        for (const { name, schema } of operation.parameters ?? []) {
          const where = `${method.toUpperCase()} ${path} ${name}`
          // No parameter is declared as digits in a string: generated clients would want text.
          expect(schema.pattern, where).toBeUndefined()
          if (!WHOLE_NUMBERS.includes(name)) continue
          seen.add(name)
          expect(schema.type, where).toBe('integer')
          expect(Number.isSafeInteger(schema.minimum), where).toBe(true)
          expect(Number.isSafeInteger(schema.maximum), where).toBe(true)
          expect(schema.maximum!, where).toBeGreaterThan(schema.minimum!)
        }
      }
    }
    expect([...seen].sort()).toEqual([...WHOLE_NUMBERS].sort())
  })

  it('allows no URL over the 16 KB Cloudflare takes, with the longest host name there is', () => {
    const origin = `https://${'h'.repeat(253)}`
    const longest: Record<string, number> = {}
    for (const [path, item] of Object.entries(contract.paths as Record<string, object>)) {
      const get = (item as Record<string, Operation>).get
      if (!get) continue
      const value = ({ name, schema }: { name: string; schema: Schema }): string => {
        // oEmbed's url is a whole URL in the query, and a board's commas and colons are escaped
        // by most generated clients (%2C): each character may take three.
        if (['url', 'queens', 'board'].includes(name)) return '%2C'.repeat(schema.maxLength!)
        if (schema.enum) return schema.enum.reduce((a, b) => (b.length > a.length ? b : a), '')
        if (schema.type === 'integer') return String(schema.maximum)
        if (schema.type === 'boolean') return 'false'
        expect(schema.maxLength, `${path} ${name}: every text has a maximum`).toBeDefined()
        return 'x'.repeat(schema.maxLength!)
      }
      const parameters = get.parameters ?? []
      const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
        value(parameters.find((p) => p.name === name)!),
      )
      const query = parameters
        .filter((p) => p.in === 'query')
        .map((p) => `${p.name}=${value(p)}`)
        .join('&')
      const url = `${origin}${filled}${query ? `?${query}` : ''}`
      longest[path] = url.length
      expect(url.length, path).toBeLessThanOrEqual(MAX_URL_BYTES)
    }
    // The routes that take a cursor share the room with queens: both at their longest still fit.
    for (const path of ['/api/count', '/api/solve', '/api/solutions']) {
      expect(longest[path], path).toBeGreaterThan(URL_ROOM)
      const cursor = (contract.paths as any)[path].get.parameters.find(
        (p: any) => p.name === 'cursor',
      )
      expect(cursor.schema.maxLength, path).toBe(MAX_CURSOR)
    }
  })

  it('closes every tuple (prefixItems and its length) and types compute a boolean', () => {
    const tuples: Record<string, unknown>[] = []
    const walk = (node: unknown): void => {
      if (typeof node !== 'object' || node === null) return
      const schema = node as Record<string, unknown>
      if (Array.isArray(schema.prefixItems)) tuples.push(schema)
      for (const value of Object.values(schema)) walk(value)
    }
    walk(contract)
    expect(tuples.length).toBeGreaterThanOrEqual(1)
    for (const tuple of tuples) {
      const length = (tuple.prefixItems as unknown[]).length
      expect(tuple).toMatchObject({ minItems: length, maxItems: length })
    }
    const count = (contract.paths as any)['/api/count'].get
    const compute = count.parameters.find((p: { name: string }) => p.name === 'compute')
    expect(compute.schema.type).toBe('boolean')
  })

  it("states each route's largest n as this deployment takes it", () => {
    const largest = readRouteMaxN(readPolicy(undefined))
    const paths = contract.paths as Record<string, Record<string, Operation>>
    const maximumOf = (path: string, method = 'get') =>
      paths[path][method].parameters?.find((p) => p.name === 'n')?.schema.maximum
    expect(maximumOf('/api/count')).toBe(largest['/api/count'])
    expect(maximumOf('/api/solve')).toBe(largest['/api/solve'])
    expect(maximumOf('/api/solutions')).toBe(largest['/api/solutions'])
    expect(maximumOf('/api/verify')).toBe(largest['/api/verify'])
    expect(maximumOf('/s/{n}/{board}.png')).toBe(largest['/s/'])
    const schemas = (contract.components as { schemas: Record<string, Schema> }).schemas
    expect(schemas.JobRequest.properties?.n.maximum).toBe(largest['/api/jobs'])
  })

  it('gives every body it answers a schema: text as text, the PNG as bytes', () => {
    const paths = contract.paths as Record<string, Record<string, Operation>>
    for (const [path, item] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          const content = (response as { content?: Record<string, { schema?: Schema }> }).content
          for (const [type, media] of Object.entries(content ?? {})) {
            const where = `${method.toUpperCase()} ${path} ${status} ${type}`
            expect(media.schema, where).toBeDefined()
            if (/^text\/|^image\/svg/.test(type))
              expect(media.schema, where).toEqual({ type: 'string' })
            if (type === 'image/png') {
              expect(media.schema, where).toEqual({ type: 'string', format: 'binary' })
            }
          }
        }
      }
    }
  })

  it("declares the permalinks' board non-empty and the query parameters each form reads", () => {
    const paths = contract.paths as Record<string, Record<string, Operation>>
    const queryOf = (path: string) =>
      (paths[path].get.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name)
    const forms = Object.keys(paths).filter((path) => path.startsWith('/s/'))
    expect(forms).toHaveLength(5)
    for (const path of forms) {
      const board = paths[path].get.parameters?.find((p) => p.name === 'board')
      expect(board?.schema.minLength, path).toBe(1)
    }
    expect(queryOf('/s/{n}/{board}')).toEqual([])
    expect(queryOf('/s/{n}/{board}.txt')).toEqual([])
    expect(queryOf('/s/{n}/{board}.svg')).toEqual(['theme'])
    expect(queryOf('/s/{n}/{board}.png').sort()).toEqual(['theme', 'width'])
    expect(queryOf('/s/{n}/{board}/embed')).toEqual(['theme'])
  })

  it('declares the request types a JSON body is read from, and a 413 for one too large', () => {
    const paths = contract.paths as Record<string, Record<string, Operation>>
    for (const path of ['/api/jobs', '/api/verify']) {
      const post = paths[path].post
      const content = post.requestBody!.content
      expect(Object.keys(content), path).toEqual(['application/json', 'text/plain;charset=UTF-8'])
      expect(content['text/plain;charset=UTF-8'].schema).toEqual(content['application/json'].schema)
      expect(post.requestBody!.description, path).toContain('no Content-Type')
      expect(post.responses['413'], path).toBeDefined()
    }
  })

  it('the committed typed client matches the contract (else run `npm run client:types`)', async () => {
    const fresh = await generateClientTypes(contract)
    expect(readFileSync(CLIENT_TYPES_PATH, 'utf8')).toBe(fresh)
  })
})

/** The parameters that are whole numbers: each is `type: integer` with its bounds. */
const WHOLE_NUMBERS = [
  'n',
  'budget',
  'seed',
  'limit',
  'wait',
  'since',
  'maxwidth',
  'maxheight',
  'width',
]

interface Schema {
  type?: string
  format?: string
  minLength?: number
  enum?: string[]
  maxLength?: number
  pattern?: string
  minimum?: number
  maximum?: number
  properties?: Record<string, Schema>
}

interface Operation {
  operationId?: string
  security?: unknown[]
  responses: Record<string, unknown>
  parameters?: { name: string; in: string; schema: Schema }[]
  requestBody?: { description?: string; content: Record<string, { schema?: Schema }> }
}
