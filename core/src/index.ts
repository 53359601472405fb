// @nqueens/core: the public API. Pure TypeScript, no platform APIs; Node-only parts live in ./node.
export * from './types.ts'
export * from './errors.ts'
export * from './validate.ts'
export * from './cursor.ts'
export * from './count/index.ts'
export * from './find/index.ts'
export * from './board/index.ts'

// The kernels' parts that the measurement scripts (scripts/measure, scripts/bench) run on their
// own: the symmetry counter's walk without its shell, the paper's three local searches with the
// choices the paper leaves open, and the swap searches' start and board.
export { baseBranches } from './count/symmetry/symmetry-branches.ts'
export { openSearch, type Search as SymmetrySearch } from './count/symmetry/symmetry-search.ts'
export { walkSearch } from './count/symmetry/symmetry-walk.ts'
export { startBoltzmann, type BoltzmannChoices } from './find/boltzmann.ts'
export { startSwapDet, type SwapDetChoices } from './find/swap-det.ts'
export { startSwapRandom, type SwapRandomChoices } from './find/swap-random.ts'
export type { Walk as SearchWalk } from './find/random-search/random-search.ts'
export { permutationBySwaps } from './find/random-search/random.ts'
export { Diagonals } from './find/random-search/swap-board.ts'
