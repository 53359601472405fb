/**
 * @module
 * A constellation's search cut into branches, one per queen of its first level (level 0), and
 * what a count keeps of a constellation it opened but did not finish. Both engines count branch
 * by branch: the lanes (constellation-lanes.ts) many at once, the walk here one after another, and
 * both stop a branch at a budget with its frontier, so they read and write the same state:
 *
 *   { index, symmetry, todo, found, frontiers }
 *
 * `index` is the constellation's place in `planConstellations(n)` (its unit id, `id` everywhere
 * but in cursors, which keep the key every cursor handed out holds), `symmetry` the orientation its
 * search runs in, `todo` the level-0 queens (as bits) whose branches have not started, `found`
 * the solutions its branches have found so far, and `frontiers` where its stopped branches stand
 * (each as `frontierOf` writes one: the queens of the levels above, then the next column to try,
 * at least two entries since a branch's level 0 holds its one queen). A constellation's solutions
 * are only added up branch by branch; once all are done, those of a border a half turn keeps are
 * classed by `symmetricSolutions`.
 */
import { InvalidInputError } from '../../errors.ts'
import { notAFrontier } from '../frontier.ts'
import type { Constellation } from './constellation-plan.ts'
import {
  frontierOf,
  openConstellation,
  resumeConstellation,
  type ConstellationSearch,
} from './constellation-search.ts'
import { FREE, LD, QUEEN, RD } from '../stack-search.ts'
import { symmetricSolutions } from './constellation-symmetric.ts'
import { walkConstellation } from './constellation-walk.ts'
import { EMPTY_TALLY, type Tally } from '../tally.ts'
import { walkLimit } from '../walk-limit.ts'

/** What a cursor keeps of a constellation opened and not finished (see the file's comment). */
export interface OpenConstellation {
  /** The constellation's id, its place in the plan. */
  index: number
  /** The constellation's `orientation`, under the key every cursor handed out holds. */
  symmetry: number
  todo: number
  found: number
  frontiers: number[][]
}

/** A constellation to count: fresh, or from where a cursor left it. */
export interface ConstellationToCount {
  /** The constellation's id, its place in the plan (the unit id of the split count). */
  id: number
  open?: OpenConstellation
  /** Whatever the caller tells its units apart by (the same unit may be in hand twice). */
  key?: unknown
}

/** A constellation a count is working on. */
export interface Opened {
  /** The unit's `id`. */
  id: number
  /** The unit's `key`. */
  key?: unknown
  s: ConstellationSearch
  todo: number
  frontiers: number[][]
  found: number
  /** Nodes visited in it by this call. */
  nodes: number
  /** Its branches on lanes right now. */
  running: number
}

/** Reports a constellation counted to its end, with its classes (`o.nodes`: this call's nodes). */
export type OnCounted = (o: Opened, classes: Tally) => void

/** Where a count stopped: the constellations it opened and did not finish, in the order taken. */
export interface Stopped {
  /** The unit's `key`. */
  key?: unknown
  open: OpenConstellation
  /** Nodes this call spent on it. */
  nodes: number
}

/**
 * Opens a unit's constellation, validating a cursor's part (`InvalidInputError('cursor', …)` for
 * anything a count never writes).
 */
export function openConstellationToCount(
  n: number,
  plan: readonly Constellation[],
  unit: ConstellationToCount,
): Opened {
  const planned = plan[unit.id]
  const open = unit.open
  if (open === undefined) {
    const s = openConstellation(n, planned)
    const todo = s.done ? 0 : s.stack[FREE]
    // A search of one level or none is counted as it opens.
    const found = s.boards8 + s.boards4 + s.boards2
    return { id: unit.id, key: unit.key, s, todo, frontiers: [], found, nodes: 0, running: 0 }
  }
  const s = openConstellation(n, planned, open.symmetry)
  const bad = (): never => {
    throw notAFrontier(n)
  }
  const all = s.done ? 0 : s.stack[FREE]
  if ((open.todo & ~all) !== 0) bad()
  let started = 0
  for (const path of open.frontiers) {
    if (path.length < 2) bad()
    // Throws for a path the search never reaches; each branch stands once, and not also in todo.
    startBranch(s, path)
    const queen = 1 << path[0]
    if ((started & queen) !== 0 || (open.todo & queen) !== 0) bad()
    started |= queen
  }
  s.done = all === 0
  const frontiers = open.frontiers.map((path) => [...path])
  const { id, key } = unit
  return { id, key, s, todo: open.todo, frontiers, found: open.found, nodes: 0, running: 0 }
}

/** Whether a state read from a cursor has the shape `OpenConstellation` (values validated later). */
export function isOpenConstellation(value: unknown): value is OpenConstellation {
  const count = (v: unknown): boolean => Number.isSafeInteger(v) && (v as number) >= 0
  const o = value as Partial<OpenConstellation> | null
  return (
    typeof o === 'object' &&
    o !== null &&
    count(o.index) &&
    count(o.symmetry) &&
    (o.symmetry as number) < 8 &&
    Number.isInteger(o.todo) &&
    count(o.found) &&
    Array.isArray(o.frontiers) &&
    o.frontiers.every((p) => Array.isArray(p) && p.every((c) => Number.isInteger(c)))
  )
}

