import { FINDER_IDS } from '@nqueens/core'
import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { readPolicy } from '../../lib/budget/policy.ts'
import { solutionsMaxN } from '../../lib/limits/route-limits.ts'
import { BASE } from '../../../test/helpers.ts'

/** The page's HTML with quotes unescaped and runs of white space as one space. */
async function docsPage(): Promise<string> {
  const response = await SELF.fetch(`${BASE}/api/docs`)
  expect(response.status).toBe(200)
  const page = await response.text()
  return page
    .replaceAll('&#39;', "'")
    .replaceAll('&quot;', '"')
    .replace(/\s+/g, ' ')
    .replace(/\s*(<\/?[a-z0-9]+)\s*>\s*/g, '$1>')
}

describe('GET /api/docs', () => {
  it('renders the descriptions as Markdown, not literal backticks', async () => {
    const page = await docsPage()
    expect(page).not.toContain('`')
    expect(page).toContain('<code>cursor</code>')
  })

  it('says types in words and ranges, not regexes or "any"', async () => {
    const page = await docsPage()
    expect(page).not.toMatch(/matching \^|\[0-9\]/)
    expect(page).not.toContain('list of any')
    // n of /api/solutions: as far as one request lists them here.
    expect(page).toContain(`whole number, 1 to ${solutionsMaxN(readPolicy(env))}`)
    expect(page).toContain('<code>limit</code></td><td>whole number, 1 to 100</td>')
    // The permalinks' n, a job's id and the n of a POSTed board, in words with their ranges.
    expect(page).toContain('whole number, 1 to 1,000,000; a recipe, up to its method')
    expect(page).toContain('text, a job id, n1-constellation to n20-constellation')
    expect(page).toContain('<code>n</code>: whole number, 1 to 1,000,000')
    expect(page).toContain('body at most 12,000,000 bytes')
    // A conflict is four numbers: row and column of each queen.
    expect(page).toContain('[whole number, whole number, whole number, whole number]')
  })

  it('gives runnable examples against the origin it was asked from', async () => {
    const page = await docsPage()
    expect(page).toContain("curl 'https://nqueens.test/api/count?n=8'")
    expect(page).toContain("curl 'https://nqueens.test/api/jobs/n16-constellation'")
    expect(page).toContain(`-d '{"n":16}' 'https://nqueens.test/api/jobs'`)
    expect(page).toContain(`-d '{"queens":"2,4,1,3"}' 'https://nqueens.test/api/verify'`)
    expect(page).toContain("curl 'https://nqueens.test/s/8/4,7,3,8,2,5,1,6.png'")
    expect(page).not.toMatch(/<code>curl[^<]*\{id\}/)
    expect(page).not.toContain('127.0.0.1:8787')
  })

  it('lists each method with the largest n it takes here', async () => {
    const page = await docsPage()
    for (const id of FINDER_IDS) {
      expect(page).toMatch(new RegExp(`<th scope="row"><code>${id}</code></th><td>[0-9,]+</td>`))
    }
  })
})

describe('the contract', () => {
  it('holds every route the Worker answers', async () => {
    const response = await SELF.fetch(`${BASE}/api/openapi.json`)
    const document = await response.json<{ paths: Record<string, Record<string, unknown>> }>()
    const routes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    )
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/count',
        'GET /api/solve',
        'GET /api/solutions',
        'GET /api/verify',
        'POST /api/verify',
        'POST /api/jobs',
        'GET /api/jobs/{id}',
        'DELETE /api/jobs/{id}',
        'GET /api/jobs/{id}/units',
        'GET /api/health',
        'GET /api/openapi.json',
        'GET /api/docs',
        'GET /s/{n}/{board}',
        'GET /s/{n}/{board}.svg',
        'GET /s/{n}/{board}.png',
        'GET /s/{n}/{board}.txt',
      ]),
    )
  })
})
