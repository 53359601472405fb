import { readFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import { fileURLToPath } from 'node:url'
import { decodeCursor } from '@nqueens/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useBundledApp, TEST_ENV } from './worker-cpu.ts'

/**
 * @module
 * A count request walks straight: n is validated once at the Worker's edge and once on entering
 * core (its public count validates what any caller hands it), never again inside (not by the plan,
 * not per constellation); the policy is asked for the budget once; the cursor is read once, by
 * core, and so is each pending unit's own cursor inside it. Counted on the Worker as wrangler bundles it, with the real engine, by V8's own call counts
 * (precise coverage through node:inspector), which see every call and change none.
 */

const app = useBundledApp()
const session = new Session()

beforeAll(async () => {
  session.connect()
  await session.post('Profiler.enable')
  await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false })
})
afterAll(() => session.disconnect())

/** Functions of the bundle whose calls are counted; each is checked to be there by its name. */
const COUNTED = ['validateCaseN', 'validateN', 'planOf', 'maxBudget', 'decodeCursor']

/** Calls of each COUNTED function of the Worker bundle while one request is answered. */
async function callsDuring(path: string) {
  await session.post('Profiler.takePreciseCoverage') // resets the counts
  const response = await app().request(path, {}, TEST_ENV)
  const body = (await response.json()) as Record<string, any>
  const { result } = await session.post('Profiler.takePreciseCoverage')
  const bundle = result.filter((script) => /nqueens-worker-.*\.mjs$/.test(script.url))
  expect(bundle.length).toBe(1)
  const source = readFileSync(fileURLToPath(bundle[0].url), 'utf8')
  const calls: Record<string, number> = {}
  for (const name of COUNTED) {
    // Named as in the sources, once: esbuild renamed none of them.
    expect(source.split(`function ${name}(`).length - 1, name).toBe(1)
    calls[name] = 0
  }
  for (const fn of bundle[0].functions) {
    if (fn.functionName in calls) calls[fn.functionName] += fn.ranges[0].count
  }
  return { status: response.status, body, calls }
}

describe('GET /api/count?n=16', () => {
  it('validates n once in the route and once in core, plans once without validating, asks the policy once', async () => {
    // The bundle is this file's own: its first count of 16 makes the plan (3,206 constellations).
    const { status, body, calls } = await callsDuring('/api/count?n=16')
    expect(status).toBe(200)
    expect(body).toMatchObject({ status: 'complete', total: '14772512', engine: 'lanes' })
    expect(calls).toEqual({
      validateCaseN: 1,
      validateN: 1,
      planOf: 1,
      maxBudget: 1,
      decodeCursor: 0,
    })
  })

  it('resumed from its cursor, reads it and each pending unit’s own once (in core), and validates n as before', async () => {
    const first = await callsDuring('/api/count?n=16&budget=100000')
    expect(first.body.status).toBe('partial')
    const pending = pendingUnits(first.body.cursor)
    expect(pending).toBeGreaterThan(0)
    const cursor = encodeURIComponent(first.body.cursor)
    const { status, body, calls } = await callsDuring(
      `/api/count?n=16&budget=100000&cursor=${cursor}`,
    )
    expect(status).toBe(200)
    expect(body.progress.nodes).toBe(200_000)
    expect(calls).toEqual({
      validateCaseN: 1,
      validateN: 1,
      planOf: 1,
      maxBudget: 1,
      decodeCursor: 1 + pending,
    })
  })
})

/** How many units a signed count cursor holds pending (started, not finished), each with its own cursor. */
function pendingUnits(signed: string): number {
  // `v1.<payload>.<spent>.<signature>`: the payload is core's cursor, whose state lists them.
  const core = signed.split('.').slice(0, 2).join('.')
  const state = decodeCursor(core, { kind: 'count', algorithm: 'constellation', n: 16 }).state
  return (state as { pending: { cursor?: string }[] }).pending.filter((unit) => unit.cursor).length
}
