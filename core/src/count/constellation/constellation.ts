import { decodeCursor, encodeCursor } from '../../cursor.ts'
import { InvalidInputError } from '../../errors.ts'
import type { Counter, CountOptions } from '../../types.ts'
import { validateBudget, validateN, COUNT_MAX_N } from '../../validate.ts'
import { countBranches } from '../engine.ts'
import {
  countedSoFar,
  isOpenConstellation,
  openTask,
  type OpenConstellation,
  type Task,
} from './constellation-branches.ts'
import { planOf } from './constellation-plan.ts'
import { addFirstRowsInto, firstRowFromText, firstRowOf, firstRowToText } from '../first-row.ts'
import {
  addTally,
  type ClassedCountResult,
  classedResult,
  EMPTY_TALLY,
  tallyFromJson,
  tallyToJson,
  totalsOf,
} from '../tally.ts'

/**
 * @module
 * constellation: the border queens first. Each solution has one queen in row 0, row n-1, column
 * 0 and column n-1; one border configuration per symmetry orbit is searched (`planConstellations`),
 * in the orientation where it prunes soonest, and its solutions weigh as many boards as its orbit
 * has configurations (NQueensFAF's method; the Q27 project pre-placed the same ring). With the
 * border fixed, the rows in between prune hard from both ends, so it visits fewer nodes than
 * `symmetry` and far fewer than `bitmask` (each counter's nodes per n: the benchmark's rows,
 * charts/src/benchmark.json, and functions/src/budget/measured.json's `countNodes`).
 *
 * Unique counts come from the same pass. An orbit of solutions meets a constellation in as many
 * boards as the symmetries that keep the constellation divided by those that keep the solution,
 * so a constellation whose border no half turn keeps holds only boards of orbits of 8, and
 * elsewhere (49 of the 3,206 constellations at n = 16) its solutions are classed once it is done
 * (`symmetricSolutions`): unique = C2 + C4 + C8 as in `symmetry`.
 *
 * The constellations are counted branch by branch (constellation-branches.ts) on the thread's
 * engine (engine.ts): the lanes, or the walk. A cursor's state is `{ next, open }`: the index of
 * the first constellation not yet opened, and the constellations opened and not finished (with
 * their branches' frontiers); its partial holds the classes of the constellations done.
 */
export type ConstellationCountResult = ClassedCountResult

export const constellation: Counter & {
  count(n: number, options?: CountOptions): ConstellationCountResult
} = {
  id: 'constellation',
  maxN: COUNT_MAX_N,
  countsUnique: true,
  count: countConstellations,
}

/**
 * Counts the solutions for n with their symmetry classes, constellation by constellation in plan
 * order.
 *
 * @example
 * countConstellations(8) // { total: 92n, unique: 12n, classes: { c1: 0n, c2: 0n, c4: 1n, c8: 11n }, … }
 */
export function countConstellations(n: number, options?: CountOptions): ConstellationCountResult {
  const algorithm = 'constellation'
  validateN(n, COUNT_MAX_N)
  const budget = validateBudget(options?.budget)
  const onProgress = options?.onProgress
  const plan = planOf(n)
  let tally = EMPTY_TALLY
  // Counts by first-row column of the constellations done; undefined for a cursor without them.
  let firstRow: bigint[] | undefined = []
  let state: InOrderState = { next: 0, open: [] }
  if (options?.cursor !== undefined) {
    const payload = decodeCursor(options.cursor, { kind: 'count', algorithm, n })
    tally = tallyFromJson(payload.partial, 'cursor')
    const text = payload.partial?.firstRow
    firstRow = text === undefined ? undefined : firstRowFromText(text, n)
    state = readInOrderState(n, plan.length, payload.state)
  }
  // The constellations a cursor left open come first, then the rest in plan order.
  const resumed: Task[] = state.open.map((open) => ({ id: open.index, open }))
  let taken = 0
  let next = state.next
  const run = countBranches(
    n,
    () => {
      if (taken < resumed.length) return openTask(n, plan, resumed[taken++])
      if (next >= plan.length) return undefined
      onProgress?.(next / plan.length)
      return openTask(n, plan, { id: next++ })
    },
    (o, classes) => {
      tally = addTally(tally, classes)
      const total = totalsOf(classes).total
      if (firstRow) addFirstRowsInto(firstRow, firstRowOf(n, plan[o.id], total))
    },
    { budget, engine: options?.engine },
  )
  const open = [...run.stopped.map((s) => s.open), ...state.open.slice(taken)]
  if (open.length > 0 || next < plan.length) {
    const cursor = encodeCursor({
      kind: 'count',
      algorithm,
      n,
      state: { next, open } satisfies InOrderState,
      partial: {
        ...tallyToJson(tally),
        ...(firstRow ? { firstRow: firstRowToText(firstRow) } : {}),
      },
    })
    const sofar = { total: 0n, unique: 0n }
    for (const o of open) {
      const counted = countedSoFar(o, plan[o.index].weight)
      sofar.total += counted.total
      sofar.unique += counted.unique
    }
    const result = classedResult(algorithm, n, 'partial', tally, run.nodes, cursor, sofar)
    // Each constellation counts alike, one still open as half done.
    const fraction = (next - open.length / 2) / plan.length
    return { ...result, engine: run.engine, fraction }
  }
  onProgress?.(1)
  const result = classedResult(algorithm, n, 'complete', tally, run.nodes)
  // n = 2, 3 have no constellations and no solutions: every column counts 0.
  if (firstRow) result.firstRow = firstRow.length === n ? firstRow : new Array(n).fill(0n)
  return { ...result, engine: run.engine }
}

/** Where an in-order count stands: the next constellation to open, and those left open. */
interface InOrderState {
  next: number
  open: OpenConstellation[]
}

/**
 * Reads an in-order cursor's state for n, refusing anything else as `InvalidInputError('cursor',
 * …)`; each open constellation's frontiers are validated when it is opened. A state of an earlier
 * release (one frontier, `{ at, path }`) is refused: count again without it.
 */
function readInOrderState(n: number, constellations: number, state: unknown): InOrderState {
  const { next, open } = (state ?? {}) as Partial<InOrderState> & { at?: unknown }
  if (typeof state === 'object' && state !== null && 'at' in state) {
    throw new InvalidInputError(
      'cursor',
      'is from an earlier release of the constellation counter; count again without it',
    )
  }
  const fits =
    Number.isSafeInteger(next) &&
    (next as number) >= 0 &&
    (next as number) <= constellations &&
    Array.isArray(open) &&
    open.every((o) => isOpenConstellation(o) && o.index < (next as number)) &&
    new Set(open.map((o) => o.index)).size === open.length
  if (!fits)
    throw new InvalidInputError('cursor', `has a state that is not a frontier for n = ${n}`)
  return { next: next as number, open: open }
}
