import { addFirstRowsInto } from './first-row.ts'
import { addResiduesInto, checkResidues } from './residues.ts'
import { addTallyInto, EMPTY_TALLY, type Tally } from './tally.ts'

/**
 * @module
 * Adding up the units of a split count, with the residue checks: the one way every runner (the
 * thread pool, the in-order runner, the browser's workers) and the jobs' coordinator add them.
 */

/**
 * A unit's counts as a runner passes them on: the sums, and optionally first rows, residues and
 * classes.
 */
export interface UnitCounts {
  total: bigint
  unique: bigint
  firstRow?: readonly bigint[]
  residues?: readonly number[]
  classes?: Tally
}

/** What adding units gives: the sums, and the first rows and classes where every unit had them. */
export interface CombinedCounts {
  total: bigint
  unique: bigint
  firstRow?: bigint[]
  classes?: Tally
}

/**
 * The sums of unit results: the whole count once every unit of a plan is in, with the counts by
 * first-row column and the classes when every unit has them. Throws `CountCheckError` when a
 * unit's total does not match its own residues, or the sum does not match theirs: a count changed
 * on its way.
 *
 * @example
 * combineUnits([{ total: 4n, unique: 1n }, { total: 88n, unique: 11n }]) // { total: 92n, unique: 12n }
 */
export function combineUnits(results: Iterable<UnitCounts>): CombinedCounts {
  const sums = openSums()
  for (const result of results) addUnit(sums, result)
  return closeSums(sums)
}

/**
 * Sums being added up in place, a unit at a time (a job records thousands of units at once, and a
 * count in one thread adds each unit as it finishes); a part is undefined once a unit had none.
 */
export interface OpenSums {
  total: bigint
  unique: bigint
  firstRow: bigint[] | undefined
  residues: number[] | undefined
  classes: Tally | undefined
}

/** Sums of no units yet. */
export function openSums(): OpenSums {
  return { total: 0n, unique: 0n, firstRow: [], residues: [], classes: { ...EMPTY_TALLY } }
}

/** Adds a unit into `sums`; throws `CountCheckError` when its total does not match its residues. */
export function addUnit(sums: OpenSums, result: UnitCounts): void {
  if (result.residues !== undefined && !checkResidues(result.total, result.residues)) {
    throw new CountCheckError(`a unit's total ${result.total} does not match its residues`)
  }
  if (result.residues && sums.residues) addResiduesInto(sums.residues, result.residues)
  else sums.residues = undefined
  sums.total += result.total
  sums.unique += result.unique
  if (result.firstRow && sums.firstRow) addFirstRowsInto(sums.firstRow, result.firstRow)
  else sums.firstRow = undefined
  if (result.classes && sums.classes) addTallyInto(sums.classes, result.classes)
  else sums.classes = undefined
}

/** The sums once every unit is in; throws `CountCheckError` when they do not match the residues. */
export function closeSums(sums: OpenSums): CombinedCounts {
  const { total, unique, firstRow, residues, classes } = sums
  if (residues && residues.length > 0 && !checkResidues(total, residues)) {
    throw new CountCheckError(`the sum ${total} does not match the units' residues`)
  }
  return {
    total,
    unique,
    ...(firstRow && firstRow.length > 0 ? { firstRow } : {}),
    ...(classes ? { classes } : {}),
  }
}

/** A count that failed its own checks: never an answer to pass on. */
export class CountCheckError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'CountCheckError'
  }
}
