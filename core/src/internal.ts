/**
 * @module
 * `@nqueens/core/internal`: the kernels' parts that the measurement scripts (scripts/measure,
 * scripts/bench) run on their own, and the CLI's progress bar the bench draws with. Not a stable API: these follow the kernels, and a minor
 * version may change them.
 */
// The symmetry counter's walk without its shell.
export { baseBranches } from './count/symmetry/symmetry-branches.ts'
export { openSearch, type Search as SymmetrySearch } from './count/symmetry/symmetry-search.ts'
export { walkSearch } from './count/symmetry/symmetry-walk.ts'
// The constellations and the lanes' driver, for timing a lanes module on its own.
export { planConstellations, type Constellation } from './count/constellation/constellation-plan.ts'
export { openConstellationToCount } from './count/constellation/constellation-branches.ts'
export { createLanes, type LaneCounter } from './count/constellation/constellation-lanes.ts'
export { addTally, EMPTY_TALLY, type Tally } from './count/tally.ts'
// The paper's three local searches with the choices the paper leaves open, and the swap
// searches' start, random source and board.
export { startBoltzmann, type BoltzmannChoices } from './find/boltzmann.ts'
export { startSwapDet, type SwapDetChoices } from './find/swap-det.ts'
export { startSwapRandom, type SwapRandomChoices } from './find/swap-random.ts'
export type { Walk as SearchWalk } from './find/random-search/random-search.ts'
export { permutationBySwaps, Random } from './find/random-search/random.ts'
export { Diagonals } from './find/random-search/swap-board.ts'
// The CLI's progress bar.
export { progressBar, type BarStream, type ProgressBar } from './cli/progress.ts'
