import { DEFAULT_SPLIT, getSplit } from '@nqueens/core'
import { DurableObject } from 'cloudflare:workers'
import { CREATE_TABLES, type JobRow, type UnitRow } from './schema.ts'
import { sendUnits } from './send.ts'
import type { JobCoordinatorApi, JobUnit, JobView, UnitMessage, UnitReport } from './types.ts'
import { isActive, toView } from './view.ts'

const DECIMAL = /^(0|[1-9][0-9]{0,39})$/

/**
 * The coordinator of one job (one object per job id, `idFromName`). It plans the work units,
 * keeps them in SQLite, sends them to the queue, and adds up the reports of finished units. Each
 * unit is recorded once: a report for a unit that is unknown or already done changes nothing, so
 * retried, duplicated or re-counted units never change the sums. Every method that writes runs
 * without an `await` between its read and its write, so the object's input gate keeps them atomic.
 */
export class JobCoordinator extends DurableObject<Env> implements JobCoordinatorApi {
  /** Creates the job, or returns it as it is; a cancelled or failed job restarts its open units. */
  async start(id: string, n: number): Promise<{ job: JobView; created: boolean }> {
    const sql = this.ctx.storage.sql
    sql.exec(CREATE_TABLES)
    const existing = this.readJob()
    if (existing && !(existing.status === 'cancelled' || existing.status === 'failed')) {
      return { job: toView(existing, Date.now()), created: false }
    }
    const now = Date.now()
    if (!existing) {
      const units = getSplit(DEFAULT_SPLIT).plan(n)
      const cost = units.reduce((sum, unit) => sum + unit.cost, 0)
      this.ctx.storage.transactionSync(() => {
        sql.exec(
          'INSERT INTO job (id, n, status, units_total, cost_total, started_at) ' +
            'VALUES (?, ?, ?, ?, ?, ?)',
          id,
          n,
          units.length === 0 ? 'done' : 'queued',
          units.length,
          cost,
          now,
        )
        if (units.length === 0) sql.exec('UPDATE job SET ended_at = ?', now)
        for (const unit of units) {
          sql.exec('INSERT INTO units (id, cost) VALUES (?, ?)', unit.id, unit.cost)
        }
      })
    } else {
      // Units recorded before the cancel or failure stay recorded; only the open ones go again.
      sql.exec(
        "UPDATE job SET status = CASE WHEN units_done > 0 THEN 'running' ELSE 'queued' END, " +
          'reason = NULL, started_at = ?, ended_at = NULL',
        now,
      )
    }
    // The costliest units first, so the longest ones do not start last.
    const open = sql
      .exec<Pick<UnitRow, 'id'>>('SELECT id FROM units WHERE done = 0 ORDER BY cost DESC')
      .toArray()
    const messages: UnitMessage[] = open.map((row) => ({ job: id, n, unit: row.id, step: 0 }))
    try {
      await sendUnits(this.env.JOBS_QUEUE, messages)
    } catch (error) {
      const job = this.readJob()
      if (job && isActive(job.status)) {
        this.end('failed', `could not queue the units (${(error as Error).message}); POST again`)
      }
    }
    return { job: toView(this.readJob()!, Date.now()), created: true }
  }

  async view(): Promise<JobView | null> {
    const job = this.readJob()
    return job ? toView(job, Date.now()) : null
  }

  async cancel(): Promise<JobView | null> {
    const job = this.readJob()
    if (!job) return null
    if (isActive(job.status)) this.end('cancelled', null)
    return toView(this.readJob()!, Date.now())
  }

  async claim(): Promise<boolean> {
    const job = this.readJob()
    if (!job || !isActive(job.status)) return false
    if (job.status === 'queued') this.ctx.storage.sql.exec("UPDATE job SET status = 'running'")
    return true
  }

  async record(reports: UnitReport[]): Promise<{ recorded: number; ignored: number }> {
    const job = this.readJob()
    if (!job || !isActive(job.status)) return { recorded: 0, ignored: reports.length }
    const sql = this.ctx.storage.sql
    let recorded = 0
    let partial = BigInt(job.partial)
    let partialUnique = BigInt(job.partial_unique)
    let costDone = job.cost_done
    this.ctx.storage.transactionSync(() => {
      for (const report of reports) {
        if (!isReport(report)) continue
        const open = sql
          .exec<Pick<UnitRow, 'cost'>>(
            'SELECT cost FROM units WHERE id = ? AND done = 0',
            report.unit,
          )
          .toArray()[0]
        if (!open) continue
        costDone += open.cost
        sql.exec(
          'UPDATE units SET done = 1, total = ?, unique_count = ? WHERE id = ?',
          report.total,
          report.unique,
          report.unit,
        )
        partial += BigInt(report.total)
        partialUnique += BigInt(report.unique)
        recorded++
      }
      const unitsDone = job.units_done + recorded
      sql.exec(
        'UPDATE job SET units_done = ?, cost_done = ?, partial = ?, partial_unique = ?, status = ?',
        unitsDone,
        costDone,
        partial.toString(),
        partialUnique.toString(),
        unitsDone === job.units_total ? 'done' : 'running',
      )
      if (unitsDone === job.units_total) sql.exec('UPDATE job SET ended_at = ?', Date.now())
    })
    return { recorded, ignored: reports.length - recorded }
  }

  /** Every unit with its counts once recorded, in id order, for anyone to re-count. */
  async units(): Promise<JobUnit[]> {
    if (!this.readJob()) return []
    return this.ctx.storage.sql
      .exec<UnitRow>('SELECT id, cost, done, total, unique_count FROM units ORDER BY id')
      .toArray()
      .map((row) => ({
        id: row.id,
        cost: row.cost,
        ...(row.done ? { total: row.total!, unique: row.unique_count! } : {}),
      }))
  }

  async fail(unit: number, reason: string): Promise<void> {
    const job = this.readJob()
    if (!job || !isActive(job.status)) return
    // A unit that is already recorded lost only a duplicate: nothing is missing.
    const open = this.ctx.storage.sql
      .exec('SELECT 1 FROM units WHERE id = ? AND done = 0', unit)
      .toArray().length
    if (open) this.end('failed', reason)
  }

  private end(status: 'failed' | 'cancelled', reason: string | null): void {
    this.ctx.storage.sql.exec(
      'UPDATE job SET status = ?, reason = ?, ended_at = ?',
      status,
      reason,
      Date.now(),
    )
  }

  /** The job row, or null when this object holds no job (its tables are made by `start`). */
  private readJob(): JobRow | null {
    const sql = this.ctx.storage.sql
    const hasTable = sql
      .exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'job'")
      .toArray().length
    if (!hasTable) return null
    return sql.exec<JobRow>('SELECT * FROM job').toArray()[0] ?? null
  }
}

function isReport(report: UnitReport): boolean {
  return (
    Number.isSafeInteger(report?.unit) &&
    typeof report.total === 'string' &&
    typeof report.unique === 'string' &&
    DECIMAL.test(report.total) &&
    DECIMAL.test(report.unique)
  )
}
