import type { OpenAPIHono } from '@hono/zod-openapi'
import { RETRY_AFTER_SECONDS } from './middleware/rate-limit.ts'
import { OPENAPI_INFO } from './openapi-info.ts'
import type { AppEnv } from './env.ts'

type Document = ReturnType<OpenAPIHono['getOpenAPI31Document']>
type Operation = { security?: unknown[]; responses?: Record<string, unknown> }

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const

/**
 * The OpenAPI document as served (/api/openapi.json, /api/docs): the routes' own schemas, plus
 * what the app's middleware does to every route, stated once here rather than in each route:
 * no route asks for credentials (`security: []`), and the rate limit (middleware/rate-limit.ts)
 * can answer any of them with a 429 problem and `Retry-After`.
 */
export function buildContract(app: OpenAPIHono<AppEnv>): Document {
  const document = app.getOpenAPI31Document(OPENAPI_INFO)
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = (item as Record<string, Operation | undefined>)[method]
      if (!operation) continue
      operation.security = []
      operation.responses = { ...operation.responses, 429: RATE_LIMITED }
    }
  }
  return document
}

const RATE_LIMITED = {
  description: `Too many requests from this address; wait the seconds in Retry-After (${RETRY_AFTER_SECONDS}).`,
  headers: {
    'Retry-After': {
      description: 'Seconds to wait before asking again.',
      schema: { type: 'integer', example: RETRY_AFTER_SECONDS },
    },
  },
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
}
