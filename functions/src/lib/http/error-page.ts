import { html } from 'hono/html'
import type { Problem } from './problem.ts'
import { renderPage } from './page-layout.ts'

/** A problem shown to a person: permalink pages answer bad input with HTML, not JSON. */
export function errorPage(problem: Problem, path: string): Promise<Response> {
  const body = html`<h1>${problem.title}</h1>
    <p>${problem.parameter ? html`<code>${problem.parameter}</code> ` : ''}${problem.detail}</p>
    <p>
      A permalink looks like <a href="/s/8/4,7,3,8,2,5,1,6">/s/8/4,7,3,8,2,5,1,6</a> (queens by row,
      1-based columns, 0 for an empty row), or <a href="/s/1000/~construct">/s/1000/~construct</a>
      for a board regenerated from a method and seed.
    </p>`
  return renderPage({
    title: `${problem.title} · nqueens-edge`,
    body,
    path,
    status: problem.status,
    cache: 'no-store',
  })
}
