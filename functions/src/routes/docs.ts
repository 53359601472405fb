import { Hono } from 'hono'
import type { AppEnv } from '../env.ts'
import { CACHE_ASSET } from '../http/cache.ts'
import { renderDocs } from '../pages/docs-page.ts'
import { renderPage } from '../pages/layout.ts'

/** GET /api/docs: the API reference page, from the same OpenAPI document as /api/openapi.json. */
export function createDocs(getDocument: () => object) {
  // The document only changes with a deploy, so render it once per isolate.
  let body: ReturnType<typeof renderDocs> | undefined
  return new Hono<AppEnv>().get('/', () => {
    body ??= renderDocs(getDocument() as Record<string, unknown>)
    return renderPage({
      title: 'API reference · nqueens-edge',
      description: 'Count, solve, list and verify N-Queens boards by URL.',
      body,
      path: '/api/docs',
      cache: CACHE_ASSET,
    })
  })
}
