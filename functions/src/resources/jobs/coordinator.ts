import { costliestFirst, DEFAULT_SPLIT } from '@nqueens/core'
import { DurableObject } from 'cloudflare:workers'
import { planJob } from './plan.ts'
import { recordReports } from './record.ts'
import { CREATE_TABLES, upgradeTables, type JobRow, type UnitRow } from './tables.ts'
import { estimateCountNodes } from '../../lib/budget/count-nodes.ts'
import { MESSAGE_NODES, messagesOf, sendUnits } from './send.ts'
import type { JobCoordinatorMethods, JobUnit, JobView, UnitMessage, UnitReport } from './types.ts'
import { isActive, toView } from './view.ts'

/**
 * The coordinator of one job (one object per job id, `idFromName`). It plans the work units,
 * keeps them in SQLite, sends them to the queue, and adds up the reports of finished units
 * (`recordReports`). Each unit is recorded once: a second report of a unit is compared with the
 * first, never added, so retried or duplicated units never change the sums. A random sample of
 * units is sent a second time after all the others, so that another consumer counts it again.
 * Every method but `start` and `watch` is synchronous, and neither of those has an `await` between
 * its reads and its writes, so the object's input gate keeps each of them atomic.
 */
export class JobCoordinator extends DurableObject<Env> implements JobCoordinatorMethods {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env)
    // Once per object start, before any call: a job's stored tables take the layout of tables.ts.
    upgradeTables(ctx.storage.sql)
  }

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
      planJob(this.ctx.storage, id, n, now)
    } else {
      // Units recorded before the cancel or failure stay recorded; only the open ones go again.
      sql.exec(
        "UPDATE job SET status = CASE WHEN units_done > 0 THEN 'running' ELSE 'queued' END, " +
          'reason = NULL, started_at = ?, ended_at = NULL',
        now,
      )
    }
    // The open units as core schedules a split count's units, costliest first; the second counts
    // of the sampled units that still lack one after them, in the same order.
    const open = costliestFirst(
      sql.exec<Pick<UnitRow, 'id' | 'cost'>>('SELECT id, cost FROM units WHERE recorded = 0'),
    )
    const unchecked = costliestFirst(
      sql.exec<Pick<UnitRow, 'id' | 'cost'>>(
        'SELECT id, cost FROM units WHERE sampled = 1 AND reports < 2',
      ),
    )
    // As many messages as their units' part of the job's estimated nodes makes tenths of a
    // second of counting (send.ts).
    const { cost_total: costTotal } = this.readJob()!
    const countOf = (rows: { cost: number }[]) => {
      const part = rows.reduce((sum, row) => sum + row.cost, 0) / Math.max(1, costTotal)
      return Math.ceil((estimateCountNodes(DEFAULT_SPLIT, n).nodes * part) / MESSAGE_NODES)
    }
    const messages: UnitMessage[] = [
      ...messagesOf(id, n, open, countOf(open)),
      ...messagesOf(id, n, unchecked, countOf(unchecked), true),
    ]
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

  view(): JobView | null {
    const job = this.readJob()
    return job ? toView(job, Date.now()) : null
  }

  /**
   * The job once its units done are no longer `since` (its units done now, when not given) or it
   * has ended, or as it is after `ms`; at once if that is so already.
   */
  async watch(since: number | undefined, ms: number): Promise<JobView | null> {
    const until = Date.now() + ms
    let job = this.readJob()
    const seen = since ?? job?.units_done
    while (job && isActive(job.status) && job.units_done === seen && Date.now() < until) {
      await this.nextChange(until - Date.now())
      job = this.readJob()
    }
    return job ? toView(job, Date.now()) : null
  }

  /** Resolves at the job's next change (a batch recorded, or its end), or after `ms`. */
  private nextChange(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer)
        this.waiting.delete(wake)
        resolve()
      }
      const timer = setTimeout(wake, ms)
      this.waiting.add(wake)
    })
  }

  /** Those `watch`ing the job, woken by every change. */
  private readonly waiting = new Set<() => void>()

  private changed(): void {
    for (const wake of [...this.waiting]) wake()
  }

  cancel(): JobView | null {
    const job = this.readJob()
    if (!job) return null
    if (isActive(job.status)) this.end('cancelled', null)
    return toView(this.readJob()!, Date.now())
  }

  claim(): boolean {
    const job = this.readJob()
    if (!job || !isActive(job.status)) return false
    if (job.status === 'queued') this.ctx.storage.sql.exec("UPDATE job SET status = 'running'")
    return true
  }

  record(reports: UnitReport[]): { recorded: number; ignored: number } {
    const job = this.readJob()
    if (!job || !isActive(job.status)) return { recorded: 0, ignored: reports.length }
    const outcome = this.ctx.storage.transactionSync(() =>
      recordReports(this.ctx.storage.sql, job, reports),
    )
    if (outcome.failure !== undefined) {
      console.error(`job ${job.id} failed a check: ${outcome.failure}`)
      this.end('failed', `${outcome.failure}; POST the job again to count it afresh`)
    }
    this.changed()
    return { recorded: outcome.recorded, ignored: outcome.ignored }
  }

  /** Every unit with its counts once recorded, in id order, for anyone to re-count. */
  units(): JobUnit[] {
    if (!this.readJob()) return []
    return this.ctx.storage.sql
      .exec<UnitRow>('SELECT id, cost, recorded, total, "unique" FROM units ORDER BY id')
      .toArray()
      .map((row) => ({
        id: row.id,
        cost: row.cost,
        ...(row.recorded ? { total: row.total!, unique: row.unique! } : {}),
      }))
  }

  fail(id: number, reason: string, check?: boolean): void {
    const job = this.readJob()
    if (!job || !isActive(job.status)) return
    // A unit that is already recorded (and checked, if that was a check) lost only a duplicate.
    const missing = check
      ? 'SELECT 1 FROM units WHERE id = ? AND sampled = 1 AND reports < 2'
      : 'SELECT 1 FROM units WHERE id = ? AND recorded = 0'
    if (this.ctx.storage.sql.exec(missing, id).toArray().length) this.end('failed', reason)
  }

  private end(status: 'failed' | 'cancelled', reason: string | null): void {
    this.ctx.storage.sql.exec(
      'UPDATE job SET status = ?, reason = ?, ended_at = ?',
      status,
      reason,
      Date.now(),
    )
    this.changed()
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
