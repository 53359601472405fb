import { InvalidInputError } from '../errors.ts'
import type { Finder } from '../types.ts'
import { Random } from './random.ts'
import { makeRandomFinder, readCount, type Walk } from './random-search.ts'

/**
 * boltzmann: a Boltzmann machine (a Hopfield network) of n² binary neurons at temperature 0, after
 * 清水・林 ①. Neuron (row, col) is on when a queen stands there. The energy
 *   E = Σ over attacking pairs of on-neurons (same row, column or diagonal) of 1  -  ½ · Σ neurons on
 * penalises every attack and rewards every queen; its minima with n queens are the solutions. A
 * node is one update of one neuron picked at random: at T = 0 it takes the state of lower energy,
 * which here means "on exactly when no queen attacks this square" (1 attacker costs more than the
 * ½ reward), so E never rises and there are no ties. The network settles in a state where no
 * queen is attacked and every empty square is: when that holds fewer than n queens it is stuck
 * for good, and we restart from a fresh random state (the paper's remedy, short of annealing).
 *
 * Representation: `on[row * n + col]` is 0 or 1; `rows`, `cols`, `down[row - col + n - 1]` and
 * `up[row + col]` count the queens on each line, so a neuron's attackers are the sum of its four
 * lines minus itself, in O(1). Worked example, n = 4, queens at (0,1) and (1,3): square (2,0) has
 * rows[2] = 0, cols[0] = 0, down[5] = 0, up[2] = 0, no attacker, so it turns on; square (1,0) has
 * rows[1] = 1 and turns (or stays) off.
 *
 * Stuck is detected cheaply: after n² updates in a row that changed nothing, one O(n²) sweep
 * checks whether any neuron would still change. `maxN` = 32: the chance that a settled network
 * holds n queens falls fast with n, so restarts multiply; measured here over 10 seeds, a solution
 * takes ~8·10^4 updates (6 ms) at n = 12, ~8·10^5 (45 ms) at n = 20, ~1.5·10^7 (0.7 s) at n = 32,
 * and n = 48 mostly fails within 5·10^7.
 */
export const BOLTZMANN_MAX_N = 32

class BoltzmannWalk implements Walk {
  nodes: number
  private readonly n: number
  private readonly on: Uint8Array
  private readonly rows: Int32Array
  private readonly cols: Int32Array
  private readonly down: Int32Array
  private readonly up: Int32Array
  private readonly random: Random
  /** Queens on the board, and attacking pairs among them: solved when n and 0. */
  private count = 0
  private attacks = 0
  /** Updates since the last change. */
  private quiet = 0

  constructor(n: number, random: Random, nodes: number, on?: Uint8Array, quiet = 0) {
    this.n = n
    this.random = random
    this.nodes = nodes
    this.on = new Uint8Array(n * n)
    this.rows = new Int32Array(n)
    this.cols = new Int32Array(n)
    this.down = new Int32Array(2 * n - 1)
    this.up = new Int32Array(2 * n - 1)
    if (on) {
      for (let cell = 0; cell < n * n; cell++) if (on[cell]) this.flip(cell)
    } else this.randomize()
    this.quiet = quiet
  }

  get queens(): Int32Array {
    const queens = new Int32Array(this.n).fill(-1)
    for (let cell = 0; cell < this.n * this.n; cell++)
      if (this.on[cell]) queens[Math.floor(cell / this.n)] = cell % this.n
    return queens
  }

  walkTo(limit: number): boolean {
    const n = this.n
    const cells = n * n
    while (this.count !== n || this.attacks !== 0) {
      if (this.nodes >= limit) return false
      this.nodes++
      const cell = this.random.nextInt(cells)
      // At T = 0 the neuron fires exactly when its square is unattacked (field ½ - attackers > 0).
      const want = this.attackers(cell) === 0 ? 1 : 0
      if (want !== this.on[cell]) {
        this.flip(cell)
        this.quiet = 0
      } else if (++this.quiet >= cells) {
        this.quiet = 0
        if (this.isSettled()) this.randomize()
      }
    }
    return true
  }

  snapshot(): unknown {
    const on: number[] = []
    for (let cell = 0; cell < this.n * this.n; cell++) if (this.on[cell]) on.push(cell)
    return { on, quiet: this.quiet, random: this.random.state() }
  }

  private attackers(cell: number): number {
    const n = this.n
    const row = Math.floor(cell / n)
    const col = cell - row * n
    const self = this.on[cell] * 4
    return (
      this.rows[row] + this.cols[col] + this.down[row - col + n - 1] + this.up[row + col] - self
    )
  }

  private flip(cell: number): void {
    const n = this.n
    const row = Math.floor(cell / n)
    const col = cell - row * n
    if (this.on[cell]) {
      this.on[cell] = 0
      this.count--
      this.setLines(row, col, -1)
      this.attacks -= this.attackers(cell)
    } else {
      this.attacks += this.attackers(cell)
      this.on[cell] = 1
      this.count++
      this.setLines(row, col, 1)
    }
  }

  private setLines(row: number, col: number, by: number): void {
    this.rows[row] += by
    this.cols[col] += by
    this.down[row - col + this.n - 1] += by
    this.up[row + col] += by
  }

  /** Whether no neuron would change: a local minimum of the energy. */
  private isSettled(): boolean {
    for (let cell = 0; cell < this.n * this.n; cell++)
      if ((this.attackers(cell) === 0 ? 1 : 0) !== this.on[cell]) return false
    return true
  }

  /** A fresh random state: each neuron on with probability 1/2. */
  private randomize(): void {
    for (let cell = 0; cell < this.n * this.n; cell++)
      if (this.on[cell] !== this.random.nextUint32() >>> 31) this.flip(cell)
  }
}

function restoreBoltzmann(n: number, snapshot: unknown, moves: number): Walk {
  const state = (snapshot ?? {}) as { on?: unknown; quiet?: unknown; random?: unknown }
  const random = Random.fromState(state.random)
  const quiet = readCount(state.quiet, 0, n * n - 1)
  if (!Array.isArray(state.on)) throw new InvalidInputError('cursor', 'holds no neurons')
  const on = new Uint8Array(n * n)
  for (const cell of state.on) on[readCount(cell, 0, n * n - 1)] = 1
  return new BoltzmannWalk(n, random, moves, on, quiet)
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
  start: (n, seed) => new BoltzmannWalk(n, new Random(seed), 0),
  restore: restoreBoltzmann,
})
