import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { permutationBySwaps, Random } from './random.ts'
import { Diagonals, WIDEN_AT } from './swap-board.ts'

/** Collisions the slow way: for each diagonal, queens on it minus one, where positive. */
function collisionsReference(queens: number[]): number {
  const down = new Map<number, number>()
  const up = new Map<number, number>()
  queens.forEach((col, row) => {
    down.set(row - col, (down.get(row - col) ?? 0) + 1)
    up.set(row + col, (up.get(row + col) ?? 0) + 1)
  })
  let total = 0
  for (const count of [...down.values(), ...up.values()]) total += Math.max(0, count - 1)
  return total
}

/** Attacking pairs the slow way: every pair of rows, tested. */
function pairsReference(queens: number[]): number {
  let pairs = 0
  for (let r = 0; r < queens.length; r++)
    for (let s = r + 1; s < queens.length; s++)
      if (Math.abs(queens[r] - queens[s]) === s - r) pairs++
  return pairs
}

const PERMUTATION = fc
  .integer({ min: 2, max: 12 })
  .chain((n) => fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n }))

describe('Diagonals', () => {
  it('counts collisions as the reference does, and scores and makes swaps exactly', () => {
    fc.assert(
      fc.property(PERMUTATION, fc.nat(), fc.nat(), (queens, x, y) => {
        const n = queens.length
        const i = x % n
        const j = (i + 1 + (y % (n - 1))) % n
        const board = new Diagonals(Int32Array.from(queens))
        expect(board.collisions).toBe(collisionsReference(queens))
        const predicted = board.delta(i, j)
        expect(board.collisions).toBe(collisionsReference(queens))
        expect(board.swap(i, j)).toBe(predicted)
        ;[queens[i], queens[j]] = [queens[j], queens[i]]
        expect(Array.from(board.queens)).toEqual(queens)
        expect(board.collisions).toBe(collisionsReference(queens))
      }),
      { seed: 20261122, numRuns: 500 },
    )
  })

  it('counts attacking pairs as the reference does, and scores a swap by them exactly', () => {
    fc.assert(
      fc.property(PERMUTATION, fc.nat(), fc.nat(), (queens, x, y) => {
        const n = queens.length
        const i = x % n
        const j = (i + 1 + (y % (n - 1))) % n
        const board = new Diagonals(Int32Array.from(queens))
        const before = pairsReference(queens)
        expect(board.pairs()).toBe(before)
        const predicted = board.pairDelta(i, j)
        board.swap(i, j)
        ;[queens[i], queens[j]] = [queens[j], queens[i]]
        expect(pairsReference(queens) - before).toBe(predicted)
        expect(board.pairs()).toBe(pairsReference(queens))
      }),
      { seed: 20261122, numRuns: 500 },
    )
  })

  it('matches the worked example', () => {
    const board = new Diagonals(Int32Array.of(0, 1, 2, 3))
    expect(board.collisions).toBe(3)
    expect(board.delta(0, 1)).toBe(-1)
    expect(board.pairs()).toBe(6)
    expect(board.pairDelta(0, 1)).toBe(-4)
  })

  it('keeps counts in bytes, and widens them exactly before one could pass 255', () => {
    const n = WIDEN_AT + 10
    // WIDEN_AT - 1 queens on the main diagonal, the last rows rotated off it.
    const queens = Int32Array.from({ length: n }, (_, row) =>
      row < WIDEN_AT - 1 ? row : WIDEN_AT - 1 + ((row - WIDEN_AT + 2) % (n - WIDEN_AT + 1)),
    )
    const board = new Diagonals(queens)
    expect(board.down).toBeInstanceOf(Uint8Array)
    expect(board.collisions).toBe(collisionsReference(Array.from(queens)))
    // Swapping rows WIDEN_AT - 1 and WIDEN_AT puts row WIDEN_AT on the main diagonal.
    const i = WIDEN_AT - 1
    board.swap(i, i + 1)
    expect(board.queens[i + 1]).toBe(i + 1)
    expect(board.down).toBeInstanceOf(Int32Array)
    expect(board.down[n - 1]).toBe(WIDEN_AT)
    expect(board.collisions).toBe(collisionsReference(Array.from(board.queens)))
    // Swapping back leaves no line at WIDEN_AT: bytes again, with the same counts.
    board.swap(i, i + 1)
    expect(board.down).toBeInstanceOf(Uint8Array)
    expect(board.down[n - 1]).toBe(WIDEN_AT - 1)
    expect(board.collisions).toBe(collisionsReference(Array.from(board.queens)))
  })

  it('narrows to bytes once the crowded main diagonal of a 3n-swap start has spread out', () => {
    const n = 131_072
    const board = new Diagonals(permutationBySwaps(new Int32Array(n), new Random(1)))
    expect(board.down).toBeInstanceOf(Int32Array)
    const random = new Random(2)
    for (let k = 0; k < 20 * n && board.down instanceof Int32Array; k++) {
      const i = random.nextInt(n)
      const j = (i + 1 + random.nextInt(n - 1)) % n
      if (board.delta(i, j) < 0) board.swap(i, j)
    }
    expect(board.down).toBeInstanceOf(Uint8Array)
    expect(board.collisions).toBe(collisionsReference(Array.from(board.queens)))
  })
})
