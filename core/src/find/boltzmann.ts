import { InvalidInputError } from '../errors.ts'
import type { Finder } from '../types.ts'
import { Random } from './random-search/random.ts'
import { makeRandomFinder, readCount, type Walk } from './random-search/random-search.ts'

/**
 * boltzmann: 清水・林 ①, Akiyama & Kajiura's Boltzmann machine. One binary neuron per square, on
 * when a queen stands there. The energy, with R, C, D the queens on a row, column or diagonal,
 *   E = ½ Σ_rows (R - 1)² + ½ Σ_columns (C - 1)² + ½ Σ_"\"diagonals D(D - 1) + ½ Σ_"/"diagonals D(D - 1)
 * is 0 exactly on the solutions. A node picks a random neuron and flips it by the sigmoid judge at
 * T = 0: always when ΔE < 0, on a coin flip when ΔE = 0, never when ΔE > 0. Each neuron starts on
 * with probability ½.
 *
 * Where the paper is silent: the four terms weigh the same (a diagonal pair counted once instead
 * traps the walk far more often; scripts/measure/paper-choices.ts compares). A strict local
 * minimum is a trap at T = 0: after n² updates without E falling, one sweep looks for a flip with
 * ΔE ≤ 0, and the machine restarts when there is none. A plateau of ties can trap it too: after
 * `PLATEAU_SWEEPS`·n² updates without E falling it restarts as well.
 *
 * Representation: `on[row * n + col]` is 0 or 1; `rows`, `cols`, `down[row - col + n - 1]` and
 * `up[row + col]` count the queens per line, so a flip is scored in O(1). `energy` is 2E, a whole
 * number: turning a neuron on where its lines hold R, C, D1, D2 other queens changes it by
 * f = (2R - 1) + (2C - 1) + 2·D1 + 2·D2, turning it off by -f. Example, n = 4, one queen at (0,1):
 * square (2,0) shares no line with it, f = -2, and turns on; (1,1) shares its column, f = 0, a
 * tie: on with probability ½; so does (1,2), on its "\" diagonal: f = -1 - 1 + 2 = 0.
 */
export const BOLTZMANN_MAX_N = 1000

/** Restart after this many n² updates in a row with E never falling: a plateau with no way out. */
const PLATEAU_SWEEPS = 10_000

/** Up to this n a cursor carries the neurons (n² bits in hex); past it the walk is replayed. */
const BOLTZMANN_SNAPSHOT_MAX_N = 200

/** The paper's open details, as options: how much a pair of queens on a diagonal weighs. */
export interface BoltzmannChoices {
  /** 2: D(D - 1) per diagonal, weights equal (ours); 1: each attacking pair counted once. */
  diagonalWeight: 1 | 2
}
const PAPER: BoltzmannChoices = { diagonalWeight: 2 }

export class BoltzmannWalk implements Walk {
  nodes: number
  private readonly n: number
  private readonly on: Uint8Array
  private readonly rows: Int32Array
  private readonly cols: Int32Array
  private readonly down: Int32Array
  private readonly up: Int32Array
  private readonly random: Random
  private readonly weight: number
  /** 2E: 0 exactly when solved. */
  private energy: number
  /** Updates since E last fell. */
  private quiet = 0

  constructor(n: number, random: Random, choices: BoltzmannChoices = PAPER, nodes = 0) {
    this.n = n
    this.random = random
    this.weight = choices.diagonalWeight
    this.nodes = nodes
    this.on = new Uint8Array(n * n)
    this.rows = new Int32Array(n)
    this.cols = new Int32Array(n)
    this.down = new Int32Array(2 * n - 1)
    this.up = new Int32Array(2 * n - 1)
    // The empty board: every row and column one queen short.
    this.energy = 2 * n
  }

  get queens(): Int32Array {
    const queens = new Int32Array(this.n).fill(-1)
    for (let cell = 0; cell < this.n * this.n; cell++)
      if (this.on[cell]) queens[Math.floor(cell / this.n)] = cell % this.n
    return queens
  }

