import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SparseDiagonals } from './min-conflicts-board.ts'
import { Diagonals } from '../random-search/swap-board.ts'

/** A random permutation, some of its rows placed, as [n, queens, rows placed]. */
const BOARD = fc
  .integer({ min: 2, max: 48 })
  .chain((n) => fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n }))

function fill(queens: number[]): SparseDiagonals {
  const board = new SparseDiagonals(queens.length)
  queens.forEach((col, row) => board.place(row, col))
  return board
}

describe('SparseDiagonals', () => {
  it('counts, scores and swaps exactly as the dense board does', () => {
    fc.assert(
      fc.property(
        BOARD,
        fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 20 }),
        (queens, swaps) => {
          const n = queens.length
          const sparse = fill(queens)
          const dense = new Diagonals(Int32Array.from(queens))
          for (const [x, y] of swaps) {
            const i = x % n
            const j = (i + 1 + (y % (n - 1))) % n
            expect(sparse.collisions).toBe(dense.collisions)
            const delta = sparse.delta(i, j)
            expect(delta).toBe(dense.delta(i, j))
            sparse.swap(i, j, delta)
            dense.swap(i, j, delta)
            expect(Array.from(sparse.queens)).toEqual(Array.from(dense.queens))
            for (let row = 0; row < n; row++) {
              const col = dense.queens[row]
              const crowded = dense.down[row - col + n - 1] > 1 || dense.up[row + col] > 1
              expect(sparse.attacked(row)).toBe(crowded)
            }
          }
          expect(sparse.collisions).toBe(dense.collisions)
        },
      ),
      { seed: 20261122, numRuns: 100 },
    )
  })

  it('tests 32 squares of a row at once as free() tests each', () => {
    fc.assert(
      fc.property(BOARD, fc.nat(), fc.nat(), (queens, half, pick) => {
        const n = queens.length
        const board = new SparseDiagonals(n)
        // Place the first half of the rows, then test a row below them, block by block.
        const placed = half % n
        for (let row = 0; row < placed; row++) board.place(row, queens[row])
        const row = pick % n
        for (let col0 = 0; col0 < n; col0 += 32) {
          const mask = board.freeBlock(row, col0)
          for (let k = 0; k < 32 && col0 + k < n; k++)
            expect(((mask >>> k) & 1) === 1).toBe(board.free(row, col0 + k))
        }
      }),
      { seed: 20261122, numRuns: 100 },
    )
  })
})
