import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors.ts'
import { knownCount } from './known.ts'
import { DEFAULT_TRACE_LIMIT, traceSteps } from './trace.ts'
import { countTreeNodes, recursionTree } from './tree.ts'
import { verifyPlacement } from './verify.ts'

/** A partial board as a full-size placement, empty rows below. */
const padded = (rows: number[], n: number) => [...rows, ...Array(n - rows.length).fill(-1)]

describe('traceSteps', () => {
  it('starts the n = 4 search as the example says', () => {
    expect(traceSteps(4).slice(0, 4)).toEqual([
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
      for (const step of traceSteps(n, { limit: 1_000_000 })) {
        if (step.type === 'place') {
          expect(step.row).toBe(board.length)
          expect(verifyPlacement(padded([...board, step.col], n)).conflicts).toEqual([])
          board.push(step.col)
          placed++
        } else if (step.type === 'remove') {
          expect(board.pop()).toBe(step.col)
          expect(step.row).toBe(board.length)
        } else if (step.type === 'conflict') {
          expect(step.row).toBe(board.length)
          expect(verifyPlacement(padded([...board, step.col], n)).conflicts.length).toBeGreaterThan(
            0,
          )
        } else {
          expect(step.queens).toEqual(board)
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
    expect(traceSteps(8)).toHaveLength(DEFAULT_TRACE_LIMIT)
    expect(traceSteps(8, { limit: 5 })).toHaveLength(5)
    expect(traceSteps(4, { limit: 1_000_000 }).length).toBeLessThan(100)
    expect(() => traceSteps(8, { limit: 0 })).toThrow(InvalidInputError)
    expect(() => traceSteps(9)).toThrow(/Invalid n/)
  })
})
