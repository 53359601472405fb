/**
 * @module
 * The coordinator's SQLite tables. One Durable Object holds one job: a single `job` row and one
 * `units` row per work unit. The primary key on the unit id, and a report taken only while its
 * unit's `done` is 0 (record.ts reads and writes a batch with no await between, so no other call
 * of the Durable Object comes in between), are what record each unit exactly once.
 *
 * A unit's `reports` counts the reports that agreed on it; `sampled` marks the units counted a
 * second time on purpose (see `checks` in schemas.ts's `JobSchema`).
 *
 * Sums are TEXT (decimal) and added as bigint in JS: SQLite integers would pass through JS
 * numbers, which lose digits past 2^53.
 *
 * The column names are those of the rows jobs already stored, so they are not the glossary's
 * words: the job's `partial` and `partial_unique` are the sums of the units recorded (the API's
 * `partial` and `partialUnique`), a unit's `done` is 1 once its result is recorded, and its
 * `unique_count` is its unique count (`unique` is an SQL keyword).
 */
export const CREATE_TABLES = `
CREATE TABLE IF NOT EXISTS job (
  id TEXT PRIMARY KEY,
  n INTEGER NOT NULL,
  status TEXT NOT NULL,
  units_total INTEGER NOT NULL,
  units_done INTEGER NOT NULL DEFAULT 0,
  cost_total REAL NOT NULL,
  cost_done REAL NOT NULL DEFAULT 0,
  partial TEXT NOT NULL DEFAULT '0',
  partial_unique TEXT NOT NULL DEFAULT '0',
  first_row TEXT NOT NULL DEFAULT '',
  residues TEXT NOT NULL DEFAULT '',
  checks_total INTEGER NOT NULL DEFAULT 0,
  checks_done INTEGER NOT NULL DEFAULT 0,
  reason TEXT,
  started_at INTEGER NOT NULL,
  ended_at INTEGER
);
CREATE TABLE IF NOT EXISTS units (
  id INTEGER PRIMARY KEY,
  cost REAL NOT NULL,
  done INTEGER NOT NULL DEFAULT 0,
  total TEXT,
  unique_count TEXT,
  first_row TEXT,
  reports INTEGER NOT NULL DEFAULT 0,
  sampled INTEGER NOT NULL DEFAULT 0
);
`

/**
 * Drops a job's tables that lack the first-row and check columns: its results cannot be checked
 * the way every job's are, so it counts afresh when POSTed again.
 * The coordinator runs it once when its object starts, not on every read.
 */
export function dropOlderTables(sql: SqlStorage): void {
  const columns = sql.exec<{ name: string }>("SELECT name FROM pragma_table_info('job')").toArray()
  if (columns.length > 0 && !columns.some((column) => column.name === 'checks_total')) {
    sql.exec('DROP TABLE IF EXISTS job; DROP TABLE IF EXISTS units')
  }
}

export interface JobRow extends Record<string, SqlStorageValue> {
  id: string
  n: number
  status: string
  units_total: number
  units_done: number
  cost_total: number
  cost_done: number
  partial: string
  partial_unique: string
  /** Counts by first-row column of the recorded units, as `firstRowToText` ('' before any). */
  first_row: string
  /** Residues of `partial`, added up from the units' own, comma-separated ('' before any). */
  residues: string
  /** Units sampled for a second count, and how many of them have agreed. */
  checks_total: number
  checks_done: number
  reason: string | null
  started_at: number
  ended_at: number | null
}

export interface UnitRow extends Record<string, SqlStorageValue> {
  id: number
  cost: number
  done: number
  total: string | null
  unique_count: string | null
  first_row: string | null
  /** Reports that agreed on this unit so far (the first included). */
  reports: number
  /** 1 when the unit is in the sample counted twice. */
  sampled: number
}
