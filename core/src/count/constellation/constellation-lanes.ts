/**
 * @module
 * Counts constellations on the lanes of constellation-lanes.wat: every constellation is cut into
 * branches (constellation-branches.ts), and twelve lanes each walk a branch depth-first, in
 * lockstep, taking the next branch when theirs ends. It visits the nodes the walk visits, counts
 * them the same way, stops at a budget with each running branch's frontier, and resumes from
 * frontiers: a count on the lanes and one on the walk read and write the same state.
 *
 * A budget is a hard limit: a run of k passes visits at most k nodes per running lane, so each run
 * takes at most (nodes left) / (lanes running) passes, and lanes stop (their frontier kept) while
 * more lanes run than nodes are left.
 *
 * @example
 * import { useLanes } from '../engine.ts' // the host hands in the compiled module
 * useLanes(lanesModule)
 * countConstellations(16).engine // 'lanes'
 */
import {
  branchEntries,
  classesOfOpened,
  isFinished,
  stoppedOf,
  takeBranch,
  type OnCounted,
  type Opened,
  type Stopped,
} from './constellation-branches.ts'
import type { ConstellationSearch } from './constellation-search.ts'
import {
  STACK_BYTES,
  STACKS,
  GROUP_BYTES,
  LANES,
  LEVEL_BYTES,
  WIDTH,
} from './constellation-lanes-layout.ts'

/** The lanes of one thread, instantiated from the module by `createLanes`. */
export interface LaneCounter {
  /**
   * Counts the constellations `next` opens (asked only while nodes are left) for at most `budget`
   * nodes (`Infinity`: no limit), reporting each constellation counted to its end through
   * `onCounted`, not in the order taken; returns the nodes visited and the constellations stopped
   * unfinished. One run at a time: the lanes are the thread's own.
   */
  run(
    next: () => Opened | undefined,
    onCounted: OnCounted,
    budget: number,
  ): { nodes: number; stopped: Stopped[] }
}

/**
 * Instantiates the compiled lanes module. Throws when `module` is not one (it must export
 * `memory` and `run`).
 */
export function createLanes(module: object): LaneCounter {
  const wasm = (globalThis as unknown as { WebAssembly: Wasm }).WebAssembly
  const { exports } = new wasm.Instance(module)
  if (typeof exports.run !== 'function' || typeof exports.memory !== 'object') {
    throw new TypeError('not the lanes module: it must export memory and run')
  }
  return makeCounter(exports)
}

/** The largest n the lanes count: past it a diagonal no longer fits their arithmetic. */
export const LANES_MAX_N = 29

/** A lane's stack of entries, and a level's entry, in i32s. */
const STACK_INTS = STACK_BYTES / 4
const LEVEL_INTS = LEVEL_BYTES / 4
/** Where an entry holds M, P2, P3 and RET, in i32s (F, C, L, R come first). */
const [M, P2, P3, RET] = [4, 5, 6, 7]
/** Constellations in the lanes at once: more than the lanes, so that none waits for a table. */
const SLOTS = 48
/** Passes per run: a lane's 32-bit counters cannot overflow before they are added up. */
const LIMIT = 1 << 24

/** The little of the WebAssembly API used here (core's types name no platform's globals). */
interface Wasm {
  Instance: new (module: object) => { exports: Record<string, unknown> }
}

