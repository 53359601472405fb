import { COMPLETIONS_ID, COUNTERS } from '../count/index.ts'
import { FINDERS } from '../find/registry.ts'

/**
 * What `count --algorithm` takes, from core's registry: the default (`parallel`) first, every other
 * counter, then the completions count. `--help` and the check of `--algorithm` read this one list.
 */
export const COUNT_ALGORITHMS: readonly string[] = [
  'parallel',
  ...Object.keys(COUNTERS).filter((id) => id !== 'parallel'),
  COMPLETIONS_ID,
]

/** What `solve --method` takes: every finder in core's registry. */
export const SOLVE_METHODS: readonly string[] = Object.keys(FINDERS)
