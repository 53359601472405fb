import { decodeCursor, encodeCursor } from '../cursor.ts'
import { InvalidInputError } from '../errors.ts'
import type { CountResult, Engine } from '../types.ts'
import { firstRowFromText, firstRowToText } from './first-row.ts'
import { unitCountOf, type SplitCount } from './split.ts'
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
  /** What each pending unit has counted so far (its cursor's sums), by id. */
  partials: Map<number, { total: bigint; unique: bigint }>
}

/**
 * Reads a `parallel` cursor for n (or the start of a count when there is none), with every
 * pending unit's cursor validated by the split; throws `InvalidInputError('cursor', …)` for
 * anything a count never writes.
 *
 * @example
 * resumeSplit(getSplit('constellation'), 16, undefined).state // { next: 0, pending: [] }
 */
export function resumeSplit(split: SplitCount, n: number, cursor?: string): ResumedSplit {
  const partials = new Map<number, { total: bigint; unique: bigint }>()
  if (cursor === undefined) {
    return {
      state: { next: 0, pending: [] },
      done: { total: 0n, unique: 0n, firstRow: [] },
      partials,
    }
  }
  const payload = decodeCursor(cursor, { kind: 'count', algorithm: 'parallel', n })
  const state = readState(n, payload.state)
  if (state.next > unitCountOf(split.id, n)) {
    throw new InvalidInputError('cursor', 'is past the last unit')
  }
  for (const { id, cursor: unitCursor } of state.pending) {
    if (!Number.isInteger(id) || id < 0 || id >= state.next || partials.has(id)) {
      throw new InvalidInputError('cursor', 'lists an unfinished unit it never started')
    }
    partials.set(id, split.validate(n, id, unitCursor))
  }
  return { state, done: readSums(n, payload.partial), partials }
}

/**
 * The answer of a `parallel` count that stopped at `state` with `sums` done: complete once every
 * unit is, else partial with its cursor, its totals counting what the pending units have so far.
 */
export function splitAnswer(
  split: SplitCount,
  n: number,
  run: { state: SplitState; sums: SplitSums; partials: ResumedSplit['partials'] },
  nodes: number,
  engine: Engine,
): CountResult {
  const { state, sums, partials } = run
  const { total, unique, firstRow } = sums
  const unitCount = unitCountOf(split.id, n)
  if (state.pending.length === 0 && state.next === unitCount) {
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
    if (unitCount === 0) result.firstRow = new Array<bigint>(n).fill(0n)
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
  for (const { id } of state.pending) {
    sofar.total += partials.get(id)?.total ?? 0n
    sofar.unique += partials.get(id)?.unique ?? 0n
  }
  return { algorithm: 'parallel', n, status: 'partial', ...sofar, nodes, cursor, engine }
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
