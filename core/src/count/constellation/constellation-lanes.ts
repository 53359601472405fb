import { bitCount } from './constellation-rows.ts'
import { FREE, type ConstellationSearch } from './constellation-search.ts'
import { FRAME_BYTES, FRAMES, GROUP_BYTES, LANES, WIDTH } from './constellation-lanes-layout.ts'
import { symmetricSolutions } from './constellation-symmetric.ts'
import { finish, finishConstellation } from './constellation-whole.ts'

/**
 * Counts many constellations at once on the lanes of constellation-lanes.wat: every fresh
 * search is cut into one subtree per level-0 queen, and the lanes take the subtrees in turn, so
 * that a constellation's solutions and nodes are the sums over its subtrees. It visits the nodes
 * `finishConstellation` visits and counts them the same way. Where a half turn keeps the border,
 * the solutions the lanes add up are classed by `symmetricSolutions`. Searches the lanes do not
 * take (one started below level 0, or any started one whose border a half turn keeps; n past 29,
 * where a diagonal no longer fits the lanes' arithmetic) are counted by `finishConstellation`.
 *
 * Runs in Node and in browsers whose page allows WebAssembly (the site's Content-Security-Policy
 * has 'wasm-unsafe-eval'); Workers refuse to compile WebAssembly at run time, so there, and
 * wherever compiling fails, `laneCounter` returns undefined.
 *
 * @example
 * const searches = planConstellations(12).map((c) => openConstellation(12, c))
 * let i = 0
 * laneCounter()?.run(() => searches[i++], (s, nodes) => {}) // every s is then done
 */
export interface LaneCounter {
  /**
   * Counts the searches `next` gives until it gives undefined, calling `done` with each search as
   * it completes (not in the order taken) and the nodes it visited. One run at a time: the lanes
   * are the thread's own, so `next` and `done` must not start another.
   */
  run(
    next: () => ConstellationSearch | undefined,
    done: (s: ConstellationSearch, nodes: number) => void,
  ): void
}

/** The lane counter of this thread, or undefined where WebAssembly cannot be compiled here. */
export function laneCounter(): LaneCounter | undefined {
  if (counter === undefined && available) {
    try {
      counter = laneCounterOn(readKernel())
    } catch {
      available = false
    }
  }
  return counter
}

/**
 * A lane counter on the given build of the kernel (one that keeps the layout of
 * constellation-lanes-layout.ts), say to race two builds; throws where it cannot be compiled.
 *
 * @example
 * laneCounterOn(readFileSync('core/dist/constellation-lanes.wasm')).run(next, done)
 */
export function laneCounterOn(bytes: Uint8Array<ArrayBuffer>): LaneCounter {
  const wasm = (globalThis as unknown as { WebAssembly: Wasm }).WebAssembly
  return makeCounter(new wasm.Instance(new wasm.Module(bytes)).exports)
}

/**
 * The kernel as `npm run build:wasm` assembles it, read from core/dist beside the sources. For
 * now only where Node's fs is (elsewhere this throws and the lanes are unavailable).
 */
function readKernel(): Uint8Array<ArrayBuffer> {
  // Looked up at run time, not imported: core also runs in browsers and Workers.
  const host = globalThis as unknown as {
    process?: { getBuiltinModule?(id: string): unknown }
    URL: new (path: string, base: string) => object
  }
  const fs = host.process?.getBuiltinModule?.('node:fs') as
    { readFileSync(path: object): Uint8Array<ArrayBuffer> } | undefined
  if (fs === undefined) throw new Error('no node:fs here to read the kernel from')
  const here = (import.meta as unknown as { url: string }).url
  return fs.readFileSync(new host.URL('../../../dist/constellation-lanes.wasm', here))
}

let counter: LaneCounter | undefined
let available =
  typeof (globalThis as { WebAssembly?: unknown }).WebAssembly === 'object' &&
  (globalThis as { navigator?: { userAgent?: string } }).navigator?.userAgent !==
    'Cloudflare-Workers'

/** Tables (one per constellation in the lanes) start here, `FRAME_BYTES` apart. */
const TABLES = 8192
/** Constellations in the lanes at once: more than the lanes, so that none waits for a table. */
const SLOTS = 48
/** Steps per run: a lane's 32-bit counters cannot overflow before they are added up. */
const LIMIT = 1 << 24
const LARGEST_N = 29

interface Slot {
  s: ConstellationSearch
  /** Subtrees not yet done. */
  left: number
  nodes: number
  solutions: number
}

/** The little of the WebAssembly API used here (core's types name no platform's globals). */
interface Wasm {
  Module: new (bytes: Uint8Array<ArrayBuffer>) => object
  Instance: new (module: object) => { exports: Record<string, unknown> }
}

