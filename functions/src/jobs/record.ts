import {
  addFirstRows,
  addResidues,
  checkResidues,
  firstRowFromText,
  firstRowToText,
  RESIDUE_PRIMES,
  residuesOf,
} from '@nqueens/core'
import type { JobRow, UnitRow } from './schema.ts'
import type { UnitReport } from './types.ts'

const DECIMAL = /^(0|[1-9][0-9]{0,39})$/

/** What recording a batch of reports did, and why the job must fail if a check did not hold. */
export interface Recorded {
  recorded: number
  ignored: number
  failure?: string
}

/**
 * Records a batch of unit reports into a job's tables; the caller runs it in one transaction.
 * A unit's first report is recorded and added to the sums. A later one (a sampled unit's second
 * count, or a message delivered twice) must equal it. Every report's total must match its own
 * residues, and once every unit is in, the sum must match the units' residues added up. A check
 * that fails stops the batch and names the unit in `failure`; reports for unknown units or in
 * the wrong shape are ignored.
 */
export function recordReports(sql: SqlStorage, job: JobRow, reports: UnitReport[]): Recorded {
  let recorded = 0
  let ignored = 0
  let unitsReopened = 0
  let failure: string | undefined
  let partial = BigInt(job.partial)
  let partialUnique = BigInt(job.partial_unique)
  let firstRow = firstRowFromText(job.first_row, job.n)
  let residues = job.residues === '' ? [] : job.residues.split(',').map(Number)
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
        partial -= BigInt(row.total!)
        partialUnique -= BigInt(row.unique_count!)
        const counted = firstRowFromText(row.first_row ?? '', job.n)
        firstRow = firstRow.map((value, i) => value - (counted[i] ?? 0n))
        residues = subtractResidues(residues, residuesOf(BigInt(row.total!)))
        unitsReopened++
        break
      }
      sql.exec('UPDATE units SET reports = reports + 1 WHERE id = ?', report.unit)
      if (row.sampled && row.reports === 1) checksDone++
      ignored++
      continue
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
    partial += BigInt(report.total)
    partialUnique += BigInt(report.unique)
    firstRow = addFirstRows(firstRow, firstRowFromText(report.firstRow, job.n))
    residues = addResidues(residues, report.residues)
    recorded++
  }
  const unitsDone = job.units_done + recorded - unitsReopened
  const finished = unitsDone === job.units_total && checksDone >= job.checks_total
  if (finished && failure === undefined && !checkResidues(partial, residues)) {
    failure = `the sum ${partial} does not match the residues of its units: a count changed`
  }
  sql.exec(
    'UPDATE job SET units_done = ?, cost_done = ?, partial = ?, partial_unique = ?, ' +
      'first_row = ?, residues = ?, checks_done = ?, status = ?',
    unitsDone,
    costDone,
    partial.toString(),
    partialUnique.toString(),
    firstRowToText(firstRow),
    residues.join(','),
    checksDone,
    finished ? 'done' : 'running',
  )
  if (finished) sql.exec('UPDATE job SET ended_at = ?', Date.now())
  return { recorded, ignored, ...(failure !== undefined ? { failure } : {}) }
}

/** `sum` minus `take`, prime by prime. */
function subtractResidues(sum: number[], take: number[]): number[] {
  return RESIDUE_PRIMES.map((p, i) => ((sum[i] ?? 0) - take[i] + p) % p)
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
