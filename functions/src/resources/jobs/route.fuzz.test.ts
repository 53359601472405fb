import { SELF } from 'cloudflare:test'
import { KNOWN_COUNTS } from '@nqueens/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BASE } from '../../../test/helpers.ts'

/**
 * Fuzzing /api/jobs in workerd (test/node/fuzz.test.ts covers the other routes in Node; jobs need
 * the Durable Object and queue bindings, which exist only here). Bodies: broken JSON, any JSON,
 * objects with hostile `n` and `algorithm`, with and without a JSON Content-Type; ids: any text.
 * Every answer is a 2xx or a problem+json 4xx, and a 2xx job is the one asked for, with counts
 * that never exceed the known total (and equal it when done). Valid n stay small (at most 6), so
 * the jobs the fuzzer does start are cheap.
 */
const SEED = 20261122
const RUNS = 60

const hostileValue = fc.oneof(
  fc.integer({ min: 1, max: 6 }),
  fc.integer({ min: -1_000_000, max: 1_000_000_000 }),
  fc.double(),
  fc.string({ maxLength: 12 }),
  fc.constantFrom(null, true, [], {}, '8', 1e308, -0),
)
const jobBody = fc.oneof(
  fc
    .tuple(fc.integer({ min: 1, max: 6 }), fc.constantFrom(undefined, 'constellation', 'parallel'))
    .map(([n, algorithm]) => JSON.stringify({ n, algorithm })),
  fc
    .record(
      {
        n: hostileValue,
        algorithm: fc.oneof(fc.constantFrom('constellation', 'parallel'), hostileValue),
      },
      { requiredKeys: [] },
    )
    .map((body) => JSON.stringify(body)),
  fc.json({ maxDepth: 2 }),
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '{',
    '{"n":',
    '{"n": 5',
    'null',
    '',
    '{"n": 5, "n": 6}',
    '{"__proto__": {"n": 5}}',
  ),
)
const jobId = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('n5-constellation', 'n99-constellation', '..', '%2e%2e', 'x'.repeat(5000)),
)

async function expectWellFormed(response: Response, what: string): Promise<any> {
  const text = await response.text()
  expect(response.status, what).toBeLessThan(500)
  if (response.status >= 400) {
    expect(response.headers.get('Content-Type'), what).toMatch(/^application\/problem\+json/)
  }
  return text === '' ? undefined : JSON.parse(text)
}

describe('fuzzing /api/jobs (fast-check, fixed seed)', { timeout: 120_000 }, () => {
  it('POST /api/jobs: 2xx or problem+json 4xx; a started job is the one asked for', async () => {
    let started = 0
    await fc.assert(
      fc.asyncProperty(jobBody, fc.boolean(), async (body, asJson) => {
        const response = await SELF.fetch(`${BASE}/api/jobs`, {
          method: 'POST',
          body,
          headers: asJson ? { 'Content-Type': 'application/json' } : {},
        })
        const answer = await expectWellFormed(response, body)
        if (response.status >= 300) return
        started++
        const asked = JSON.parse(body) as { n: number }
        expect(answer.n, body).toBe(asked.n)
        const known = KNOWN_COUNTS[answer.n]!.total
        expect(BigInt(answer.partial) <= known, body).toBe(true)
        if (answer.status === 'done') expect(BigInt(answer.total), body).toBe(known)
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    )
    // Some bodies were valid: the 2xx checks above did run.
    expect(started).toBeGreaterThan(0)
  })

  it('GET and DELETE /api/jobs/:id with any id: 2xx or problem+json 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(jobId, fc.constantFrom('GET', 'DELETE'), async (id, method) => {
        const response = await SELF.fetch(`${BASE}/api/jobs/${encodeURIComponent(id)}`, { method })
        await expectWellFormed(response, `${method} ${id.slice(0, 40)}`)
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    )
  })
})