function makeCounter(exports: Record<string, unknown>): LaneCounter {
  const memory = exports.memory as { buffer: ArrayBuffer; grow(pages: number): number }
  const run = exports.run as (limit: number) => number
  memory.grow(1)
  const i32 = new Int32Array(memory.buffer)
  return {
    run(next, done) {
      const slots: (Slot | undefined)[] = new Array(SLOTS).fill(undefined)
      const laneSlot = new Int32Array(LANES).fill(-1)
      const queue: number[] = [] // pairs: slot, level-0 queen
      let exhausted = false

      const complete = (at: number): void => {
        const { s, solutions, nodes } = slots[at]!
        slots[at] = undefined
        finish(s, solutions, nodes)
        if (s.constellation.turns) {
          // The lanes add solutions up; a half turn's border needs them classed.
          const { halfTurn, quarterTurn } = symmetricSolutions(s)
          s.single -= halfTurn
          s.half += halfTurn - quarterTurn
          s.quarter += quarterTurn
        }
        done(s, nodes)
      }
      // Takes searches until the queue holds a subtree for every lane (or nothing is left).
      const pull = (): void => {
        while (!exhausted && queue.length < 2 * LANES) {
          const at = slots.indexOf(undefined)
          if (at < 0) return
          const s = next()
          if (s === undefined) exhausted = true
          else if (!fits(s)) done(s, finishConstellation(s))
          else {
            writeTable(i32, at, s)
            let free = s.stack[FREE]
            slots[at] = { s, left: bitCount(free), nodes: 0, solutions: 0 }
            if (free === 0) complete(at)
            while (free !== 0) {
              const queen = free & -free
              free ^= queen
              queue.push(at, queen)
            }
          }
        }
      }
      // A parked lane stays at level -1, whose frame has no column to try, and ends no run.
      const park = (lane: number): void => {
        const [state, i] = [stateOf(lane), lane % WIDTH]
        laneSlot[lane] = -1
        i32[state + i] = -1
        i32[state + 8 + i] = TABLES
        i32[state + 20] &= ~(1 << i)
      }
      // Gives lane `lane` the next subtree, or parks it.
      const refill = (lane: number): void => {
        if (queue.length < 2) pull()
        const [state, i] = [stateOf(lane), lane % WIDTH]
        const frame = (FRAMES + lane * FRAME_BYTES) >> 2
        i32.fill(0, frame, frame + 8)
        if (queue.length < 2) return park(lane)
        const at = queue.shift()!
        i32[frame + 4] = queue.shift()!
        laneSlot[lane] = at
        i32[state + i] = 0
        i32[state + 8 + i] = TABLES + at * FRAME_BYTES + 16
        i32[state + 20] |= 1 << i
      }

      for (let lane = 0; lane < LANES; lane++) {
        const state = stateOf(lane)
        i32[state + 4 + (lane % WIDTH)] = FRAMES + lane * FRAME_BYTES + 16
        i32[state + 12 + (lane % WIDTH)] = 0
        i32[state + 16 + (lane % WIDTH)] = 0
        park(lane)
      }
      for (;;) {
        // Idle lanes take work whenever there is some (a lane parks when no table is free).
        for (let lane = 0; lane < LANES; lane++) {
          if (laneSlot[lane] < 0 && (queue.length > 0 || !exhausted)) refill(lane)
        }
        if (!laneSlot.some((at) => at >= 0)) return
        run(LIMIT)
        for (let lane = 0; lane < LANES; lane++) {
          const at = laneSlot[lane]
          if (at < 0) continue
          const state = stateOf(lane)
          const i = lane % WIDTH
          const slot = slots[at]!
          slot.nodes += i32[state + 12 + i] >>> 0
          slot.solutions += i32[state + 16 + i] >>> 0
          i32[state + 12 + i] = 0
          i32[state + 16 + i] = 0
          if (i32[state + i] >= 0) continue
          if (--slot.left === 0) complete(at)
          refill(lane)
        }
      }
    },
  }
}

/** Index (in i32s) of the state of lane's group: the lanes' levels, bases and counters. */
function stateOf(lane: number): number {
  return (Math.floor(lane / WIDTH) * GROUP_BYTES) >> 2
}

/**
 * Whether the lanes can count s: a search at level 0, n ≤ 29; where a half turn keeps the border,
 * only a fresh one (`symmetricSolutions` classes the whole constellation's boards, and a search
 * resumed at level 0 has classed some already).
 */
function fits(s: ConstellationSearch): boolean {
  if (s.done || s.level !== 0 || s.last < 1 || s.n > LARGEST_N) return false
  const fresh = s.stack[FREE] === s.allowed[0] && s.single + s.half + s.quarter === 0
  if (s.constellation.turns && !fresh) return false
  for (let level = 0; level < s.last; level++) if (s.gap[level] > 3) return false
  return true
}

/** Table `at`: per level, the next level's allowed columns, 2^gap, 2^(3 - gap), last or not. */
function writeTable(i32: Int32Array, at: number, s: ConstellationSearch): void {
  const base = (TABLES + at * FRAME_BYTES) >> 2
  i32.fill(0, base, base + FRAME_BYTES / 4)
  for (let level = 0; level < s.last; level++) {
    const entry = base + 4 * (level + 1)
    i32[entry] = s.allowed[level + 1]
    i32[entry + 1] = 1 << s.gap[level]
    i32[entry + 2] = 1 << (3 - s.gap[level])
    i32[entry + 3] = level + 1 === s.last ? -1 : 0
  }
}
