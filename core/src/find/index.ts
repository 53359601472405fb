// The finders. Each file holds one algorithm; this file only re-exports.
export { first } from './first.ts'
export { mrv } from './mrv.ts'
export { enumerate, listSolutions, DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from './enumerate.ts'
export type { SolutionPage } from './enumerate.ts'
export { construct, constructColumn } from './construct.ts'
export { checkQueens, checkSeed, digestQueens, readSolveInput, MAX_SEED } from './input.ts'
export type { SolveInput } from './input.ts'
export { FINDERS, getFinder, defaultFinderId, FIRST_UP_TO_N, CONSTRUCT_FROM_N } from './registry.ts'
