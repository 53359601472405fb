/**
 * @module
 * The coordinator's SQLite tables. One Durable Object holds one job: a single `job` row and one
 * `units` row per work unit. The primary key on the unit id, and a report taken only while its
 * unit's `recorded` is 0 (record.ts reads and writes a batch with no await between, so no other
 * call of the Durable Object comes in between), are what record each unit exactly once.
 *
 * A unit's `reports` counts the reports that agreed on it; `sampled` marks the units counted a
 * second time on purpose (see `checks` in schemas.ts's `JobSchema`).
 *
 * Sums are TEXT (decimal) and added as bigint in JS: SQLite integers would pass through JS
 * numbers, which lose digits past 2^53.
 *
 * The job's `sum_total` and `sum_unique` are the sums of the units recorded (the API's `partial`
 * and `partialUnique`); a unit's `recorded` is 1 once its result is recorded, and its `"unique"`
 * (quoted: `unique` is an SQL keyword) is its unique count.
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
  sum_total TEXT NOT NULL DEFAULT '0',
  sum_unique TEXT NOT NULL DEFAULT '0',
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
  recorded INTEGER NOT NULL DEFAULT 0,
  total TEXT,
  "unique" TEXT,
  first_row TEXT,
  reports INTEGER NOT NULL DEFAULT 0,
  sampled INTEGER NOT NULL DEFAULT 0
);
`

/**
 * Brings a job's stored tables to the layout above, once when its coordinator's object starts:
 * tables that lack the first-row and check columns are dropped (their results cannot be checked
 * the way every job's are, so the job counts afresh when POSTed again), and columns stored under
 * their earlier names are renamed, so a job kept before keeps its units and sums.
 */
export function upgradeTables(sql: SqlStorage): void {
  const job = columnsOf(sql, 'job')
  if (job.size > 0 && !job.has('checks_total')) {
    sql.exec('DROP TABLE IF EXISTS job; DROP TABLE IF EXISTS units')
    return
  }
  const units = columnsOf(sql, 'units')
  for (const [table, columns, from, to] of [
    ['job', job, 'partial', 'sum_total'],
    ['job', job, 'partial_unique', 'sum_unique'],
    ['units', units, 'done', 'recorded'],
    ['units', units, 'unique_count', '"unique"'],
  ] as const) {
    if (columns.has(from)) sql.exec(`ALTER TABLE ${table} RENAME COLUMN ${from} TO ${to}`)
  }
}

function columnsOf(sql: SqlStorage, table: 'job' | 'units'): Set<string> {
  const rows = sql.exec<{ name: string }>(`SELECT name FROM pragma_table_info('${table}')`)
  return new Set(rows.toArray().map((row) => row.name))
}

export interface JobRow extends Record<string, SqlStorageValue> {
  id: string
  n: number
  status: string
  units_total: number
  units_done: number
  cost_total: number
  cost_done: number
  sum_total: string
  sum_unique: string
  /** Counts by first-row column of the recorded units, as `firstRowToText` ('' before any). */
  first_row: string
  /** Residues of `sum_total`, added up from the units' own, comma-separated ('' before any). */
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
  recorded: number
  total: string | null
  unique: string | null
  first_row: string | null
  /** Reports that agreed on this unit so far (the first included). */
  reports: number
  /** 1 when the unit is in the sample counted twice. */
  sampled: number
}
