// The counters, one file or one folder each: this file re-exports them and holds their registry
// (`getCounter`, the id to counter map).
import { InvalidInputError } from '../errors.ts'
import type { Counter, CounterId } from '../types.ts'
import { describeValue } from '../validate.ts'
import { backtrack } from './backtrack.ts'
import { bitmask } from './bitmask.ts'
import { bruteForce } from './brute-force.ts'
import { constellation } from './constellation/constellation.ts'
import { flags } from './flags.ts'
import { mirror } from './mirror.ts'
import { parallel } from './parallel.ts'
import { symmetry } from './symmetry/symmetry.ts'

export { backtrack, bitmask, bruteForce, constellation, flags, mirror, parallel, symmetry }
export type { ConstellationCountResult } from './constellation/constellation.ts'
export type { SymmetryCountResult } from './symmetry/symmetry.ts'
export type { ClassedCountResult, Tally } from './tally.ts'
export type { CountManyOptions, SplitUnitResult, UnitResult, UnitToCount } from './unit-result.ts'
export { costliestFirst, CostProgress } from './split-schedule.ts'
export { NodeProgress } from './node-progress.ts'
export { countCompletions, COMPLETIONS_ID, COMPLETIONS_MAX_N } from './completions/completions.ts'
export type { CompletionOptions, CompletionResult } from './completions/completions.ts'

/**
 * Every counter by id. Each counts in the calling thread; `parallel`'s units run on threads too,
 * with `countParallel` in Node.
 */
export const COUNTERS: Readonly<Record<CounterId, Counter>> = Object.freeze({
  'brute-force': bruteForce,
  backtrack,
  flags,
  bitmask,
  mirror,
  symmetry,
  constellation,
  parallel,
})

/**
 * The counter with this id; throws `InvalidInputError('algorithm', …)` for any other string.
 *
 * @example
 * getCounter('bitmask').count(8).total // 92n
 */
export function getCounter(id: string): Counter {
  const counter = Object.hasOwn(COUNTERS, id) ? COUNTERS[id as CounterId] : undefined
  if (counter === undefined) {
    const ids = Object.keys(COUNTERS).join(', ')
    throw new InvalidInputError('algorithm', `must be one of ${ids}, got ${describeValue(id)}`)
  }
  return counter
}
export { combineUnits, CountCheckError, type CombinedCounts, type UnitCounts } from './combine.ts'
export {
  DEFAULT_SPLIT,
  getSplit,
  unitCountOf,
  type SplitCount,
  type SplitId,
  type SplitUnit,
} from './split.ts'
export { defaultEngine, useLanes, type LanesModule } from './engine.ts'
export { LANES_MAX_N } from './constellation/constellation-lanes.ts'
export { addFirstRows, firstRowFromText, firstRowToText } from './first-row.ts'
export { addResidues, checkResidues, RESIDUE_PRIMES, residuesOf } from './residues.ts'
