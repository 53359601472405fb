import { describe, expect, it } from 'vitest'
import type { JobRow } from './tables.ts'
import { toView } from './view.ts'

/** A job of 100 units of cost 10 each, one sampled for a second count, started at 0. */
function jobRow(change: Partial<JobRow>): JobRow {
  return {
    id: 'n16-constellation',
    n: 16,
    status: 'running',
    units_total: 100,
    units_done: 0,
    cost_total: 1000,
    cost_done: 0,
    sum_total: '0',
    sum_unique: '0',
    first_row: '',
    residues: '',
    checks_total: 1,
    checks_done: 0,
    reason: null,
    started_at: 0,
    ended_at: null,
    ...change,
  }
}

describe('toView', () => {
  it('weighs progress by cost, the second counts included, and keeps the ETA to the pace', () => {
    const view = toView(jobRow({ units_done: 50, cost_done: 500 }), 5000)
    expect(view.progress).toBeCloseTo(500 / 1010, 12)
    expect(view.etaMs).toBe(Math.round((5000 * 510) / 500))
  })

  it('never says done before the job is: every unit counted, a second count still to come', () => {
    const view = toView(jobRow({ units_done: 100, cost_done: 1000 }), 5000)
    expect(view.status).toBe('running')
    expect(view.progress).toBeLessThan(1)
    expect(view.etaMs).toBeGreaterThanOrEqual(1)
    // Done: all of it.
    const done = toView(
      jobRow({ units_done: 100, cost_done: 1000, checks_done: 1, status: 'done', ended_at: 6000 }),
      7000,
    )
    expect(done).toMatchObject({ progress: 1, elapsedMs: 6000 })
    expect(done.etaMs).toBeUndefined()
  })

  it('leaves some time for the work left, however fast the work so far went', () => {
    const view = toView(jobRow({ units_done: 99, cost_done: 999 }), 1)
    expect(view.progress).toBeLessThan(1)
    expect(view.etaMs).toBeGreaterThanOrEqual(1)
  })
})
