/**
 * @module
 * Site-wide constants, in one place; the look (colours, nav, icons) is the design package's.
 */
export { SITE_TITLE } from '@nqueens/design'
export const SITE_DESCRIPTION =
  'Exact N-Queens counts, solutions for a million queens, board completion and algorithm benchmarks, at the edge.'

export { algorithmLabel } from '@nqueens/charts/labels'
