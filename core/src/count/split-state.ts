import { decodeCursor, encodeCursor } from '../cursor.ts'
import { InvalidInputError } from '../errors.ts'
import { notAFrontier } from './frontier.ts'
import type { CountResult, Engine } from '../types.ts'
import { firstRowFromText, firstRowToText } from './first-row.ts'
import type { SplitCount } from './split.ts'
import {
  EMPTY_TALLY,
  tallyFromJson,
  tallyToJson,
  type ClassedCountResult,
  type Tally,
} from './tally.ts'
import type { UnitToCount } from './unit-result.ts'

/**
 * @module
 * Where a count of a split's units stands, whichever runner counts them: one thread in plan order
 * (split-in-order.ts, the `constellation` and `parallel` counters) or the thread pool
 * (node/parallel.ts). All of them write and read the one cursor shape here, so each resumes
 * another's count of the same algorithm. Its state is the first unit not yet started (`next`) and
 * the units started and not finished (`pending`), each with its own unit cursor (none when it was
 * taken but not begun); its sums are those of the units finished, with their classes.
 * Example state: `{ next: 840, pending: [{ id: 838, cursor: 'v1.…' }] }`.
 */
export interface SplitState {
  next: number
  pending: UnitToCount[]
}

/** The counters whose units these are; each cursor names one and resumes only in it. */
export type SplitCounterId = 'constellation' | 'parallel'

/**
 * The sums of the units finished, as `combineUnits` gives them: no `firstRow` or `classes` where
 * a unit or a cursor did not keep them.
 */
export interface SplitSums {
  total: bigint
  unique: bigint
  firstRow?: bigint[]
  classes?: Tally
}

/** A count resumed from its cursor, or at its start. */
export interface ResumedSplit {
  state: SplitState
  finished: SplitSums
}

/** What each pending unit has counted so far, by id, as a runner has it in hand. */
export type PendingCounts = Map<number, { total: bigint; unique: bigint }>

/**
 * Reads a cursor of `algorithm` for an n of `units` units (or the start of a count when there is
 * none); throws `InvalidInputError('cursor', …)` for anything a count never writes. The pending
 * units' own cursors are read where they are counted (or, for those a run does not reach, by
 * `splitResult`), once each.
 *
 * @example
 * resumeSplit('parallel', 16, 3206, undefined).state // { next: 0, pending: [] }
 */
export function resumeSplit(
  algorithm: SplitCounterId,
  n: number,
  units: number,
  cursor?: string,
): ResumedSplit {
  if (cursor === undefined) {
    const finished = { total: 0n, unique: 0n, firstRow: [], classes: EMPTY_TALLY }
    return { state: { next: 0, pending: [] }, finished }
  }
  const payload = decodeCursor(cursor, { kind: 'count', algorithm, n })
  const state = readState(n, payload.state)
  if (state.next > units) {
    throw new InvalidInputError('cursor', 'is past the last unit')
  }
  const seen = new Set<number>()
  for (const { id } of state.pending) {
    if (!Number.isInteger(id) || id < 0 || id >= state.next || seen.has(id)) {
      throw new InvalidInputError('cursor', 'lists an unfinished unit it never started')
    }
    seen.add(id)
  }
  return { state, finished: readSums(algorithm, n, payload.sums) }
}

/**
 * The answer of a count of n (`units` units) that stopped at `state` with `sums` finished:
 * complete once every unit is, else partial with its cursor, its totals counting what the pending
 * units have so far (from `pendingCounts`, or, for a unit this run did not reach, from its cursor).
 * The classes are those of the units finished, as a partial count's always are.
 */
