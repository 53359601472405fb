import type { CounterId, FinderId } from '@nqueens/core'

/**
 * @module
 * A few sentences on how each algorithm works, for the algorithms page. Keyed by core's ids, so a
 * new algorithm in core fails the type check here until it is described.
 */

export interface AlgorithmNote {
  name: string
  /** How it works, in plain sentences. */
  how: string
  /**
   * Where the idea comes from (the design's source column). A Japanese title is followed by its
   * romanized title and a translation, for readers without a Japanese font.
   */
  source: string
  /** The file in core that implements it. */
  file: string
}

export const COUNTER_NOTES: Record<CounterId, AlgorithmNote> = {
  'brute-force': {
    name: 'Brute force',
    how: 'Generates every way to put one queen in each row — all n^n of them — and tests each board afterwards. It is hopeless past n ≈ 9, which is the point: it is the baseline the other rows of the table are measured against.',
    source: 'Nクイーン【前編】 (N kuīn, zenpen: N-Queens, part 1)',
    file: 'core/src/count/brute-force.ts',
  },
  backtrack: {
    name: 'Backtracking',
    how: 'Places queens row by row and tests each new queen against the earlier rows only (testNth), going back one row as soon as a queen is attacked. Whole subtrees of hopeless boards are never generated — the recursion tree below is exactly this search.',
    source:
      'Nクイーン【前編】 (N kuīn, zenpen: N-Queens, part 1); Gauss–Laquière PlaceQueens, Erickson, Algorithms, ch. 2',
    file: 'core/src/count/backtrack.ts',
  },
  flags: {
    name: 'Backtracking with flags',
    how: 'The same row-by-row search, but three boolean arrays remember which columns and which diagonals are taken, so testing a square costs O(1) instead of a loop over the earlier rows.',
    source: 'Nクイーン【前編】 (N kuīn, zenpen: N-Queens, part 1); the Java 8-queens DFS',
    file: 'core/src/count/flags.ts',
  },
  bitmask: {
    name: 'Bitmask',
    how: 'Columns and both diagonals become bit sets of one machine word; shifting the diagonal masks by one moves them to the next row, and free & -free takes the lowest open column. Each node costs a handful of bit operations.',
    source: 'Nクイーン【後編】 (N kuīn, kōhen: N-Queens, part 2)',
    file: 'core/src/count/bitmask.ts',
  },
  mirror: {
    name: 'Mirror',
    how: 'The bitmask search with the first queen only in the left half of the first row: every solution has a mirror image with the first queen in the right half, so the count is doubled (plus the middle column, counted once, for odd n). About half the work.',
    source: 'Classic (Somers)',
    file: 'core/src/count/mirror.ts',
  },
  symmetry: {
    name: 'Symmetry',
    how: 'Counts only the canonical board of each family of boards related by the 8 rotations and reflections of the square, with pruning that rejects non-canonical boards early. Each family has 2, 4 or 8 members, so it gives both the unique (fundamental) count and the total = 2·C2 + 4·C4 + 8·C8.',
    source: 'Takaken; OEIS A002562',
    file: 'core/src/count/symmetry/symmetry.ts',
  },
  constellation: {
    name: 'Constellations',
    how: 'Places the border queens first: every solution has exactly one queen in the top row, the bottom row, the left column and the right column. One border per family of the 8 symmetries is searched, turned so that its first rows are the most constrained, and its solutions count for every border in its family; the rows in between prune hard from both ends. It visits about three quarters of the nodes of Symmetry, and gets unique counts too (only borders that a half turn keeps can hold symmetric solutions, so only those are tested one by one).',
    source: 'NQueensFAF (constellations); Q27 project (the pre-placed ring)',
    file: 'core/src/count/constellation/constellation.ts',
  },
  parallel: {
    name: 'Parallel',
    how: 'A count split into independent sub-problems. On a PC, each constellation is a unit, pulled by worker_threads on every core as soon as one is free. At the edge, the symmetry count is split by pre-placing the first rows, and each part runs as its own Worker invocation coordinated by a Durable Object and a Queue. The totals are added up exactly.',
    source: 'Q27 project',
    file: 'core/src/node/parallel.ts',
  },
}

