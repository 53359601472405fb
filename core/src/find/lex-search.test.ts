import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors.ts'
import { LEX_START, readLexCursor, searchLex, writeLexCursor } from './lex-search.ts'

const empty = (n: number) => new Int32Array(n).fill(-1)

describe('searchLex', () => {
  it('runs the worked example: solutions after 8 and 12 nodes, exhausted after 16', () => {
    const one = searchLex(empty(4), LEX_START, Infinity, 1)
    expect(one.solutions.map((s) => Array.from(s))).toEqual([[1, 3, 0, 2]])
    expect(one.nodes).toBe(8)
    expect(searchLex(empty(4), LEX_START, Infinity, 2).nodes).toBe(12)
    const all = searchLex(empty(4), LEX_START, Infinity, 10)
    expect(all).toMatchObject({ nodes: 16, frontier: null })
  })

  it('stops just before a placement and resumes there', () => {
    const stopped = searchLex(empty(4), LEX_START, 3, 10)
    // Row 0 at column 0, row 1 tried at 2 then 3: the next node puts row 2 at column 1.
    expect(stopped).toMatchObject({ nodes: 3, frontier: { prefix: [0, 3], next: 1 } })
    const rest = searchLex(empty(4), stopped.frontier!, Infinity, 10)
    expect(rest.nodes).toBe(13)
    expect(rest.solutions.length).toBe(2)
  })

  it('treats a full board of pre-placed queens as its own single solution', () => {
    const queens = Int32Array.from([1, 3, 0, 2])
    expect(searchLex(queens, LEX_START, Infinity, 10)).toMatchObject({ nodes: 0, frontier: null })
    expect(searchLex(queens, LEX_START, Infinity, 10).solutions).toEqual([queens])
  })
})

describe('lexicographic cursors', () => {
  it('round-trip a frontier and refuse a forged one', () => {
    const queens = Int32Array.from([-1, -1, -1, -1, -1, 0])
    const frontier = { prefix: [2, 5], next: 1 }
    const cursor = writeLexCursor('solve', 'first', queens, frontier)
    expect(readLexCursor(cursor, 'solve', 'first', queens)).toEqual(frontier)
    // Attacking prefixes, too long a prefix, columns off the board: all refused.
    for (const bad of [
      { prefix: [2, 3], next: 1 },
      { prefix: [1, 3, 5, 0, 2], next: 0 },
      { prefix: [2], next: 6 },
      { prefix: [2, -1], next: 0 },
    ]) {
      const forged = writeLexCursor('solve', 'first', queens, bad)
      expect(() => readLexCursor(forged, 'solve', 'first', queens)).toThrow(InvalidInputError)
    }
  })
})