export function splitResult(
  split: SplitCount,
  count: { algorithm: SplitCounterId; n: number; units: number },
  run: { state: SplitState; sums: SplitSums; pendingCounts: PendingCounts },
  nodes: number,
  engine: Engine,
): CountResult & { classes?: Tally } {
  const { algorithm, n, units } = count
  const { state, sums, pendingCounts } = run
  const { total, unique, firstRow, classes } = sums
  const withClasses = classes === undefined ? {} : { classes }
  if (state.pending.length === 0 && state.next === units) {
    const result: ClassedCountResult | CountResult = {
      algorithm,
      n,
      status: 'complete',
      total,
      unique,
      nodes,
      engine,
      ...withClasses,
    }
    // n = 2, 3 have no units and no solutions: every column counts 0.
    if (units === 0) result.firstRow = new Array<bigint>(n).fill(0n)
    else if (firstRow) result.firstRow = firstRow
    return result
  }
  const cursor = encodeCursor({
    kind: 'count',
    algorithm,
    n,
    state: { next: state.next, pending: [...state.pending].sort((a, b) => a.id - b.id) },
    sums: {
      ...(classes === undefined
        ? { total: total.toString(), unique: unique.toString() }
        : tallyToJson(classes)),
      ...(firstRow ? { firstRow: firstRowToText(firstRow) } : {}),
    },
  })
  const sofar = { total, unique }
  for (const { id, cursor: unitCursor } of state.pending) {
    const counted = pendingCounts.get(id) ?? split.validate(n, id, unitCursor)
    sofar.total += counted.total
    sofar.unique += counted.unique
  }
  // Each unit counts alike, one begun as half done.
  const begun = state.pending.filter((unit) => unit.cursor !== undefined).length
  const fraction = (state.next - state.pending.length + begun / 2) / units
  return {
    algorithm,
    n,
    status: 'partial',
    ...sofar,
    nodes,
    cursor,
    engine,
    fraction,
    ...withClasses,
  }
}

/**
 * A cursor's state: `{ next, pending }`, or the in-order cursors of before (the constellation
 * counter's, and 0.1.0's `countInOrder`'s), `{ next, open }`, whose open constellations are the
 * states of the pending units' cursors.
 */
function readState(n: number, state: unknown): SplitState {
  const s = state as (Partial<SplitState> & { open?: unknown; at?: unknown }) | null
  if (typeof s === 'object' && s !== null && 'at' in s) {
    throw new InvalidInputError(
      'cursor',
      'is from an earlier release of the constellation counter; count again without it',
    )
  }
  if (typeof s === 'object' && s !== null && Array.isArray(s.open) && s.pending === undefined) {
    const pending = s.open.map((open: unknown) => ({
      id: (open as { index?: number } | null)?.index as number,
      cursor: encodeCursor({ kind: 'unit', algorithm: 'constellation', n, state: open }),
    }))
    return readState(n, { next: s.next, pending })
  }
  const ok =
    typeof s === 'object' &&
    s !== null &&
    Number.isInteger(s.next) &&
    (s.next as number) >= 0 &&
    Array.isArray(s.pending) &&
    s.pending.every(
      (t: unknown) =>
        typeof t === 'object' &&
        t !== null &&
        ((t as UnitToCount).cursor === undefined || typeof (t as UnitToCount).cursor === 'string'),
    )
  if (!ok) {
    throw notAFrontier(n)
  }
  return { next: s.next!, pending: s.pending!.map(({ id, cursor }) => ({ id, cursor })) }
}

/**
 * A cursor's sums: the classes and the totals they make, and the counts by first row where the
 * cursor kept them. A `parallel` cursor may hold the totals alone (a thread pool's cursor without
 * classes): its count then answers no classes.
 */
function readSums(
  algorithm: SplitCounterId,
  n: number,
  sums: Record<string, unknown> | undefined,
): SplitSums {
  const { total, unique, firstRow, c1 } = sums ?? {}
  const firstRows = firstRow === undefined ? {} : { firstRow: firstRowFromText(firstRow, n) }
  if (c1 === undefined && algorithm === 'parallel') {
    if (!isDecimal(total) || !isDecimal(unique) || BigInt(unique) > BigInt(total)) {
      throw new InvalidInputError('cursor', 'has no valid sums (the totals so far)')
    }
    return { total: BigInt(total), unique: BigInt(unique), ...firstRows }
  }
  const classes = tallyFromJson(sums, 'cursor')
  return { total: BigInt(total as string), unique: BigInt(unique as string), classes, ...firstRows }
}

function isDecimal(value: unknown): value is string {
  return typeof value === 'string' && /^\d{1,40}$/.test(value)
}