export const FINDER_NOTES: Record<FinderId, AlgorithmNote> = {
  first: {
    name: 'First solution',
    how: 'Plain depth-first backtracking in lexicographic order that stops at the first solution, optionally keeping queens already placed. Fast for small n, but the first solution gets exponentially far away as n grows.',
    source: 'The Java 8-queens DFS',
    file: 'core/src/find/first.ts',
  },
  mrv: {
    name: 'Most constrained first (MRV)',
    how: 'Backtracking that always fills the row or column with the fewest open squares next, and removes attacked squares ahead of time (forward checking) so a dead end shows early; random restarts keep it from getting stuck. When its last, complete run finds nothing, the completion is proved impossible — which matters, since completing a partial board is NP-complete.',
    source: 'CSP practice; Gent, Jefferson & Nightingale (2017)',
    file: 'core/src/find/mrv/mrv.ts',
  },
  enumerate: {
    name: 'Enumerate',
    how: 'Lists every solution (optionally keeping placed queens) in lexicographic order, a page at a time; the cursor is the exact place in the search, so the next page continues where the last one stopped.',
    source: 'Erickson, PlaceQueens',
    file: 'core/src/find/enumerate.ts',
  },
  shuffle: {
    name: 'Random shuffle',
    how: 'Las Vegas search: draws random permutations (one queen per row and column) until one has no diagonal attacks. The chance of a hit shrinks so fast with n that it shows why blind guessing fails.',
    source: 'The Clojure 8-queens post',
    file: 'core/src/find/shuffle.ts',
  },
  boltzmann: {
    name: 'Boltzmann machine',
    how: 'As 清水・林 describe ①: n² binary neurons, one per square, and an energy of four terms, one queen per row and per column and at most one per diagonal of each direction, zero exactly on the solutions. Each step picks one neuron at random and flips it by the sigmoid judge at temperature 0: always when the energy falls, on a coin flip when it stays equal. Neurons start on with probability ½. Our choices where the paper is silent: the four terms weigh the same, and a machine caught where every flip raises the energy restarts from a new random state. Measured (scripts/measure/paper-choices.ts, median of 7 seeds): with each diagonal pair counted once instead of twice, a solve takes 2.4 to 7.4 times the flips at n = 16 to 128.',
    source: '清水・林 (Shimizu & Hayashi, 1990) ①: Akiyama & Kajiura',
    file: 'core/src/find/boltzmann.ts',
  },
  'swap-det': {
    name: 'Deterministic swaps',
    how: "As 清水・林 describe ②: the queens form a permutation, so only diagonals can clash; the energy is the attack graph's edges minus its n vertices, solved at −n. Pairs of columns are tried in lexicographic order, cycling round, and a swap is kept when the energy does not rise (ties kept). The start is the identity with 3n random swaps. Our choices: ΔE is read as the change a swap makes (the paper writes it the other way round, which would keep every uphill swap); a whole round with no fall restarts from a new start; a swap is scored in constant time from per-diagonal counts, where the paper does not say how it scores one. Measured: refusing ties instead takes 2.3 times the swaps at n = 8, 0.5 at 32, 0.8 at 100, 2.7 at 1,000 and 1.8 at 10,000.",
    source: '清水・林 (Shimizu & Hayashi, 1990) ②: Yamada, Tomita & Takahashi',
    file: 'core/src/find/swap-det.ts',
  },
  'swap-random': {
    name: 'Random swaps',
    how: 'As 清水・林 describe ③: two random columns are swapped and the swap is judged by a two-term cost, the collisions on each diagonal direction: kept when the cost falls, on a coin flip when it stays equal, never when it rises. The start is the identity with 3n random swaps. About 200·n to 260·n swaps in all: linear time. Our choice: a long run without progress restarts. Measured: a uniformly random start instead of the 3n swaps changes the swaps needed by 0.68 to 1.17 times, with no consistent direction.',
    source: '清水・林 (Shimizu & Hayashi, 1990) ③, the authors’ own; Sosic & Gu found it too',
    file: 'core/src/find/swap-random.ts',
  },
  'min-conflicts': {
    name: 'Min-conflicts',
    how: "A greedy start puts each row's queen on a random unused column whose diagonals are free, which leaves only a few dozen collisions; the repair phase then swaps the column of a queen in conflict with a random partner whenever that lowers the collisions. Only occupied diagonals are tracked, so it reaches millions of queens in linear time.",
    source: 'Minton et al. (1990); Sosic & Gu, QS4 (1991)',
    file: 'core/src/find/min-conflicts/min-conflicts.ts',
  },
  construct: {
    name: 'Explicit construction',
    how: 'No search at all: a closed formula writes down a solution for every n ≥ 4, with cases by n mod 6. O(n) time, so it is the fastest way to a solution of any size — but always the same one.',
    source: 'Bernhardsson (1991)',
    file: 'core/src/find/construct.ts',
  },
}

/** Runs of Japanese script (kana, kanji, full-width marks and circled numbers). */
const JAPANESE = /([\u3000-\u30ff\u3400-\u9fff\uff00-\uffef\u2460-\u2473]+)/

/**
 * A source split into plain and Japanese runs, so the page can mark the Japanese `lang="ja"` (a
 * browser then picks a Japanese font where it has one).
 *
 * @example
 * splitJapanese('清水・林 ① (Shimizu & Hayashi)')
 * // [{ text: '清水・林', ja: true }, { text: ' ', ja: false }, { text: '①', ja: true }, { text: ' (Shimizu & Hayashi)', ja: false }]
 */
export function splitJapanese(text: string): { text: string; ja: boolean }[] {
  return text
    .split(JAPANESE)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, ja: JAPANESE.test(part) }))
}
