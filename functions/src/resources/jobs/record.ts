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
  InvalidInputError,
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

/** A job's running sums, with the residues they were built from (a job's units report no classes). */
type Sums = Required<Omit<UnitCounts, 'classes'>>

/** A unit's columns that recording changes. */
type UnitState = Pick<UnitRow, 'id' | 'recorded' | 'reports' | 'total' | 'unique' | 'first_row'>

/**
 * Records a batch of unit reports into a job's tables; the caller runs it in one transaction.
 * Every report's total must match its own residues. A unit's first report is recorded, and the
 * batch's first reports are added to the sums by `combineUnits`, which also checks the stored sum
 * against its stored residues and the new sum against the residues added up (so a sum stored
 * wrongly between two batches is caught too). A later report (a sampled unit's second count, or a
 * message delivered twice) must equal the first. A check that fails stops the batch and names the
 * unit in `failure`; reports for unknown units or in the wrong shape are ignored.
 *
 * The units are read and written with one statement each way, whatever the batch's size: a
 * statement per report made recording take time in proportion to the reports.
 */
export function recordReports(sql: SqlStorage, job: JobRow, reports: UnitReport[]): Recorded {
  const shaped: { report: UnitReport; firstRow: bigint[] }[] = []
  for (const report of reports) {
    const firstRow = isReport(report) ? readFirstRow(report.firstRow, job.n) : undefined
    if (firstRow) shaped.push({ report, firstRow })
  }
  let ignored = reports.length - shaped.length
  // The units these reports name, as they stand; changed here as the reports are taken in order.
  const units = new Map(
    sql
      .exec<UnitRow>(
        'SELECT units.* FROM units JOIN json_each(?) AS named ON units.id = named.value',
        JSON.stringify(shaped.map(({ report }) => report.id)),
      )
      .toArray()
      .map((row) => [row.id, row]),
  )
  const changed = new Map<number, UnitState>()
  // This batch's first reports, by unit.
  const added = new Map<number, Sums>()
  let sums: Sums = {
    total: BigInt(job.sum_total),
    unique: BigInt(job.sum_unique),
    firstRow: firstRowFromText(job.first_row, job.n),
    residues: job.residues === '' ? residuesOf(0n) : job.residues.split(',').map(Number),
  }
  let recorded = 0
  let unitsReopened = 0
  let { cost_done: costDone, checks_done: checksDone } = job
  let failure: string | undefined
  for (const { report, firstRow } of shaped) {
    const row = units.get(report.id)
    if (!row) {
      ignored++
      continue
    }
    // Every report, first or not, must match its own residues.
    if (!checkResidues(BigInt(report.total), report.residues)) {
      failure =
        `unit ${report.id} reported ${report.total} solutions, which do not match its own ` +
        `residues modulo ${RESIDUE_PRIMES.join(', ')}: a count changed on its way`
      break
    }
    if (row.recorded) {
      if (row.total !== report.total || row.unique !== report.unique) {
        failure =
          `unit ${report.id} was counted twice with different results: ${row.total} and ` +
          `${report.total} solutions (${row.unique} and ${report.unique} unique)`
        // Neither count can be trusted: the unit is open again, so a restart counts it afresh.
        if (!added.delete(row.id)) sums = subtract(sums, row, job.n)
        changed.set(row.id, reopened(row))
        costDone -= row.cost
        unitsReopened++
        break
      }
      row.reports++
      changed.set(row.id, row)
      if (row.sampled && row.reports === 2) checksDone++
      ignored++
      continue
    }
    Object.assign(row, {
      recorded: 1,
      reports: 1,
      total: report.total,
      unique: report.unique,
      first_row: report.firstRow,
    })
    changed.set(row.id, row)
    added.set(row.id, countsOf(report, firstRow))
    costDone += row.cost
    recorded++
  }
  try {
    sums = add(sums, added.values())
  } catch (error) {
    if (!(error instanceof CountCheckError)) throw error
    // Nothing of this batch is recorded: its units stay open, and the job fails.
    return {
      recorded: 0,
      ignored: reports.length,
      failure:
        `the job's sum with ${added.size} more units added does not match the residues of its ` +
        `units (${error.message}): a count changed on its way`,
    }
  }
  // Every changed unit in one statement, from a JSON array of [id, recorded, reports, total,
  // unique, first_row] rows.
  sql.exec(
    'UPDATE units SET recorded = unit.value ->> 1, reports = unit.value ->> 2, ' +
      'total = unit.value ->> 3, "unique" = unit.value ->> 4, first_row = unit.value ->> 5 ' +
      'FROM json_each(?) AS unit WHERE units.id = unit.value ->> 0',
    JSON.stringify(
      [...changed.values()].map((row) => [
        row.id,
        row.recorded,
        row.reports,
        row.total,
        row.unique,
        row.first_row,
      ]),
    ),
  )
  const unitsDone = job.units_done + recorded - unitsReopened
  const finished = unitsDone === job.units_total && checksDone >= job.checks_total
  sql.exec(
    'UPDATE job SET units_done = ?, cost_done = ?, sum_total = ?, sum_unique = ?, ' +
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

/** A unit's columns once it is open again, as before its first report. */
function reopened(row: UnitRow): UnitState {
  return { id: row.id, recorded: 0, reports: 0, total: null, unique: null, first_row: null }
}

/** The sums with a batch's first reports added, by core's combine; throws `CountCheckError`. */
function add(sums: Sums, units: Iterable<Sums>): Sums {
  const { total, unique, firstRow = [] } = combineUnits([sums, ...units])
  // combineUnits has checked that `total` matches the residues added up: these are they.
  return { total, unique, firstRow, residues: residuesOf(total) }
}

/** The sums without a recorded unit that turned out untrustworthy (the one thing combine cannot do). */
function subtract(sums: Sums, row: UnitRow, n: number): Sums {
  const total = sums.total - BigInt(row.total!)
  const counted = firstRowFromText(row.first_row ?? '', n)
  return {
    total,
    unique: sums.unique - BigInt(row.unique!),
    firstRow: sums.firstRow.map((value, i) => value - (counted[i] ?? 0n)),
    residues: residuesOf(total),
  }
}

/** A report as core's unit counts, with its first row as read. */
function countsOf(report: UnitReport, firstRow: bigint[]): Sums {
  return {
    total: BigInt(report.total),
    unique: BigInt(report.unique),
    firstRow,
    residues: report.residues,
  }
}

/** A report's first row read by core, or undefined when it is not n decimals. */
function readFirstRow(text: string, n: number): bigint[] | undefined {
  try {
    const firstRow = firstRowFromText(text, n)
    return firstRow.length === n ? firstRow : undefined
  } catch (error) {
    if (error instanceof InvalidInputError) return undefined
    throw error
  }
}

/** A report in the shape a consumer sends, its first row aside (`readFirstRow`). */
function isReport(report: UnitReport): boolean {
  return (
    Number.isSafeInteger(report?.id) &&
    typeof report.total === 'string' &&
    typeof report.unique === 'string' &&
    DECIMAL.test(report.total) &&
    DECIMAL.test(report.unique) &&
    typeof report.firstRow === 'string' &&
    Array.isArray(report.residues) &&
    report.residues.length === RESIDUE_PRIMES.length &&
    report.residues.every((r) => Number.isSafeInteger(r) && r >= 0)
  )
}