/** What a cursor keeps of an opened constellation. */
function openOf(o: Opened): OpenConstellation {
  const { id, todo, found } = o
  const frontiers = o.frontiers.map((path) => [...path])
  return { index: id, symmetry: o.s.constellation.orientation ?? 0, todo, found, frontiers }
}

/** What a count reports of `o` when it stops before `o` is done. */
export function stoppedOf(o: Opened): Stopped {
  return { key: o.key, open: openOf(o), nodes: o.nodes }
}

/** Whether every branch of `o` is done. */
export function isFinished(o: Opened): boolean {
  return o.todo === 0 && o.frontiers.length === 0 && o.running === 0
}

/** The next branch of `o` to count: a stopped one first, else a fresh one (`[queen's column]`). */
export function takeBranch(o: Opened): number[] | undefined {
  const path = o.frontiers.shift()
  if (path !== undefined || o.todo === 0) return path
  const queen = o.todo & -o.todo
  o.todo ^= queen
  return [31 - Math.clz32(queen)]
}

/**
 * Sets search `s` to a branch: fresh (`[column]`: that level-0 queen and nothing after it) or a
 * frontier inside one. Its stack then holds, per level, the columns still to try and the
 * diagonals, which is also what a lane's entries hold.
 */
export function startBranch(s: ConstellationSearch, path: readonly number[]): void {
  s.done = false
  s.cols = 0
  s.stack[LD] = 0
  s.stack[RD] = 0
  resumeConstellation(s, path, 'cursor')
  // Level 0 holds the branch's queen and nothing after it.
  s.stack[FREE] = path.length === 1 ? 1 << path[0] : 0
}

/** Ends `o`: its solutions classed (`symmetricSolutions` where a half turn keeps the border). */
export function classesOfOpened(o: Opened): Tally {
  const { s } = o
  s.boards8 = o.found
  s.boards4 = s.boards2 = 0
  if (s.constellation.turns && o.found > 0) {
    const { halfTurn, quarterTurn } = symmetricSolutions(s)
    s.boards8 -= halfTurn
    s.boards4 = halfTurn - quarterTurn
    s.boards2 = quarterTurn
  }
  return classesOf(s)
}

/**
 * What `o` has counted so far: the boards of its solutions found, and its orbits already whole
 * (the exact orbits are known only once it is done, `classesOfOpened`).
 */
export function countedSoFar(
  o: Pick<OpenConstellation, 'found'>,
  weight: number,
): { total: bigint; unique: bigint } {
  return {
    total: BigInt(weight * o.found),
    unique: BigInt(Math.floor((o.found * weight) / 8)),
  }
}

/**
 * The walk's engine: the constellations `next` opens, branch after branch, for at most `budget`
 * nodes (`Infinity`: no limit). Stops exactly at the budget, inside a branch if need be; asks for
 * no constellation once the budget is spent.
 */
export function walkBranches(
  next: () => Opened | undefined,
  onCounted: OnCounted,
  budget: number,
): { nodes: number; stopped: Stopped[] } {
  let nodes = 0
  while (nodes < budget) {
    const o = next()
    if (o === undefined) break
    while (!isFinished(o)) {
      if (nodes >= budget) return { nodes, stopped: [stoppedOf(o)] }
      const path = takeBranch(o)!
      const { s } = o
      startBranch(s, path)
      const before = s.boards8 + s.boards4 + s.boards2
      const visited = walkConstellation(s, walkLimit(budget, nodes))
      nodes += visited
      o.nodes += visited
      o.found += s.boards8 + s.boards4 + s.boards2 - before
      if (!s.done) {
        o.frontiers.unshift(frontierOf(s))
        return { nodes, stopped: [stoppedOf(o)] }
      }
    }
    onCounted(o, classesOfOpened(o))
  }
  return { nodes, stopped: [] }
}

/**
 * A lane's entries for a branch, level 0 to the branch's frontier: per level, the columns still to
 * try, the columns taken above, and the "\" and "/" diagonals attacked (as `startBranch` leaves
 * the stack). Written into `out` (4 per level); returns the frontier's level.
 */
export function branchEntries(s: ConstellationSearch, path: readonly number[], out: Int32Array) {
  startBranch(s, path)
  let cols = 0
  for (let level = 0; level <= s.level; level++) {
    const k = 4 * level
    out[k] = s.stack[k + FREE]
    out[k + 1] = cols
    out[k + 2] = s.stack[k + LD]
    out[k + 3] = s.stack[k + RD]
    cols |= s.stack[k + QUEEN]
  }
  return s.level
}

/**
 * The orbits a finished constellation holds, by size. A symmetry that keeps the border maps its
 * solutions onto each other, so the boards of one orbit here number `8 / weight` (the symmetries
 * keeping the border) divided by the symmetries keeping the board: 1, 2 or 4.
 */
export function classesOf(s: ConstellationSearch): Tally {
  // n = 1: the lone queen is all four border queens, and every symmetry keeps it.
  if (s.n === 1) return { ...EMPTY_TALLY, c1: 1n }
  const keep = 8 / s.constellation.weight
  const orbits = (boards: number, kept: number): bigint => {
    if ((boards * kept) % keep !== 0) {
      throw new InvalidInputError('cursor', 'has solution counts no constellation can have')
    }
    return BigInt((boards * kept) / keep)
  }
  return { c1: 0n, c2: orbits(s.boards2, 4), c4: orbits(s.boards4, 2), c8: orbits(s.boards8, 1) }
}
