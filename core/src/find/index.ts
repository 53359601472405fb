// The finders. Each file holds one algorithm; this file only re-exports.
export { first } from './first.ts'
export { checkQueens, checkSeed, digestQueens, readSolveInput, MAX_SEED } from './input.ts'
export type { SolveInput } from './input.ts'
export { FINDERS, getFinder, defaultFinderId } from './registry.ts'
