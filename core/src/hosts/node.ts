/**
 * @module
 * `@nqueens/core` as Node loads it (the package's `node` export condition): the lanes module
 * compiled from the package's own `lanes.wasm`, then the library itself.
 */
import { loadLanes } from '../node/lanes.ts'

loadLanes()

export * from '../index.ts'
