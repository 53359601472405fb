import {
  COUNT_MAX_N,
  combineUnits,
  decodeCursor,
  DEFAULT_SPLIT,
  encodeCursor,
  firstRowFromText,
  firstRowToText,
  getSplit,
  InvalidInputError,
  unitCountOf,
  type CountResult,
} from '@nqueens/core'

/**
 * `algorithm=parallel` at the edge: the work units of core's split count (the constellation
 * count's), counted one after another within this request's budget. On a PC they run on threads,
 * and the jobs API (`POST /api/jobs`) spreads the same units over many Worker invocations; one
 * request can only walk them in order, so this is the same sum, resumable by cursor, at one
 * request's pace.
 *
 * The cursor (kind `count`, algorithm `parallel`) holds the index of the next unit, that unit's
 * own cursor when it stopped inside it, and the sums of the units finished before it (with their
 * counts by first-row column). Each finished unit's total is checked against its residues.
 */
export const PARALLEL_MAX_N = COUNT_MAX_N

interface UnitsState {
  unit: number
  /** The cursor of unit `unit` when it was stopped inside; null at its start. */
  within: string | null
}

export function countUnitsInRequest(
  n: number,
  budget: number,
  cursor: string | undefined,
): CountResult {
  const split = getSplit(DEFAULT_SPLIT)
  const units = unitCountOf(DEFAULT_SPLIT, n)
  const start = readState(n, units, cursor)
  let { unit, within } = start
  let sums: { total: bigint; unique: bigint; firstRow?: bigint[] } = start
  let nodes = 0
  let partialTotal = 0n
  let partialUnique = 0n
  while (unit < units && nodes < budget) {
    const result = split.count(n, unit, {
      budget: budget - nodes,
      cursor: within ?? undefined,
    })
    nodes += result.nodes
    if (result.status === 'partial') {
      within = result.cursor ?? null
      partialTotal = result.total
      partialUnique = result.unique
      break
    }
    sums = combineUnits([sums, result])
    unit++
    within = null
  }
  const { total, unique, firstRow } = sums
  const base = { algorithm: 'parallel' as const, n, nodes }
  if (unit === units) {
    if (firstRow === undefined) return { ...base, status: 'complete', total, unique }
    // n = 2, 3 have no units and no solutions: every column counts 0.
    const byColumn = firstRow.length === n ? firstRow : new Array<bigint>(n).fill(0n)
    return { ...base, status: 'complete', total, unique, firstRow: byColumn }
  }
  const state: UnitsState = { unit, within }
  return {
    ...base,
    status: 'partial',
    // The finished units, plus what the current one has found so far.
    total: total + partialTotal,
    unique: unique + partialUnique,
    cursor: encodeCursor({
      kind: 'count',
      algorithm: 'parallel',
      n,
      state,
      partial: {
        total: total.toString(),
        unique: unique.toString(),
        // Absent when resumed from a cursor that did not keep them.
        ...(firstRow ? { firstRow: firstRowToText(firstRow) } : {}),
      },
    }),
  }
}

function readState(n: number, unitCount: number, cursor: string | undefined) {
  if (cursor === undefined) {
    return { unit: 0, within: null, total: 0n, unique: 0n, firstRow: [] as bigint[] | undefined }
  }
  const payload = decodeCursor(cursor, { kind: 'count', algorithm: 'parallel', n })
  const state = payload.state as Partial<UnitsState> | null
  const total = payload.partial?.total
  const unique = payload.partial?.unique
  const text = payload.partial?.firstRow
  if (
    typeof state !== 'object' ||
    state === null ||
    !Number.isInteger(state.unit) ||
    (state.unit as number) < 0 ||
    (state.unit as number) >= unitCount ||
    !(state.within === null || typeof state.within === 'string') ||
    typeof total !== 'string' ||
    typeof unique !== 'string' ||
    !/^\d{1,40}$/.test(total) ||
    !/^\d{1,40}$/.test(unique)
  ) {
    throw new InvalidInputError('cursor', 'is not a parallel count cursor for this n')
  }
  return {
    unit: state.unit as number,
    within: state.within as string | null,
    total: BigInt(total),
    unique: BigInt(unique),
    firstRow: text === undefined ? undefined : firstRowFromText(text, n),
  }
}
