/**
 * @module
 * The memory layout that the lanes' kernel (constellation-lanes.wat, whose header explains it)
 * and its driver (constellation-lanes.ts) share; the two must change together.
 */

/** Lanes per group (one 128-bit vector of i32). */
export const WIDTH = 4
/**
 * Groups moved on in turn in each pass, for instruction-level parallelism: of the counts tried on
 * x86-64, 3 ran fastest (scripts/measure/lanes.ts times two builds against each other; the times
 * are in commit bff576e's message). The kernel's group loop ends at GROUPS x GROUP_BYTES (288).
 */
const GROUPS = 3
export const LANES = GROUPS * WIDTH
/** Bytes of state per group. */
export const GROUP_BYTES = 96
/** Bytes of a level's stack entry: F, C, L, R, M, P2, P3, RET. */
export const LEVEL_BYTES = 32
/** A lane's stack: an entry for each level, -1 to 32. */
export const STACK_BYTES = 34 * LEVEL_BYTES
/** Where the lanes' stacks start; the state comes first. */
export const STACKS = 1024
