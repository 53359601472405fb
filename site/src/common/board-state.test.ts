import { describe, expect, it } from 'vitest'
import {
  attackCounts,
  queryForBoard,
  readBoardFromQuery,
  readBudgetFromQuery,
  toggleSquare,
} from './board-state.ts'

// The pure logic behind /solve/, checked in Node against slow, obvious references.

/** Attackers of (row, col), the obvious way: every queen, every line. */
function attackersReference(board: Int32Array, row: number, col: number): number {
  let count = 0
  board.forEach((qc, qr) => {
    if (qc < 0 || (qr === row && qc === col)) return
    if (qr === row || qc === col || Math.abs(qr - row) === Math.abs(qc - col)) count++
  })
  return count
}

/** A small deterministic PRNG, so every run checks the same boards. */
function lcg(seed: number): () => number {
  let state = seed
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
}

describe('board state', () => {
  it('counts attackers on every square like the obvious reference', () => {
    const random = lcg(7)
    for (let trial = 0; trial < 200; trial++) {
      const n = 4 + Math.floor(random() * 12)
      const board = Int32Array.from({ length: n }, () =>
        random() < 0.5 ? -1 : Math.floor(random() * n),
      )
      const counts = attackCounts(board)
      for (let row = 0; row < n; row++) {
        for (let col = 0; col < n; col++) {
          expect(counts[row * n + col]).toBe(attackersReference(board, row, col))
        }
      }
    }
  })

  it('keeps one queen per row: a click moves the row queen, a second click removes it', () => {
    let board: Int32Array = new Int32Array(5).fill(-1)
    board = toggleSquare(board, 2, 1)
    board = toggleSquare(board, 2, 4)
    expect([...board]).toEqual([-1, -1, 4, -1, -1])
    expect([...toggleSquare(board, 2, 4)]).toEqual([-1, -1, -1, -1, -1])
  })

  it('writes the board into the URL and reads it back', () => {
    const random = lcg(11)
    for (let trial = 0; trial < 100; trial++) {
      const n = 4 + Math.floor(random() * 29)
      const board = Int32Array.from({ length: n }, () =>
        random() < 0.3 ? -1 : Math.floor(random() * n),
      )
      const read = readBoardFromQuery(queryForBoard(board))
      expect(read.error).toBeUndefined()
      expect([...read.board]).toEqual([...board])
    }
    expect(queryForBoard(Int32Array.from([0, -1, 2, -1]))).toBe('?n=4&queens=1,0,3,0')
    expect(readBudgetFromQuery(queryForBoard(new Int32Array(4).fill(-1), 25))).toBe(25)
    for (const bad of ['0', '-3', '1.5', 'x', '1e9', '']) {
      expect(readBudgetFromQuery(`?budget=${bad}`)).toBeUndefined()
    }
  })

  it('refuses a bad URL board with the reason and starts empty', () => {
    expect(readBoardFromQuery('?n=40').error).toMatch(/n must be/)
    expect(readBoardFromQuery('?n=8&queens=1,2,3').error).toMatch(/Invalid queens/)
    expect(readBoardFromQuery('?n=3&queens=1,0,0').error).toMatch(/n must be/)
    expect([...readBoardFromQuery('?n=8&queens=9,0,0,0,0,0,0,0').board]).toEqual(
      new Array(8).fill(-1),
    )
  })
})
