/**
 * @module
 * The five source articles the project was built from (not in this repository), as the facts and
 * figures the Sources page sets beside this machine's measurements. Numbers only, in our words: no sentence is quoted.
 */

export interface Source {
  /** The seed file's number, 000 to 004. */
  id: string
  title: string
  /** A few English words that name it in a link. */
  shortTitle: string
  author: string
  /** The machine the article measured on, as it names it; undefined when it names none. */
  machine?: string
}

export const SOURCES: Record<'s000' | 's001' | 's002' | 's003' | 's004', Source> = {
  s000: {
    id: '000',
    shortTitle: 'N-Queens, part 1',
    title: 'Nクイーン【前編】 (N-Queens, part 1)',
    author: '津田伸秀 (Tsuda)',
    machine: 'Core i7-6700, 3 GHz, 32 GB, Windows 10 (C++)',
  },
  s001: {
    id: '001',
    shortTitle: '8 queens in Java',
    title: '【Java】8クイーンを解く (solving 8 queens in Java)',
    author: 'Fantom',
    machine: 'Intel Core i5, 2.9 GHz, Windows 10 (Java)',
  },
  s002: {
    id: '002',
    shortTitle: 'Shimizu & Hayashi 1990',
    title: 'n-Queen 問題の高速解法の比較 (comparing fast methods for n-queens)',
    author: '清水秀夫・林彰 (Shimizu & Hayashi), Kanazawa Institute of Technology, 1990',
    machine: 'IBM 3090 S200 (figure 1); a Sun4 (the million queens)',
  },
  s003: {
    id: '003',
    shortTitle: 'Erickson, Algorithms ch. 2',
    title: 'Algorithms, chapter 2: N クイーン (Japanese translation)',
    author: 'Jeff Erickson',
  },
  s004: {
    id: '004',
    shortTitle: '8 queens in Clojure',
    title: 'Clojureでエイトクイーンを解く (eight queens in Clojure)',
    author: 'kbaba1001',
  },
}

/** 000's timing tables: n, solutions, and ms for brute force, backtracking, flag arrays. */
export const TABLE_000: { n: number; total: number; bf?: number; bt: number; flags: number }[] = [
  { n: 4, total: 2, bf: 0, bt: 0, flags: 0 },
  { n: 5, total: 10, bf: 0, bt: 0, flags: 0 },
  { n: 6, total: 4, bf: 0, bt: 0, flags: 0 },
  { n: 7, total: 40, bf: 6, bt: 0, flags: 0 },
  { n: 8, total: 92, bf: 90, bt: 0, flags: 0 },
  { n: 9, total: 352, bf: 2112, bt: 1, flags: 1 },
  { n: 10, total: 724, bt: 5, flags: 8 },
  { n: 11, total: 2680, bt: 21, flags: 23 },
  { n: 12, total: 14200, bt: 113, flags: 50 },
  { n: 13, total: 73712, bt: 671, flags: 226 },
  { n: 14, total: 365596, bt: 4158, flags: 1361 },
]

/** 000 raises n until one size takes over 1 s; its PC reaches 17×17 with part 2's bitmaps. */
export const RULE_000_MS = 1000
export const CLAIMED_000_N = 17

/** 001's board (which keeps its two pre-placed queens), and its timings of the same search. */
export const BOARD_001 = [7, 1, 3, 8, 6, 4, 2, 5]
export const TIMES_001: { n: number; ms: number }[] = [
  { n: 15, ms: 1500 },
  { n: 16, ms: 8000 },
]

/** 003: Gauss's solution, the 92 solutions of 8 queens. */
export const GAUSS_003 = [4, 7, 3, 8, 2, 5, 1, 6]
export const TOTAL_8_003 = 92

/** 004: the board its post prints (1-based columns), row by row. */
export const BOARD_004 = [1, 5, 8, 6, 3, 7, 2, 4]
