import type { OpenAPIHono } from '@hono/zod-openapi'
import { readPolicy } from '../../lib/budget/policy.ts'
import { readRouteMaxN, type RouteMaxN } from '../../lib/limits/route-limits.ts'
import { withSharedResponses } from './contract-responses.ts'
import { OPENAPI_INFO } from './openapi-info.ts'
import type { AppEnv } from '../../lib/http/env.ts'

type Document = ReturnType<OpenAPIHono['getOpenAPI31Document']>
type Schema = { maximum?: number; properties?: Record<string, Schema> }
type Operation = {
  security?: unknown[]
  responses?: Record<string, unknown>
  parameters?: { name: string; schema?: Schema }[]
  requestBody?: { content?: Record<string, { schema?: Schema }> }
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const

/**
 * The OpenAPI document as served (/api/openapi.json, /api/docs): the routes' own schemas, plus
 * what the app's middleware does to every route, stated once here rather than in each route:
 * no route asks for credentials (`security: []`), and every route may answer the statuses of
 * resources/docs/contract-responses.ts (304, 400, 405, 413, 415, 429, 503). And n's `maximum` on each route is
 * this deployment's (lib/limits/route-limits.ts), which the CPU allowance sets, not a fixed number.
 */
export function buildContract(app: OpenAPIHono<AppEnv>, env?: Env): Document {
  const document = app.getOpenAPI31Document(OPENAPI_INFO)
  const maxN = readRouteMaxN(readPolicy(env))
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const largest = maxN[(path.startsWith('/s/') ? '/s/' : path) as keyof RouteMaxN]
    for (const method of METHODS) {
      const operation = (item as Record<string, Operation | undefined>)[method]
      if (!operation) continue
      operation.security = []
      operation.responses = withSharedResponses(method, path, operation.responses)
      if (largest === undefined) continue
      for (const parameter of operation.parameters ?? []) {
        if (parameter.name === 'n' && parameter.schema) parameter.schema.maximum = largest
      }
      const body = operation.requestBody?.content?.['application/json']?.schema?.properties?.n
      if (body) body.maximum = largest
    }
  }
  const job = (document.components?.schemas?.JobRequest as Schema | undefined)?.properties?.n
  if (job) job.maximum = maxN['/api/jobs']
  closeTuples(document)
  return document
}

/**
 * zod writes a tuple as `prefixItems` alone, which allows more items of any type after them, so
 * several generators type it `any[]`. Every tuple is stated closed by its length: `minItems` and
 * `maxItems` equal to its items, which says what `items: false` would. That is not written:
 * Stoplight Prism 5.16 reads `items: false` as "no item at all" and flags every tuple in a valid
 * answer (test/browser/contract-answers.test.ts holds answers with conflicts to the contract).
 */
function closeTuples(node: unknown): void {
  if (typeof node !== 'object' || node === null) return
  const schema = node as Record<string, unknown>
  if (Array.isArray(schema.prefixItems) && schema.maxItems === undefined) {
    Object.assign(schema, {
      minItems: schema.prefixItems.length,
      maxItems: schema.prefixItems.length,
    })
  }
  for (const value of Object.values(schema)) closeTuples(value)
}