function makeCounter(exports: Record<string, unknown>): LaneCounter {
  const memory = exports.memory as { buffer: ArrayBuffer; grow(pages: number): number }
  const runPasses = exports.run as (limit: number) => number
  memory.grow(1)
  const i32 = new Int32Array(memory.buffer)
  // Per slot, a lane's entries as a branch of its constellation starts (see writeTable).
  const tables = new Int32Array(SLOTS * STACK_INTS)
  // The entries of one branch as constellation-branches.ts builds them, before they are copied in.
  const entries = new Int32Array(4 * 34)
  return {
    run(next, onCounted, budget) {
      const slots = new Array<Opened | undefined>(SLOTS).fill(undefined)
      const taken: Opened[] = []
      const laneSlot = new Int32Array(LANES).fill(-1)
      let running = 0
      let exhausted = false
      let nodes = 0

      const complete = (o: Opened): void => {
        slots[slots.indexOf(o)] = undefined
        taken.splice(taken.indexOf(o), 1)
        onCounted(o, classesOfOpened(o))
      }
      // Puts the next constellation in a free table; false when there is none or no table is free.
      const pull = (): boolean => {
        const at = slots.indexOf(undefined)
        if (at < 0 || exhausted) return false
        const o = next()
        if (o === undefined) {
          exhausted = true
          return false
        }
        if (isFinished(o)) onCounted(o, classesOfOpened(o))
        else {
          writeTable(tables, at, o.s)
          slots[at] = o
          taken.push(o)
        }
        return true
      }
      // Gives lane `lane` the next branch, in the order the constellations were taken.
      const fill = (lane: number): boolean => {
        for (;;) {
          const o = taken.find((t) => t.todo !== 0 || t.frontiers.length > 0)
          if (o !== undefined) {
            start(lane, slots.indexOf(o), o.s, takeBranch(o)!)
            o.running++
            return true
          }
          if (!pull()) return false
        }
      }
      // Lane `lane` takes a branch of the constellation in slot `at`: the constellation's entries,
      // then the branch's levels down to its frontier, each going back to the level above it with
      // columns left.
      const start = (lane: number, at: number, s: ConstellationSearch, path: number[]): void => {
        const [state, i] = [stateOf(lane), lane % WIDTH]
        const below = levelZeroOf(lane) - LEVEL_INTS
        i32.set(
          tables.subarray(at * STACK_INTS, at * STACK_INTS + (s.last + 2) * LEVEL_INTS),
          below,
        )
        // A fresh branch is its queen in level 0, which the table leaves empty and going back to -1.
        let level = 0
        if (path.length === 1) i32[below + LEVEL_INTS] = 1 << path[0]
        else {
          level = branchEntries(s, path, entries)
          let back = -1
          for (let k = 0; k <= level; k++) {
            const entry = below + LEVEL_INTS * (k + 1)
            i32.set(entries.subarray(4 * k, 4 * k + 4), entry)
            i32[entry + RET] = back
            if (entries[4 * k] !== 0) back = k
          }
        }
        i32[state + i] = level
        i32[state + 8 + i] = s.last - 1 // where a free column is a solution
        i32[state + 20] |= 1 << i
        laneSlot[lane] = at
        running++
      }
      // A parked lane stays at level -1, whose entry has no column to try and goes back to -1,
      // and ends no run.
      const park = (lane: number): void => {
        const [state, i] = [stateOf(lane), lane % WIDTH]
        const below = levelZeroOf(lane) - LEVEL_INTS
        if (laneSlot[lane] >= 0) running--
        laneSlot[lane] = -1
        i32.fill(0, below, below + LEVEL_INTS)
        i32[below + RET] = -1
        i32[state + i] = -1
        i32[state + 8 + i] = -2 // the level above the last: none the lane is at
        i32[state + 20] &= ~(1 << i)
      }
      // Adds up what lane `lane` counted in the last run; ends its branch once it is done.
      const harvest = (lane: number): void => {
        const [state, i] = [stateOf(lane), lane % WIDTH]
        const o = slots[laneSlot[lane]]!
        const visited = i32[state + 12 + i] >>> 0
        nodes += visited
        o.nodes += visited
        o.found += i32[state + 16 + i] >>> 0
        i32[state + 12 + i] = 0
        i32[state + 16 + i] = 0
        if (i32[state + i] >= 0) return
        park(lane)
        o.running--
        if (isFinished(o)) complete(o)
      }
      // Stops lane `lane` inside its branch and keeps where it stands.
      const stop = (lane: number): void => {
        const o = slots[laneSlot[lane]]!
        const at = frontierOfLane(i32, levelZeroOf(lane), i32[stateOf(lane) + (lane % WIDTH)])
        park(lane)
        o.running--
        if (at.length > 1) o.frontiers.push(at)
        else if (at.length === 1) o.todo |= 1 << at[0]
        else if (isFinished(o)) complete(o)
      }

      for (let lane = 0; lane < LANES; lane++) {
        const state = stateOf(lane)
        i32[state + 4 + (lane % WIDTH)] = STACKS + lane * STACK_BYTES + LEVEL_BYTES
        i32[state + 12 + (lane % WIDTH)] = 0
        i32[state + 16 + (lane % WIDTH)] = 0
        park(lane)
      }
      for (;;) {
        const left = budget - nodes
        for (let lane = 0; lane < LANES && running < left; lane++) {
          if (laneSlot[lane] < 0 && !fill(lane)) break
        }
        // More lanes running than nodes left: some stop, so that a pass cannot overrun.
        for (let lane = LANES - 1; lane >= 0 && running > left; lane--) {
          if (laneSlot[lane] >= 0) stop(lane)
        }
        if (running === 0) break
        runPasses(Math.min(LIMIT, Math.floor(left / running)))
        for (let lane = 0; lane < LANES; lane++) if (laneSlot[lane] >= 0) harvest(lane)
      }
      return { nodes, stopped: taken.map(stoppedOf) }
    },
  }
}

/** Index (in i32s) of lane's level-0 entry; its level-k entry is `LEVEL_INTS` k further. */
function levelZeroOf(lane: number): number {
  return (STACKS + lane * STACK_BYTES + LEVEL_BYTES) >> 2
}

/**
 * Where a lane stands, from its entries (level 0 to `level`), as `frontierOf` writes it: the
 * queens above the deepest level with columns left to try, then the next of those; `[column]`
 * for a branch not begun, `[]` for one with nothing left to try.
 */
function frontierOfLane(i32: Int32Array, entry: number, level: number): number[] {
  let deepest = level
  while (deepest >= 0 && i32[entry + LEVEL_INTS * deepest] === 0) deepest--
  if (deepest < 0) return []
  const path: number[] = []
  // The queen of level k is the column that level k + 1's entry has taken and level k's has not.
  for (let k = 0; k < deepest; k++) {
    const [above, below] = [entry + LEVEL_INTS * k, entry + LEVEL_INTS * (k + 1)]
    path.push(31 - Math.clz32(i32[below + 1] & ~i32[above + 1]))
  }
  const f = i32[entry + LEVEL_INTS * deepest]
  path.push(31 - Math.clz32(f & -f))
  return path
}

/** Index (in i32s) of the state of lane's group: the lanes' levels, bases and counters. */
function stateOf(lane: number): number {
  return (Math.floor(lane / WIDTH) * GROUP_BYTES) >> 2
}

/**
 * Table `at`: a lane's entries, levels -1 to s.last, as a branch of s starts (but its queen): per
 * level, the next level's allowed columns (M), 2^gap and 2^(3 - gap); levels -1 and 0 go back to
 * -1 (RET), and nothing is attacked yet.
 */
function writeTable(tables: Int32Array, at: number, s: ConstellationSearch): void {
  const base = at * STACK_INTS
  tables.fill(0, base, base + STACK_INTS)
  tables[base + RET] = -1
  tables[base + LEVEL_INTS + RET] = -1
  for (let level = 0; level < s.last; level++) {
    const entry = base + LEVEL_INTS * (level + 1)
    tables[entry + M] = s.allowed[level + 1]
    tables[entry + P2] = 1 << s.gap[level]
    tables[entry + P3] = 1 << (3 - s.gap[level])
  }
}
