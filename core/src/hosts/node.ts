/**
 * @module
 * `@nqueens/core` as Node loads it (the package's `node` export condition): the lanes module
 * compiled from the package's own `lanes.wasm`, the library itself, the count on every core
 * (`countParallel`, worker threads), and the GPU engine on Dawn (`requestNodeGpuEngine`), which only
 * Node has.
 */
import { loadLanes } from '../node/lanes.ts'

loadLanes()

export * from '../index.ts'
export { countParallel, type ParallelOptions } from '../node/parallel.ts'
export { requestNodeGpuEngine } from '../node/dawn-engine.ts'
