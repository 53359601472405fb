import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SUITE_SEED } from '../finder.case.test.ts'
import { MrvBoard } from './mrv-board.ts'

/** The obvious recount: open squares per free row and column, by testing every square. */
function recount(board: MrvBoard, queens: [number, number][]) {
  const n = board.n
  const attacked = (r: number, c: number) =>
    queens.some(([qr, qc]) => qr === r || qc === c || Math.abs(qr - r) === Math.abs(qc - c))
  const rows: number[] = []
  const cols: number[] = []
  for (let i = 0; i < n; i++) {
    if (!queens.some(([r]) => r === i)) {
      let open = 0
      for (let c = 0; c < n; c++) if (!attacked(i, c)) open++
      rows.push(open)
    }
    if (!queens.some(([, c]) => c === i)) {
      let open = 0
      for (let r = 0; r < n; r++) if (!attacked(r, i)) open++
      cols.push(open)
    }
  }
  return { rows, cols }
}

function counts(board: MrvBoard) {
  const rows: number[] = []
  const cols: number[] = []
  for (let i = 0; i < board.n; i++) {
    if (!board.rowUsed[i]) rows.push(board.rowOpen[i])
    if (!board.colUsed[i]) cols.push(board.colOpen[i])
  }
  return { rows, cols }
}

describe('MrvBoard', () => {
  it('counts open squares as in the worked example', () => {
    const board = new MrvBoard(4)
    board.place(0, 1)
    expect(counts(board)).toEqual({ rows: [1, 2, 3], cols: [2, 2, 2] })
  })

  it('keeps the counts of the slow recount through places and removals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 11 }),
        fc.array(fc.nat(), { maxLength: 40 }),
        (n, picks) => {
          const board = new MrvBoard(n)
          const queens: [number, number][] = []
          for (const pick of picks) {
            const open: [number, number][] = []
            for (let r = 0; r < n; r++)
              for (let c = 0; c < n; c++) if (board.isOpen(r, c)) open.push([r, c])
            // Mostly place, sometimes take back the last queen, as the search does.
            if (open.length > 0 && (pick % 4 !== 0 || queens.length === 0)) {
              const [r, c] = open[pick % open.length]
              board.place(r, c)
              queens.push([r, c])
            } else if (queens.length > 0) {
              const [r, c] = queens.pop()!
              board.remove(r, c)
            }
            expect(counts(board)).toEqual(recount(board, queens))
            expect(board.free).toBe(n - queens.length)
            const freeRows = Array.from(board.freeRows.subarray(0, board.free)).sort(
              (a, b) => a - b,
            )
            const freeCols = Array.from(board.freeCols.subarray(0, board.free)).sort(
              (a, b) => a - b,
            )
            expect(freeRows).toEqual([...Array(n).keys()].filter((r) => !board.rowUsed[r]))
            expect(freeCols).toEqual([...Array(n).keys()].filter((c) => !board.colUsed[c]))
          }
        },
      ),
      { seed: SUITE_SEED, numRuns: 150 },
    )
  })
})
