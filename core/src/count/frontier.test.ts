import { describe, expect, it } from 'vitest'
import { verifyPlacement } from '../board/verify.ts'
import { decodeCursor, encodeCursor } from '../cursor.ts'
import { InvalidInputError } from '../errors.ts'
import { constructColumn } from '../find/construct.ts'
import type { Counter } from '../types.ts'
import { backtrack } from './backtrack.ts'
import { bitmask } from './bitmask.ts'
import { flags } from './flags.ts'
import { closeFrontier, openFrontier } from './frontier.ts'
import { mirror } from './mirror.ts'

const cursorFor = (n: number, state: unknown, algorithm = 'bitmask') =>
  encodeCursor({ kind: 'count', algorithm, n, state, sums: { total: '7' } })

describe('frontier', () => {
  it('round-trips through a cursor', () => {
    const path = Int32Array.of(0, 4, 7, 0, 0, 0, 0, 0)
    const cursor = closeFrontier('bitmask', 8, { path, depth: 3, next: 5, total: 12n })
    expect(decodeCursor(cursor, { kind: 'count', algorithm: 'bitmask', n: 8 }).state).toEqual([
      0, 4, 7, 5,
    ])
    expect(openFrontier('bitmask', 8, cursor)).toEqual({ path, depth: 3, next: 5, total: 12n })
  })

  it.each([
    ['queens that attack each other', [0, 1, 0]],
    ['a queen past the board', [8, 0]],
    ['more entries than rows', [0, 4, 7, 5, 2, 6, 1, 3, 0]],
    ['a fraction', [0.5]],
    ['nothing', []],
  ])('refuses a state with %s', (_, state) => {
    expect(() => openFrontier('bitmask', 8, cursorFor(8, state))).toThrow(InvalidInputError)
  })

  it('refuses a first-row column the counter never tries', () => {
    expect(openFrontier('mirror', 8, cursorFor(8, [4], 'mirror'), 4).next).toBe(4)
    expect(() => openFrontier('mirror', 8, cursorFor(8, [5], 'mirror'), 4)).toThrow(
      InvalidInputError,
    )
    expect(() => openFrontier('mirror', 8, cursorFor(8, [4, 0], 'mirror'), 4)).toThrow(
      InvalidInputError,
    )
  })
})

/**
 * Solutions in the lexicographic range [from, to) of two frontiers, by plain recursion that only
 * enters prefixes inside the range and checks each new queen against all the queens above it.
 * A frontier `[c0, …, next]` stands for the board `c0, …, next, 0, 0, …`.
 */
function countInRange(n: number, from: number[], to: number[]): number {
  const low = [...from, ...Array(n - from.length).fill(0)]
  const high = [...to, ...Array(n - to.length).fill(0)]
  const board: number[] = []
  const visit = (atLow: boolean, atHigh: boolean): number => {
    const row = board.length
    // The board equal to `to` is where the next chunk starts: not in this range.
    if (row === n) return atHigh ? 0 : 1
    let found = 0
    for (let col = atLow ? low[row] : 0; col <= (atHigh ? high[row] : n - 1); col++) {
      if (board.some((q, i) => q === col || Math.abs(q - col) === row - i)) continue
      board.push(col)
      found += visit(atLow && col === low[row], atHigh && col === high[row])
      board.pop()
    }
    return found
  }
  return visit(true, true)
}

describe.each([backtrack, flags, bitmask, mirror])('$id on wide boards', (counter: Counter) => {
  // Deep in the tree of n = 32 every mask uses bit 31, the sign bit of an int32.
  it.each([20, 31, 32])('counts exactly between two frontiers for n = %i', (n) => {
    const solution = Array.from({ length: n }, (_, row) => constructColumn(n, row))
    expect(verifyPlacement(solution).valid).toBe(true)
    // mirror only tries the left half of the first row; reflect the board when needed.
    const board = solution[0] < n >> 1 ? solution : solution.map((c) => n - 1 - c)
    let state = [...board.slice(0, n - 9), 0]
    let found = 0n
    for (const budget of [3000, 5000]) {
      const where = { kind: 'count', algorithm: counter.id, n }
      const cursor = encodeCursor({ ...where, state, sums: { total: '0' } })
      const result = counter.count(n, { cursor, budget })
      expect(result.status).toBe('partial')
      const next = decodeCursor(result.cursor, where).state as number[]
      const weight = counter.id === 'mirror' && 2 * state[0] + 1 < n ? 2 : 1
      expect(result.total).toBe(BigInt(weight * countInRange(n, state, next)))
      found += result.total
      state = next
    }
    // The range starts at a real solution's prefix, so it cannot be empty.
    expect(found).toBeGreaterThan(0n)
  })
})
