import { html } from 'hono/html'
import { renderPage } from './page-layout.ts'
import { quoteSent } from './sent.ts'

/** The HTML 404 for unknown pages outside /api (the API answers problem+json instead). */
export function notFoundPage(path: string): Promise<Response> {
  const body = html`<h1>Not found</h1>
    <p>There is no page at <code>${quoteSent(path)}</code>.</p>
    <p>
      Permalinks look like <a href="/s/8/4,7,3,8,2,5,1,6">/s/8/4,7,3,8,2,5,1,6</a>; the API is
      described at <a href="/api/docs">/api/docs</a>.
    </p>`
  return renderPage({
    title: 'Not found · nqueens-edge',
    body,
    path,
    status: 404,
    cache: 'no-store',
  })
}
