import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../..')

/**
 * Bad requests of every kind, to every operation, answered as the contract declares: Stoplight
 * Prism (its proxy, the validator the issue used) stands between this test and `wrangler dev`
 * with the contract the Worker serves, and marks each answer whose status, content type, headers
 * or body the contract does not declare in an `sl-violations` header. The requests are made from
 * the contract itself (its paths, methods and parameter examples), not from a list of routes.
 */
interface Parameter {
  name: string
  in: string
  required?: boolean
  example?: string | number
  schema?: { example?: string | number }
}
interface Operation {
  parameters?: Parameter[]
  requestBody?: unknown
  responses: Record<string, unknown>
}
interface Sent {
  what: string
  status: number
  violations: { location: string[]; message: string }[]
}

/**
 * The problems a POST body can have, with the status each must get. Malformed JSON goes without a
 * Content-Type (read as JSON all the same): Prism 5.16 parses a body declared JSON itself, and
 * never answers when that fails.
 */
const BODIES = [
  { what: 'malformed JSON', body: '{', type: undefined, status: 400 },
  { what: 'an array', body: '[]', type: 'application/json', status: 400 },
  { what: 'a field of the wrong type', body: '{"n":"8","queens":8}', type: undefined, status: 400 },
  { what: 'a type that is not JSON', body: '{}', type: 'application/xml', status: 415 },
] as const

/**
 * A new client address for each request (wrangler dev reads CF-Connecting-IP from the request), so
 * that the rate limit, which has its own 429 declared, does not answer in place of the route.
 */
let clients = 0
const client = () => ({ 'CF-Connecting-IP': `10.77.${clients >> 8}.${clients++ & 255}` })

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as { port: number }
  await new Promise((done) => server.close(done))
  return port
}

