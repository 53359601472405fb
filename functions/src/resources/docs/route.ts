import { createRoute } from '@hono/zod-openapi'
import { readPolicy } from '../../lib/budget/policy.ts'
import { CACHE_ASSET } from '../../lib/http/cache.ts'
import { createEndpoint, IGNORES_OTHER_PARAMETERS } from '../../lib/http/endpoint.ts'
import { readDocsLimits } from './docs-limits.ts'
import { renderDocs } from './docs-page.ts'
import { renderPage } from '../../lib/http/page-layout.ts'

const route = createRoute({
  method: 'get',
  path: '/',
  operationId: 'getDocs',
  summary: 'This reference',
  description: `The contract as a page, with the limits of this deployment. ${IGNORES_OTHER_PARAMETERS}`,
  responses: {
    200: { description: 'The page.', content: { 'text/html': { schema: { type: 'string' } } } },
  },
})

/**
 * GET /api/docs: the API reference page, from the same OpenAPI document as /api/openapi.json,
 * with this deployment's limits and examples that run against the origin it was asked from.
 */
export function createDocs(getDocument: (env: Env) => object) {
  // The document and limits only change with a deploy: render once per origin per isolate.
  const bodies = new Map<string, ReturnType<typeof renderDocs>>()
  return createEndpoint().openapi(route, (c) => {
    const origin = new URL(c.req.url).origin
    let body = bodies.get(origin)
    if (body === undefined) {
      const limits = readDocsLimits(readPolicy(c.env))
      body = renderDocs(getDocument(c.env) as Record<string, unknown>, { origin, limits })
      if (bodies.size < 8) bodies.set(origin, body)
    }
    return renderPage({
      title: 'API reference · nqueens-edge',
      description: 'Count, solve, list and verify N-Queens boards by URL.',
      body,
      path: '/api/docs',
      cache: CACHE_ASSET,
    })
  })
}
