import { DEFAULT_SPLIT, getSplit } from '@nqueens/core'

/** Units counted a second time on purpose: one in a hundred, at least one. */
const SAMPLE_SHARE = 0.01

/**
 * Writes a new job of n into the coordinator's storage (its tables made already): the job row,
 * queued, and its units as core's split plans them, with a random sample marked for a second
 * count. n = 2 and 3 have no units: that job is done at once. In one transaction, so a job is
 * never seen half written.
 */
export function planJob(storage: DurableObjectStorage, id: string, n: number, now: number): void {
  const sql = storage.sql
  const units = getSplit(DEFAULT_SPLIT).plan(n)
  const cost = units.reduce((sum, unit) => sum + unit.cost, 0)
  const sampled = sampleOf(units.length)
  storage.transactionSync(() => {
    sql.exec(
      'INSERT INTO job (id, n, status, units_total, cost_total, checks_total, started_at) ' +
        'VALUES (?, ?, ?, ?, ?, ?, ?)',
      id,
      n,
      units.length === 0 ? 'done' : 'queued',
      units.length,
      cost,
      sampled.size,
      now,
    )
    // n = 2, 3: no units, no solutions, and every first-row column counts 0.
    if (units.length === 0) {
      sql.exec('UPDATE job SET ended_at = ?, first_row = ?', now, new Array(n).fill(0).join())
    }
    // Every unit in one statement, from a JSON array of [id, cost, sampled] rows: a statement per
    // unit made starting a job take time in proportion to its units.
    sql.exec(
      'INSERT INTO units (id, cost, sampled) ' +
        'SELECT unit.value ->> 0, unit.value ->> 1, unit.value ->> 2 FROM json_each(?) AS unit',
      JSON.stringify(units.map((unit) => [unit.id, unit.cost, sampled.has(unit.id) ? 1 : 0])),
    )
  })
}

/** A random sample of unit ids for second counts: one in a hundred, at least one. */
function sampleOf(units: number): Set<number> {
  const size = units === 0 ? 0 : Math.max(1, Math.round(units * SAMPLE_SHARE))
  const ids = Array.from({ length: units }, (_, i) => i)
  const random = new Uint32Array(size)
  crypto.getRandomValues(random)
  // The first `size` steps of a Fisher-Yates shuffle.
  for (let i = 0; i < size; i++) {
    const j = i + (random[i] % (units - i))
    ;[ids[i], ids[j]] = [ids[j], ids[i]]
  }
  return new Set(ids.slice(0, size))
}
