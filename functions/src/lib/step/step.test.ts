import { describe, expect, it } from 'vitest'
import { getJson, tamper } from '../../../test/helpers.ts'

/**
 * The budgeted step every searching route shares (lib/step/step.ts): one suite, run against count,
 * solve (completing a board) and solutions alike.
 */
interface Search {
  route: string
  /** A search that takes several small steps. */
  query: string
  /** A budget small enough to stop it early. */
  small: number
  /** The answer, whole, as the route gives it from one request. */
  whole: (body: Record<string, any>) => unknown
  /** Folds a step's answer into what was gathered so far. */
  gather: (so: unknown, body: Record<string, any>) => unknown
  /** What the route takes, as the 400 for an unknown parameter lists it. */
  takes: string
}

const SEARCHES: Search[] = [
  {
    route: 'count',
    query: 'n=10&algorithm=constellation',
    small: 500,
    whole: (body) => body.total,
    // A partial count's total is what it has counted so far, over every step.
    gather: (_, body) => body.total,
    takes: 'n, queens, algorithm, budget, cursor, compute',
  },
  {
    route: 'solve',
    query: 'n=14&queens=1:1&method=first',
    small: 100,
    whole: (body) => body.queens,
    gather: (so, body) => body.queens ?? so,
    takes: 'n, queens, method, seed, budget, cursor, format',
  },
  {
    route: 'solutions',
    query: 'n=8&limit=100',
    small: 300,
    whole: (body) => body.solutions,
    gather: (so, body) => [...((so as string[] | undefined) ?? []), ...body.solutions],
    takes: 'n, queens, limit, cursor, budget',
  },
]

describe.each(SEARCHES)('the budgeted step of /api/$route', (search) => {
  const path = `/api/${search.route}?${search.query}`

  it('runs the whole allowance by default and finishes in one request', async () => {
    const { body } = await getJson(path)
    expect(body.status).not.toBe('partial')
    expect(body.budget).toMatchObject({ clamped: false })
    expect(body.budget.budget).toBe(body.budget.max)
    expect(body.nodes).toBeLessThanOrEqual(body.budget.max)
    expect(body.cursor).toBeUndefined()
  })

  it('stops at a small budget and resumes, step by step, to the same answer', async () => {
    const whole = search.whole((await getJson(path)).body)
    let gathered: unknown
    let cursor: string | undefined
    let steps = 0
    let spent = 0
    do {
      const { body } = await getJson(
        `${path}&budget=${search.small}${cursor ? `&cursor=${cursor}` : ''}`,
      )
      expect(body.budget).toMatchObject({ budget: search.small, requested: search.small })
      expect(body.nodes).toBeLessThanOrEqual(search.small)
      gathered = search.gather(gathered, body)
      spent += body.nodes
      cursor = body.cursor
      expect(body.resumable ?? false).toBe(body.status === 'partial')
      if (body.progress) expect(body.progress.nodes).toBe(spent)
      steps++
    } while (cursor && steps < 200)
    expect(steps).toBeGreaterThan(1)
    expect(gathered).toEqual(whole)
  })

  it('clamps a budget above the allowance and says so', async () => {
    const { body } = await getJson(`${path}&budget=999999999999999`)
    expect(body.budget).toMatchObject({ clamped: true, requested: 999999999999999 })
    expect(body.budget.budget).toBe(body.budget.max)
    expect(body.note).toMatch(/more than one request may use/)
  })

  it("refuses a tampered cursor and another route's cursor", async () => {
    const { body } = await getJson(`${path}&budget=${search.small}`)
    const tampered = await getJson(`${path}&cursor=${tamper(body.cursor)}`)
    expect(tampered.response.status).toBe(400)
    expect(tampered.body.parameter).toBe('cursor')
    for (const other of SEARCHES.filter((s) => s !== search)) {
      const foreign = await getJson(`/api/${other.route}?${other.query}&cursor=${body.cursor}`)
      expect(foreign.response.status, other.route).toBe(400)
      expect(foreign.body.parameter).toBe('cursor')
    }
  })

  it('names an unknown parameter and what the route takes', async () => {
    const { response, body } = await getJson(`${path}&algoritm=bitmask`)
    expect(response.status).toBe(400)
    expect(body.parameter).toBe('algoritm')
    expect(body.detail).toBe(
      `is not a parameter of this route${search.route === 'count' ? ' (did you mean algorithm?)' : ''}; it takes ${search.takes}`,
    )
  })

  it('says n is required when it is missing', async () => {
    const { response, body } = await getJson(`/api/${search.route}`)
    expect(response.status).toBe(400)
    expect(body.parameter).toBe('n')
    expect(body.detail).toMatch(/^is required/)
  })
})
