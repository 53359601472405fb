import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors.ts'
import { knownCount } from './known.ts'
import { DEFAULT_TRACE_LIMIT, traceSearch } from './trace.ts'
import { countTreeNodes, recursionTree } from './tree.ts'
import { verifyPlacement } from './verify.ts'

/** A partial board as a full-size placement, empty rows below. */
const padded = (rows: number[], n: number) => [...rows, ...Array(n - rows.length).fill(-1)]

describe('traceSearch', () => {
  it('starts the n = 4 search as the example says', () => {
    expect(traceSearch(4).slice(0, 4)).toEqual([
      { type: 'place', row: 0, col: 0 },
      { type: 'conflict', row: 1, col: 0 },
      { type: 'conflict', row: 1, col: 1 },
      { type: 'place', row: 1, col: 2 },
    ])
  })

  it('replays as a consistent search that walks the whole recursion tree', () => {
    for (let n = 1; n <= 7; n++) {
      const board: number[] = []
      let placed = 0
      let solutions = 0
      for (const event of traceSearch(n, { limit: 1_000_000 })) {
        if (event.type === 'place') {
          expect(event.row).toBe(board.length)
          expect(verifyPlacement(padded([...board, event.col], n)).conflicts).toEqual([])
          board.push(event.col)
          placed++
        } else if (event.type === 'remove') {
          expect(board.pop()).toBe(event.col)
          expect(event.row).toBe(board.length)
        } else if (event.type === 'conflict') {
          expect(event.row).toBe(board.length)
          expect(
            verifyPlacement(padded([...board, event.col], n)).conflicts.length,
          ).toBeGreaterThan(0)
        } else {
          expect(event.queens).toEqual(board)
          expect(board).toHaveLength(n)
          solutions++
        }
      }
      expect(board).toEqual([])
      const nodes = countTreeNodes(recursionTree(n)).reduce((a, b) => a + b)
      expect(placed).toBe(nodes - 1)
      expect(BigInt(solutions)).toBe(knownCount(n)?.total)
    }
  })

  it('stops at the limit, 10,000 by default', () => {
    expect(traceSearch(8)).toHaveLength(DEFAULT_TRACE_LIMIT)
    expect(traceSearch(8, { limit: 5 })).toHaveLength(5)
    expect(traceSearch(4, { limit: 1_000_000 }).length).toBeLessThan(100)
    expect(() => traceSearch(8, { limit: 0 })).toThrow(InvalidInputError)
    expect(() => traceSearch(9)).toThrow(/Invalid n/)
  })
})
