// @nqueens/core/node: the parts that need Node (the worker_threads pool). This file only re-exports.
export { countParallel, type ParallelOptions } from './parallel.ts'
export { loadLanes } from './lanes.ts'