describe('bad requests to every operation, held to the contract by Prism', () => {
  const baseUrl = inject('baseUrl')
  let dir: string
  let prism: ChildProcess
  let proxy: string
  let contract: { paths: Record<string, Record<string, Operation>> }

  beforeAll(async () => {
    mkdirSync(join(ROOT, 'test-artifacts'), { recursive: true })
    dir = mkdtempSync(join(ROOT, 'test-artifacts', 'prism-'))
    contract = await (await fetch(`${baseUrl}/api/openapi.json`)).json()
    writeFileSync(join(dir, 'openapi.json'), JSON.stringify(contract))
    const port = await freePort()
    proxy = `http://127.0.0.1:${port}`
    prism = spawn(
      join(ROOT, 'node_modules/.bin/prism'),
      [
        'proxy',
        join(dir, 'openapi.json'),
        baseUrl,
        '--port',
        String(port),
        // The requests are bad on purpose: Prism checks the answers only.
        '--validate-request',
        'false',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
    )
    let output = ''
    prism.stdout!.on('data', (chunk) => (output += chunk))
    prism.stderr!.on('data', (chunk) => (output += chunk))
    for (let tries = 0; ; tries++) {
      if (output.includes('Prism is listening')) break
      if (tries > 300 || prism.exitCode !== null) throw new Error(`prism did not start:\n${output}`)
      await new Promise((done) => setTimeout(done, 100))
    }
  }, 60_000)

  afterAll(() => {
    if (prism?.pid) process.kill(-prism.pid)
    rmSync(dir, { recursive: true, force: true })
  })

  /** One request through Prism; its answer's violations of the contract (the response's only). */
  async function send(what: string, path: string, init: RequestInit = {}): Promise<Sent> {
    const headers = { ...client(), ...(init.headers as Record<string, string>) }
    const response = await fetch(`${proxy}${path}`, { ...init, headers })
    await response.arrayBuffer()
    const header = response.headers.get('sl-violations')
    const violations = (header ? JSON.parse(header) : []).filter(
      (violation: { location: string[] }) => violation.location[0] === 'response',
    )
    return { what: `${init.method ?? 'GET'} ${path}: ${what}`, status: response.status, violations }
  }

  function example(parameter: Parameter): string {
    const value = parameter.example ?? parameter.schema?.example
    return String(value ?? (parameter.name === 'url' ? `${baseUrl}/s/8/47382516` : '8'))
  }

  /** The operation's path and required query, filled from the contract's examples. */
  function filled(path: string, operation: Operation, extra: Record<string, string> = {}) {
    const parameters = operation.parameters ?? []
    const concrete = path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(example(parameters.find((p) => p.name === name && p.in === 'path')!)),
    )
    const query = new URLSearchParams()
    for (const parameter of parameters) {
      // What an operation needs to answer 200: its required parameters, and n where it takes one.
      if (parameter.in === 'query' && (parameter.required || parameter.name === 'n')) {
        query.set(parameter.name, example(parameter))
      }
    }
    for (const [name, value] of Object.entries(extra)) query.set(name, value)
    return query.size ? `${concrete}?${query}` : concrete
  }

  it('answers each as the contract declares: status, headers and body', async () => {
    const sent: Sent[] = []
    for (const [path, item] of Object.entries(contract.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const init = { method: method.toUpperCase() }
        if (method === 'post') {
          for (const { what, body, type, status } of BODIES) {
            const headers: Record<string, string> = type ? { 'Content-Type': type } : {}
            const answer = await send(what, filled(path, operation), { ...init, headers, body })
            expect(answer.status, answer.what).toBe(status)
            sent.push(answer)
          }
          const huge = new TextEncoder().encode(`{"n":8,"queens":"${'1,'.repeat(6_000_001)}1"}`)
          sent.push(
            await send('a body over the limit', filled(path, operation), { ...init, body: huge }),
          )
          expect(sent.at(-1)!.status, sent.at(-1)!.what).toBe(413)
        }
        // An unknown parameter: a 400 on the API, ignored by the pages for people.
        sent.push(await send('an unknown parameter', filled(path, operation, { zzz: '1' }), init))
        if (method === 'get') {
          const first = await fetch(`${proxy}${filled(path, operation)}`, { headers: client() })
          await first.arrayBuffer()
          const etag = first.headers.get('ETag')
          if (first.status === 200 && etag) {
            const again = await send('If-None-Match', filled(path, operation), {
              headers: { 'If-None-Match': etag },
            })
            expect(again.status, again.what).toBe(304)
            sent.push(again)
          }
        }
        for (const parameter of operation.parameters ?? []) {
          if (parameter.in !== 'path') continue
          const bad = path.replace(`{${parameter.name}}`, `x${'9'.repeat(70)}`)
          sent.push(await send(`a bad ${parameter.name}`, filled(bad, operation), init))
        }
      }
    }
    // Answers that are not errors, with a tuple in them: conflicts.
    sent.push(await send('conflicts', '/api/verify?queens=1,2,3,4'))
    sent.push(
      await send('conflicts', '/api/verify', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"queens":"1,2,3,4"}',
      }),
    )
    // Prism's proxy answers an upstream 501 with a mock of its own (its way of filling in routes a
    // server has not built), so oEmbed's 501 is asked of the Worker directly and held to its
    // declared status.
    const xml = await fetch(`${baseUrl}/api/oembed?url=${baseUrl}/s/8/47382516&format=xml`)
    expect(xml.status).toBe(501)
    expect(await xml.json()).toMatchObject({ status: 501, parameter: 'format' })
    expect(contract.paths['/api/oembed'].get.responses['501']).toBeDefined()
    sent.push(await send('another origin', '/api/oembed?url=https://example.com/s/8/47382516'))

    const statuses = new Set(sent.map(({ status }) => status))
    for (const status of [304, 400, 404, 413, 415]) expect(statuses).toContain(status)
    const faults = sent.filter(({ violations }) => violations.length > 0)
    expect(faults.map(({ what, status, violations }) => ({ what, status, violations }))).toEqual([])
  })
})
