// Site-wide constants, in one place.
export const SITE_TITLE = 'nqueens-edge'
export const SITE_DESCRIPTION =
  'Exact N-Queens counts, solutions for a million queens, board completion and algorithm benchmarks, at the edge.'
