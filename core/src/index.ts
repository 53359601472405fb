// @nqueens/core: the public API. Pure TypeScript, no platform APIs; Node-only parts live in ./node.
export * from './types.ts'
export * from './errors.ts'
export * from './validate.ts'
export * from './cursor.ts'
export * from './count/index.ts'
export * from './find/index.ts'
export * from './board/index.ts'
