/**
 * @module
 * How the coordinator records a batch of unit reports: each unit once, added up with core's
 * `combineUnits` (the same sums and residue checks every runner of a split count uses), and a
 * later report of a recorded unit compared with its first, never added.
 */
import {
  checkResidues,
  combineUnits,
  CountCheckError,
  firstRowFromText,
  firstRowToText,
  RESIDUE_PRIMES,
  residuesOf,
  type UnitCounts,
} from '@nqueens/core'
import type { JobRow, UnitRow } from './tables.ts'
import type { UnitReport } from './types.ts'

const DECIMAL = /^(0|[1-9][0-9]{0,39})$/

/** What recording a batch of reports did, and why the job must fail if a check did not hold. */
export interface Recorded {
  recorded: number
  ignored: number
  failure?: string
}

/** A job's running sums, with the residues they were built from. */
type Sums = Required<UnitCounts>

/**
 * Records a batch of unit reports into a job's tables; the caller runs it in one transaction.
 * Every report's total must match its own residues. A unit's first report is recorded and added
 * to the sums by `combineUnits`, which also checks the stored sum against its stored residues and
 * the new sum against the residues added up (so a sum stored wrongly between two batches is
 * caught too). A later report (a sampled unit's second count, or a message delivered twice) must
 * equal the first. A check that fails stops the batch and names the unit in `failure`; reports
 * for unknown units or in the wrong shape are ignored.
 */
export function recordReports(sql: SqlStorage, job: JobRow, reports: UnitReport[]): Recorded {
  let recorded = 0
  let ignored = 0
  let unitsReopened = 0
  let failure: string | undefined
  let sums: Sums = {
    total: BigInt(job.partial),
    unique: BigInt(job.partial_unique),
    firstRow: firstRowFromText(job.first_row, job.n),
    residues: job.residues === '' ? residuesOf(0n) : job.residues.split(',').map(Number),
  }
  let { cost_done: costDone, checks_done: checksDone } = job
  for (const report of reports) {
    if (!isReport(report, job.n)) {
      ignored++
      continue
    }
    const row = sql.exec<UnitRow>('SELECT * FROM units WHERE id = ?', report.unit).toArray()[0]
    if (!row) {
      ignored++
      continue
    }
    // Every report, first or not, must match its own residues.
    if (!checkResidues(BigInt(report.total), report.residues)) {
      failure =
        `unit ${report.unit} reported ${report.total} solutions, which do not match its own ` +
        `residues modulo ${RESIDUE_PRIMES.join(', ')}: a count changed on its way`
      break
    }
    if (row.done) {
      if (row.total !== report.total || row.unique_count !== report.unique) {
        failure =
          `unit ${report.unit} was counted twice with different results: ${row.total} and ` +
          `${report.total} solutions (${row.unique_count} and ${report.unique} unique)`
        // Neither count can be trusted: the unit is open again, so a restart counts it afresh.
        sql.exec(
          'UPDATE units SET done = 0, reports = 0, total = NULL, unique_count = NULL, ' +
            'first_row = NULL WHERE id = ?',
          report.unit,
        )
        costDone -= row.cost
        sums = subtract(sums, row, job.n)
        unitsReopened++
        break
      }
      sql.exec('UPDATE units SET reports = reports + 1 WHERE id = ?', report.unit)
      if (row.sampled && row.reports === 1) checksDone++
      ignored++
      continue
    }
    try {
      sums = add(sums, countsOf(report, job.n))
    } catch (error) {
      if (!(error instanceof CountCheckError)) throw error
      failure =
        `the job's sum with unit ${report.unit} added does not match the residues of its units ` +
        `(${error.message}): a count changed on its way`
      break
    }
    sql.exec(
      'UPDATE units SET done = 1, reports = 1, total = ?, unique_count = ?, first_row = ? ' +
        'WHERE id = ?',
      report.total,
      report.unique,
      report.firstRow,
      report.unit,
    )
    costDone += row.cost
    recorded++
  }
  const unitsDone = job.units_done + recorded - unitsReopened
  const finished = unitsDone === job.units_total && checksDone >= job.checks_total
  sql.exec(
    'UPDATE job SET units_done = ?, cost_done = ?, partial = ?, partial_unique = ?, ' +
      'first_row = ?, residues = ?, checks_done = ?, status = ?',
    unitsDone,
    costDone,
    sums.total.toString(),
    sums.unique.toString(),
    firstRowToText(sums.firstRow),
    sums.residues.join(','),
    checksDone,
    finished ? 'done' : 'running',
  )
  if (finished) sql.exec('UPDATE job SET ended_at = ?', Date.now())
  return { recorded, ignored, ...(failure !== undefined ? { failure } : {}) }
}

/** The sums with one more unit, by core's combine; throws `CountCheckError` when a check fails. */
function add(sums: Sums, unit: Sums): Sums {
  const { total, unique, firstRow = [] } = combineUnits([sums, unit])
  // combineUnits has checked that `total` matches the two residues added up: these are they.
  return { total, unique, firstRow, residues: residuesOf(total) }
}

/** The sums without a recorded unit that turned out untrustworthy (the one thing combine cannot do). */
function subtract(sums: Sums, row: UnitRow, n: number): Sums {
  const total = sums.total - BigInt(row.total!)
  const counted = firstRowFromText(row.first_row ?? '', n)
  return {
    total,
    unique: sums.unique - BigInt(row.unique_count!),
    firstRow: sums.firstRow.map((value, i) => value - (counted[i] ?? 0n)),
    residues: residuesOf(total),
  }
}

/** A report as core's unit counts. */
function countsOf(report: UnitReport, n: number): Sums {
  return {
    total: BigInt(report.total),
    unique: BigInt(report.unique),
    firstRow: firstRowFromText(report.firstRow, n),
    residues: report.residues,
  }
}

function isReport(report: UnitReport, n: number): boolean {
  return (
    Number.isSafeInteger(report?.unit) &&
    typeof report.total === 'string' &&
    typeof report.unique === 'string' &&
    DECIMAL.test(report.total) &&
    DECIMAL.test(report.unique) &&
    typeof report.firstRow === 'string' &&
    report.firstRow.split(',').length === n &&
    report.firstRow.split(',').every((part) => DECIMAL.test(part)) &&
    Array.isArray(report.residues) &&
    report.residues.length === RESIDUE_PRIMES.length &&
    report.residues.every((r) => Number.isSafeInteger(r) && r >= 0)
  )
}