  walkTo(limit: number): boolean {
    const cells = this.n * this.n
    const random = this.random
    while (this.energy !== 0) {
      if (this.nodes >= limit) return false
      this.nodes++
      const cell = random.nextInt(cells)
      const delta = this.flipCost(cell)
      if (delta < 0 || (delta === 0 && random.nextBit() === 1)) this.flip(cell, delta)
      if (delta < 0) this.quiet = 0
      else if (++this.quiet % cells === 0) {
        if (this.quiet >= PLATEAU_SWEEPS * cells || this.isStuck()) {
          this.quiet = 0
          this.randomize()
        }
      }
    }
    return true
  }

  snapshot(): unknown {
    if (this.n > BOLTZMANN_SNAPSHOT_MAX_N) return undefined
    // Four neurons a hex digit, from cell 0.
    let hex = ''
    for (let cell = 0; cell < this.n * this.n; cell += 4) {
      const o = this.on
      hex += (o[cell] | (o[cell + 1] << 1) | (o[cell + 2] << 2) | (o[cell + 3] << 3)).toString(16)
    }
    return { on: hex, quiet: this.quiet, random: this.random.state() }
  }

  /** Sets the neurons from a snapshot's hex string (a fresh walk, all off, only). */
  load(hex: string): void {
    for (let cell = 0; cell < this.n * this.n; cell++)
      if ((parseInt(hex[cell >> 2], 16) >> (cell & 3)) & 1) this.flip(cell, this.flipCost(cell))
  }

  setQuiet(quiet: number): void {
    this.quiet = quiet
  }

  /** A fresh random state: each neuron on with probability ½. */
  randomize(): void {
    for (let cell = 0; cell < this.n * this.n; cell++)
      if (this.on[cell] !== this.random.nextBit()) this.flip(cell, this.flipCost(cell))
  }

  /** ΔE·2 of flipping this neuron. */
  private flipCost(cell: number): number {
    const n = this.n
    const row = Math.floor(cell / n)
    const col = cell - row * n
    const self = this.on[cell]
    // The other queens on each of the four lines through the square.
    const f =
      2 * (this.rows[row] - self) -
      1 +
      2 * (this.cols[col] - self) -
      1 +
      this.weight * (this.down[row - col + n - 1] - self + this.up[row + col] - self)
    return self ? -f : f
  }

  private flip(cell: number, delta: number): void {
    const n = this.n
    const row = Math.floor(cell / n)
    const col = cell - row * n
    const by = this.on[cell] ? -1 : 1
    this.on[cell] ^= 1
    this.rows[row] += by
    this.cols[col] += by
    this.down[row - col + n - 1] += by
    this.up[row + col] += by
    this.energy += delta
  }

  /** Whether every flip would raise E: a strict local minimum, a trap at T = 0. */
  private isStuck(): boolean {
    for (let cell = 0; cell < this.n * this.n; cell++) if (this.flipCost(cell) <= 0) return false
    return true
  }
}

/**
 * A fresh ① walk from a seed, with our choices unless told otherwise.
 *
 * @example
 * startBoltzmann(8, 1).walkTo(Infinity) // true
 */
export function startBoltzmann(n: number, seed: number, choices: BoltzmannChoices = PAPER): Walk {
  const walk = new BoltzmannWalk(n, new Random(seed), choices)
  walk.randomize()
  return walk
}

function restoreBoltzmann(n: number, snapshot: unknown, moves: number): Walk {
  const state = (snapshot ?? {}) as { on?: unknown; quiet?: unknown; random?: unknown }
  const random = Random.fromState(state.random)
  const quiet = readCount(state.quiet, 0, PLATEAU_SWEEPS * n * n - 1)
  const digits = Math.ceil((n * n) / 4)
  if (typeof state.on !== 'string' || !new RegExp(`^[0-9a-f]{${digits}}$`).test(state.on)) {
    throw new InvalidInputError('cursor', 'holds no neurons')
  }
  const walk = new BoltzmannWalk(n, random, PAPER, moves)
  walk.load(state.on)
  walk.setQuiet(quiet)
  return walk
}

/**
 * The boltzmann finder.
 *
 * @example
 * boltzmann.solve(8, { seed: 2 }).status // 'solved', after some thousands of neuron updates
 */
export const boltzmann: Finder = makeRandomFinder({
  id: 'boltzmann',
  maxN: BOLTZMANN_MAX_N,
  start: (n, seed) => startBoltzmann(n, seed),
  restore: restoreBoltzmann,
})
