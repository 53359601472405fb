/**
 * @module
 * `@nqueens/core`: what users call, the same in every runtime. Pure TypeScript, no platform APIs:
 * the host entries (hosts/node.ts, hosts/workerd.ts) load the lanes and re-export this file. The
 * parts only measurements and tests need are in `@nqueens/core/internal` (internal.ts).
 */
export * from './types.ts'
export * from './errors.ts'
export { validateBudget, validateN, COUNT_MAX_N } from './validate.ts'
export {
  checkBudget,
  checkN,
  checkPlacement,
  countInOrder,
  traceSteps,
  type Step,
  type UnitTask,
} from './deprecated.ts'
export * from './cursor.ts'
export * from './count/index.ts'
export * from './find/index.ts'
export * from './board/index.ts'
export * from './gpu/index.ts'
