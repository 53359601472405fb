import { firstRowFromText } from '../count/first-row.ts'
import { decodeCursor } from '../cursor.ts'
import { InvalidInputError } from '../errors.ts'
import type { PoolTask } from './pool-run.ts'

/**
 * Where a parallel count stands, as its cursor's state: the first unit not yet started (`next`),
 * and the units started but not finished, each with its own cursor (none when it was taken but
 * not begun). Example: `{ next: 840, pending: [{ id: 838, cursor: 'v1.…' }] }`.
 */
export interface PoolState {
  next: number
  pending: PoolTask[]
}

/**
 * Reads a `parallel` cursor (or the start of a count when there is none): its state and the sums
 * of the units done. Throws `InvalidInputError('cursor', …)` for anything else; the unit cursors
 * inside are checked by the caller, which has the plan.
 *
 * @example
 * readPoolState(16, undefined) // { state: { next: 0, pending: [] }, done: { total: 0n, unique: 0n, firstRow: [] } }
 */
export function readPoolState(
  n: number,
  cursor: string | undefined,
): { state: PoolState; done: { total: bigint; unique: bigint; firstRow?: bigint[] } } {
  if (cursor === undefined) {
    return {
      state: { next: 0, pending: [] },
      done: { total: 0n, unique: 0n, firstRow: [] },
    }
  }
  const payload = decodeCursor(cursor, { kind: 'count', algorithm: 'parallel', n })
  const s = payload.state as Partial<PoolState> | null
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
        ((t as PoolTask).cursor === undefined || typeof (t as PoolTask).cursor === 'string'),
    )
  if (!ok) {
    throw new InvalidInputError('cursor', `has a state that is not a parallel count for n = ${n}`)
  }
  const total = payload.partial?.total
  const unique = payload.partial?.unique
  const firstRow = payload.partial?.firstRow
  const decimal = (v: unknown): v is string => typeof v === 'string' && /^\d{1,40}$/.test(v)
  if (!decimal(total) || !decimal(unique) || BigInt(unique) > BigInt(total)) {
    throw new InvalidInputError('cursor', 'has no valid partial totals')
  }
  return {
    state: { next: s.next!, pending: s.pending! },
    done: {
      total: BigInt(total),
      unique: BigInt(unique),
      // A cursor that did not keep the units' first-row counts leaves them unknown.
      ...(firstRow === undefined ? {} : { firstRow: firstRowFromText(firstRow, n) }),
    },
  }
}
