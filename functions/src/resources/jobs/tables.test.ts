import { env, runInDurableObject } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { upgradeTables, type JobRow, type UnitRow } from './tables.ts'

/** The tables as jobs stored them before the columns took the glossary's words. */
const EARLIER_TABLES = `
CREATE TABLE job (
  id TEXT PRIMARY KEY, n INTEGER NOT NULL, status TEXT NOT NULL, units_total INTEGER NOT NULL,
  units_done INTEGER NOT NULL DEFAULT 0, cost_total REAL NOT NULL, cost_done REAL NOT NULL DEFAULT 0,
  partial TEXT NOT NULL DEFAULT '0', partial_unique TEXT NOT NULL DEFAULT '0',
  first_row TEXT NOT NULL DEFAULT '', residues TEXT NOT NULL DEFAULT '',
  checks_total INTEGER NOT NULL DEFAULT 0, checks_done INTEGER NOT NULL DEFAULT 0, reason TEXT,
  started_at INTEGER NOT NULL, ended_at INTEGER
);
CREATE TABLE units (
  id INTEGER PRIMARY KEY, cost REAL NOT NULL, done INTEGER NOT NULL DEFAULT 0, total TEXT,
  unique_count TEXT, first_row TEXT, reports INTEGER NOT NULL DEFAULT 0,
  sampled INTEGER NOT NULL DEFAULT 0
);
`

function coordinator(id: string) {
  return env.JOB_COORDINATOR.get(env.JOB_COORDINATOR.idFromName(id))
}

describe('a job stored under the earlier column names', () => {
  it('keeps its sums and recorded units, renamed once, and answers as before', async () => {
    const id = 'n9-constellation'
    await runInDurableObject(coordinator(id), (object, state) => {
      const sql = state.storage.sql
      sql.exec(EARLIER_TABLES)
      sql.exec(
        "INSERT INTO job (id, n, status, units_total, units_done, cost_total, cost_done, partial, partial_unique, started_at) VALUES (?, 9, 'running', 2, 1, 20, 10, '300', '40', 0)",
        id,
      )
      sql.exec(
        "INSERT INTO units (id, cost, done, total, unique_count, reports) VALUES (0, 10, 1, '300', '40', 1)",
      )
      sql.exec('INSERT INTO units (id, cost) VALUES (1, 10)')
      upgradeTables(sql)
      // Running it again, as every start of the object does, changes nothing.
      upgradeTables(sql)
      const job = sql.exec<JobRow>('SELECT * FROM job').one()
      expect(job).toMatchObject({ sum_total: '300', sum_unique: '40', units_done: 1 })
      const units = sql.exec<UnitRow>('SELECT * FROM units ORDER BY id').toArray()
      expect(units.map(({ recorded, total, unique }) => ({ recorded, total, unique }))).toEqual([
        { recorded: 1, total: '300', unique: '40' },
        { recorded: 0, total: null, unique: null },
      ])
      expect(object.view()).toMatchObject({ partial: '300', partialUnique: '40', unitsDone: 1 })
    })
  })

  it('drops a job stored without the check columns, which then counts afresh', async () => {
    await runInDurableObject(coordinator('n8-constellation'), (_, state) => {
      const sql = state.storage.sql
      sql.exec(
        "CREATE TABLE job (id TEXT PRIMARY KEY, n INTEGER, status TEXT, partial TEXT); INSERT INTO job VALUES ('n8-constellation', 8, 'running', '5')",
      )
      upgradeTables(sql)
      expect(sql.exec("SELECT name FROM sqlite_master WHERE name = 'job'").toArray()).toEqual([])
    })
  })
})
