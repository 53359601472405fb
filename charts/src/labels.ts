/**
 * @module
 * How the dashboard, its charts and their embeds name each algorithm id.
 */

export const ALGORITHM_LABELS: Record<string, string> = {
  'brute-force': 'Brute force',
  backtrack: 'Backtracking',
  flags: 'Flag arrays',
  bitmask: 'Bitmask',
  mirror: 'Bitmask + mirror',
  symmetry: 'Symmetry (8-fold)',
  constellation: 'Constellations',
  parallel: 'Parallel',
  webgpu: 'WebGPU',
  first: 'First (backtracking)',
  mrv: 'MRV + forward checking',
  enumerate: 'Enumerate',
  shuffle: 'Random shuffle',
  boltzmann: 'Boltzmann machine',
  'swap-det': 'Swap (deterministic)',
  'swap-random': 'Swap (random)',
  'min-conflicts': 'Min-conflicts',
  construct: 'Construction',
}

export function algorithmLabel(id: string): string {
  return ALGORITHM_LABELS[id] ?? id
}
