/**
 * @module
 * Which engine counts constellations in this thread. Core has two: the lanes (a WebAssembly SIMD
 * module, constellation-lanes.wat, run by constellation-lanes.ts) and the walk
 * (constellation-walk.ts), plain TypeScript, the reference every test compares the lanes with.
 * Both visit the same nodes, stop at the same budgets, and read and write the same cursors.
 *
 * Core never guesses its runtime. The host hands it the compiled module once: Node reads and
 * compiles the bytes (node/lanes.ts, run by the package's `node` entry), the Worker imports the
 * `.wasm` file as a module wrangler compiles at upload, the browser compiles what it fetched. Until
 * then, and wherever no module is given, the walk counts, and every answer says which engine ran.
 */
import { InvalidInputError } from '../errors.ts'
import { ENGINES, type Engine } from '../types.ts'
import {
  walkBranches,
  type OnCounted,
  type Opened,
  type Stopped,
} from './constellation/constellation-branches.ts'
import { createLanes, LANES_MAX_N, type LaneCounter } from './constellation/constellation-lanes.ts'

/**
 * A compiled WebAssembly module (`WebAssembly.Module`) of constellation-lanes.wat. Core names no
 * platform's globals, so the type stays opaque here.
 */
export type LanesModule = object

let lanes: LaneCounter | undefined

/**
 * Makes the lanes this thread's engine: instantiates `module` (the compiled lanes module) and
 * counts on it from now on. Throws if the module is not the lanes module.
 *
 * @example
 * import lanesModule from '@nqueens/core/lanes.wasm' // a Worker: wrangler compiles it at upload
 * useLanes(lanesModule)
 * constellation.count(16).engine // 'lanes'
 */
export function useLanes(module: LanesModule): void {
  lanes = createLanes(module)
}

/**
 * The engine a count runs on when it does not ask for one: `lanes` once handed in (for n, up to
 * `LANES_MAX_N`, where the lanes can count), else `walk`.
 */
export function defaultEngine(n?: number): Engine {
  return lanes === undefined || (n !== undefined && n > LANES_MAX_N) ? 'walk' : 'lanes'
}

/**
 * Counts the constellations of n that `next` opens (`openConstellationToCount`), branch by branch, on `engine`
 * (the default when undefined; the walk past `LANES_MAX_N`, where the lanes cannot), for at most
 * `budget` nodes (`Infinity`: no limit). See `LaneCounter.run`, which the walk's engine matches.
 * The caller opens each constellation, so that it alone reads a cursor's part, once.
 */
export function countBranches(
  n: number,
  next: () => Opened | undefined,
  onCounted: OnCounted,
  options: { budget: number; engine?: Engine },
): { nodes: number; stopped: Stopped[]; engine: Engine } {
  const lanes = lanesFor(options.engine)
  const counter = n <= LANES_MAX_N ? lanes : undefined
  if (counter === undefined) {
    return { ...walkBranches(next, onCounted, options.budget), engine: 'walk' }
  }
  return { ...counter.run(next, onCounted, options.budget), engine: 'lanes' }
}

/**
 * The lane counter for a count that asked for `engine` (undefined: the default), or undefined for
 * the walk. Asking for the lanes where no module was handed in is an `InvalidInputError`.
 */
function lanesFor(engine: Engine | undefined): LaneCounter | undefined {
  if (engine === undefined || engine === 'lanes') {
    if (engine === 'lanes' && lanes === undefined) {
      throw new InvalidInputError('engine', 'lanes: this host has not loaded the lanes module')
    }
    return lanes
  }
  if (engine === 'walk') return undefined
  throw new InvalidInputError('engine', `must be one of ${ENGINES.join(', ')}`)
}
