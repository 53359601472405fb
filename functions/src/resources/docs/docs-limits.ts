import { COUNTER_IDS, FINDER_IDS, getCounter, getFinder } from '@nqueens/core'
import { finderMaxN } from '../../lib/limits/finders.ts'
import { boardMaxN, countFits, type Policy } from '../../lib/budget/policy.ts'
import { solutionsMaxN } from '../../lib/limits/route-limits.ts'
import { MAX_LIMIT } from '../../lib/http/limits.ts'
import { html } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'
import { formatNumber } from './docs-text.ts'

type Html = HtmlEscapedString | Promise<HtmlEscapedString>

/**
 * What this deployment accepts, per route and per method, from the same budget policy the routes
 * apply, so the reference states the limits a request here will meet; and how the reference
 * shows them (the parameters' ranges and the Limits section).
 */
export interface DocsLimits {
  /** Largest board read or written whole (solve, verify). */
  boardMaxN: number
  /** The largest n each finder solves an empty board at, within one request. */
  finders: { id: string; maxN: number }[]
  /** Per counter: the largest n it takes, and the largest it counts whole in one request. */
  counters: { id: string; maxN: number; wholeUpTo: number }[]
  /** Largest n of /api/solutions: as far as one request lists the solutions. */
  solutionsMaxN: number
  /** Largest n of a job here (the deployment's `JOB_MAX_N`). */
  jobMaxN: number
}

export function readDocsLimits(policy: Policy): DocsLimits {
  return {
    boardMaxN: boardMaxN(policy),
    finders: FINDER_IDS.map((id) => ({ id, maxN: finderMaxN(policy, getFinder(id)) })),
    counters: COUNTER_IDS.map((id) => {
      const maxN = getCounter(id).maxN
      let wholeUpTo = 0
      while (wholeUpTo < maxN && countFits(policy, id, wholeUpTo + 1)) wholeUpTo++
      return { id, maxN, wholeUpTo }
    }),
    solutionsMaxN: solutionsMaxN(policy),
    jobMaxN: policy.jobMaxN,
  }
}

/**
 * What a parameter or body field accepts on each route here, where the schema alone only says
 * "digits" or "text": n per route, limit, budget, and the jobs' ids.
 */
export function rangeOf(path: string, name: string, limits: DocsLimits): string | undefined {
  const boards = formatNumber(limits.boardMaxN)
  if (name === 'n' && path.startsWith('/s/')) {
    return `1 to ${boards}; a recipe, up to its method's limit (see Limits)`
  }
  if (name === 'id' && path.startsWith('/api/jobs/')) {
    return `a job id, n1-constellation to n${limits.jobMaxN}-constellation`
  }
  if (name === 'n') {
    if (path === '/api/count') {
      const most = Math.max(...limits.counters.map((c) => c.maxN))
      return `1 to ${most}, each algorithm to its own limit (see Limits)`
    }
    if (path === '/api/solve') return `1 to ${boards}, each method to its own limit (see Limits)`
    if (path === '/api/solutions') return `1 to ${limits.solutionsMaxN}`
    if (path === '/api/verify') return `1 to ${boards}`
  }
  if (name === 'limit') return `1 to ${MAX_LIMIT}`
  if (name === 'budget') return '1 or more; above the largest this request may spend, that largest'
  return undefined
}

export function renderLimits(limits: DocsLimits): Html {
  const row = (cells: (string | number)[]) =>
    html`<tr>
      ${cells.map((cell, i) => (i ? html`<td>${cell}</td>` : html`<th scope="row"><code>${cell}</code></th>`))}
    </tr>`
  return html`<h2 id="limits">Limits of this deployment</h2>
    <p>
      Every search runs within one request's CPU time, so each method takes boards up to the size it
      finishes in one request. Boards are read and written whole up to n =
      ${formatNumber(limits.boardMaxN)} (<code>/api/verify</code>, <code>/api/solve</code>);
      <code>/api/solutions</code> pages up to n = ${limits.solutionsMaxN}.
    </p>
    <div class="table-scroll">
      <table class="prose-table">
        <caption>
          <code>/api/solve</code
          >: the largest empty board each method solves in one request
        </caption>
        <thead>
          <tr>
            <th>method</th>
            <th>n up to</th>
          </tr>
        </thead>
        <tbody>
          ${limits.finders.map((f) => row([f.id, f.maxN ? formatNumber(f.maxN) : 'not offered here']))}
        </tbody>
      </table>
    </div>
    <div class="table-scroll">
      <table class="prose-table">
        <caption>
          <code>/api/count</code
          >: the n each algorithm takes, and up to which it counts whole in one request (past that,
          a partial count and a cursor, or the known value)
        </caption>
        <thead>
          <tr>
            <th>algorithm</th>
            <th>n up to</th>
            <th>whole in one request up to</th>
          </tr>
        </thead>
        <tbody>
          ${limits.counters.map((c) => row([c.id, c.maxN, c.wholeUpTo || '—']))}
        </tbody>
      </table>
    </div>`
}
