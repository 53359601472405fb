import type { InvalidInputError } from '../errors.ts'
import type { Engine } from '../types.ts'
import type { Tally } from './tally.ts'

/**
 * A unit to count, as every runner hands it to a split count (`SplitCount.countMany`) and keeps it
 * between calls: its id in the plan, and the cursor of an earlier partial count of it.
 */
export interface UnitToCount {
  /** The unit's id: its index in the split's plan. */
  id: number
  /** Where an earlier partial count of this unit stopped. */
  cursor?: string
}

/**
 * What counting one unit of a split count answers: the unit's sums so far and, when it stopped at
 * its budget, a cursor to resume it with. `SplitUnitResult` adds what lets anyone check a unit
 * beyond its sums.
 */
export interface UnitResult {
  status: 'complete' | 'partial'
  /** The unit's solutions (all boards of its canonical ones' orbits) so far; all of them when complete. */
  total: bigint
  /** The unit's fundamental solutions so far. */
  unique: bigint
  /** Nodes visited in this call. */
  nodes: number
  /** Present exactly when partial; resume with the split's `count(n, id, { cursor })`. */
  cursor?: string
}

/**
 * A unit result of a split count (`split.ts`), with what lets anyone check and use it beyond the
 * sums: counts by the first row's column, and the total's residues (`residues.ts`).
 */
export interface SplitUnitResult extends UnitResult {
  /** `firstRow[c]`: the unit's solutions (so far) with the row-0 queen in column c. */
  firstRow: bigint[]
  /** The total's remainders modulo `RESIDUE_PRIMES`, worked out apart from the total. */
  residues: number[]
  /** The unit's solutions by the size of their orbit; present when complete. */
  classes?: Tally
}

/** What a split count's `countMany` takes beside its units. */
export interface CountManyOptions<T extends UnitToCount> {
  /** Most nodes to visit in all (no budget: to the end). */
  budget?: number
  /** The engine to count on (default: the thread's, `defaultEngine`). */
  engine?: Engine
  /**
   * Where a unit whose id or cursor core refuses goes, so that the count goes on with the next
   * (a runner that must keep the other units' work, such as a job's consumer); without it the
   * refusal is thrown.
   */
  refused?: (unit: T, error: InvalidInputError) => void
}
