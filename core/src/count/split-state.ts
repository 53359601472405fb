import { decodeCursor, encodeCursor } from '../cursor.ts'
import { InvalidInputError } from '../errors.ts'
import type { CountResult, Engine } from '../types.ts'
import { firstRowFromText, firstRowToText } from './first-row.ts'
import type { SplitCount } from './split.ts'
import type { UnitTask } from './unit-result.ts'

/**
 * @module
 * Where a `parallel` count stands, whichever runner counts its units: the thread pool
 * (node/parallel.ts) or one thread in plan order (split-in-order.ts). Both write and read the one
 * cursor shape here, so each resumes the other's cursor. Its state is the first unit not yet
 * started (`next`) and the units started and not finished (`pending`), each with its own unit
 * cursor (none when it was taken but not begun); its partial holds the sums of the units done.
 * Example state: `{ next: 840, pending: [{ id: 838, cursor: 'v1.…' }] }`.
 */
export interface SplitState {
  next: number
  pending: UnitTask[]
}

/** The sums of the units done, as `combineUnits` gives them (no `firstRow` where one had none). */
export interface SplitSums {
  total: bigint
  unique: bigint
  firstRow?: bigint[]
}

/** A `parallel` count resumed from its cursor, or at its start. */
export interface ResumedSplit {
  state: SplitState
  done: SplitSums
}

/** What each pending unit has counted so far, by id: the partial results a runner has in hand. */
export type SplitPartials = Map<number, { total: bigint; unique: bigint }>

/**
 * Reads a `parallel` cursor for an n of `units` units (or the start of a count when there is
 * none); throws `InvalidInputError('cursor', …)` for anything a count never writes. The pending
 * units' own cursors are read where they are counted (or, for those a run does not reach, by
 * `splitAnswer`), once each.
 *
 * @example
 * resumeSplit(16, 3206, undefined).state // { next: 0, pending: [] }
 */
export function resumeSplit(n: number, units: number, cursor?: string): ResumedSplit {
  if (cursor === undefined) {
    return { state: { next: 0, pending: [] }, done: { total: 0n, unique: 0n, firstRow: [] } }
  }
  const payload = decodeCursor(cursor, { kind: 'count', algorithm: 'parallel', n })
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
  return { state, done: readSums(n, payload.partial) }
}

/**
 * The answer of a `parallel` count of n (`units` units) that stopped at `state` with `sums` done:
 * complete once every unit is, else partial with its cursor, its totals counting what the pending
 * units have so far (from `partials`, or, for a unit this run did not reach, from its cursor).
 */
export function splitAnswer(
  split: SplitCount,
  n: number,
  units: number,
  run: { state: SplitState; sums: SplitSums; partials: SplitPartials },
  nodes: number,
  engine: Engine,
): CountResult {
  const { state, sums, partials } = run
  const { total, unique, firstRow } = sums
  if (state.pending.length === 0 && state.next === units) {
    const result: CountResult = {
      algorithm: 'parallel',
      n,
      status: 'complete',
      total,
      unique,
      nodes,
      engine,
    }
    // n = 2, 3 have no units and no solutions: every column counts 0.
    if (units === 0) result.firstRow = new Array<bigint>(n).fill(0n)
    else if (firstRow) result.firstRow = firstRow
    return result
  }
  const cursor = encodeCursor({
    kind: 'count',
    algorithm: 'parallel',
    n,
    state: { next: state.next, pending: [...state.pending].sort((a, b) => a.id - b.id) },
    partial: {
      total: total.toString(),
      unique: unique.toString(),
      ...(firstRow ? { firstRow: firstRowToText(firstRow) } : {}),
    },
  })
  const sofar = { total, unique }
  for (const { id, cursor: unitCursor } of state.pending) {
    const counted = partials.get(id) ?? split.validate(n, id, unitCursor)
    sofar.total += counted.total
    sofar.unique += counted.unique
  }
  // Each unit counts alike, one begun as half done.
  const begun = state.pending.filter((task) => task.cursor !== undefined).length
  const fraction = (state.next - state.pending.length + begun / 2) / units
  return { algorithm: 'parallel', n, status: 'partial', ...sofar, nodes, cursor, engine, fraction }
}

function readState(n: number, state: unknown): SplitState {
  const s = state as Partial<SplitState> | null
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
        ((t as UnitTask).cursor === undefined || typeof (t as UnitTask).cursor === 'string'),
    )
  if (!ok) {
    throw new InvalidInputError('cursor', `has a state that is not a parallel count for n = ${n}`)
  }
  return { next: s.next!, pending: s.pending!.map(({ id, cursor }) => ({ id, cursor })) }
}

function readSums(n: number, partial: Record<string, unknown> | undefined): SplitSums {
  const { total, unique, firstRow } = partial ?? {}
  const decimal = (v: unknown): v is string => typeof v === 'string' && /^\d{1,40}$/.test(v)
  if (!decimal(total) || !decimal(unique) || BigInt(unique) > BigInt(total)) {
    throw new InvalidInputError('cursor', 'has no valid partial totals')
  }
  return {
    total: BigInt(total),
    unique: BigInt(unique),
    // A cursor that did not keep the units' first-row counts leaves them unknown.
    ...(firstRow === undefined ? {} : { firstRow: firstRowFromText(firstRow, n) }),
  }
}
