import { getSplit } from '@nqueens/core'
import { env } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import { UNITS_QUEUE } from './names.ts'
import { coordinatorFor } from './stub.ts'
import { deliver, holdJob } from '../../../test/jobs-helpers.ts'

/**
 * How many times `run` reads a core cursor of `kind`: reading one is one `JSON.parse` of its
 * payload (core's `decodeCursor`), which the spy counts and passes on unchanged.
 */
async function cursorReads(kind: string, run: () => Promise<unknown>): Promise<number> {
  const parse = vi.spyOn(JSON, 'parse')
  try {
    await run()
    const payload = `{"kind":"${kind}"`
    return parse.mock.calls.filter(([text]) => String(text).startsWith(payload)).length
  } finally {
    parse.mockRestore()
  }
}

describe("a job's unit resumed from its cursor", () => {
  it('is read once by the consumer that counts it, and counted exactly', async () => {
    const [n, id] = [12, 0]
    const job = await holdJob(n)
    const split = getSplit('constellation')
    const { status, cursor } = split.count(n, id, { budget: 100 })
    expect(status).toBe('partial')
    let acked: string[] = []
    const reads = await cursorReads('unit', async () => {
      const message = { job, n, units: [id], cursor, resumed: 1 }
      acked = (await deliver(UNITS_QUEUE, [message])).explicitAcks
    })
    expect(acked).toEqual(['test-0'])
    const units = await coordinatorFor(env.JOB_COORDINATOR, job).units()
    expect(units[id].total).toBe(`${split.count(n, id).total}`)
    expect(reads).toBe(1)
  })
})
