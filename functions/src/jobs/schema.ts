/**
 * The coordinator's SQLite tables. One Durable Object holds one job: a single `job` row and one
 * `units` row per work unit. The primary key on the unit id, and `done` flipped by one guarded
 * UPDATE, are what record each unit exactly once.
 *
 * Sums are TEXT (decimal) and added as bigint in JS: SQLite integers would pass through JS
 * numbers, which lose digits past 2^53.
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
  reason TEXT,
  started_at INTEGER NOT NULL,
  ended_at INTEGER
);
CREATE TABLE IF NOT EXISTS units (
  id INTEGER PRIMARY KEY,
  cost REAL NOT NULL,
  done INTEGER NOT NULL DEFAULT 0,
  total TEXT,
  unique_count TEXT
);
`

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
}
