import { COUNT_MAX_N } from '@nqueens/core'

/**
 * The sizes the interactive board at /solve/ offers: the site draws them, and a permalink links to
 * the board only for them. From 4 (the smallest n with a solution past 1), up to every n a counter
 * takes, so the board's Count works at every size it offers.
 */
export const BOARD_MIN_N = 4
export const BOARD_MAX_N = COUNT_MAX_N
