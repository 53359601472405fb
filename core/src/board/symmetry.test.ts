import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors.ts'
import {
  SYMMETRY_NAMES,
  applySymmetry,
  canonicalForm,
  reflectAntiDiagonal,
  reflectDiagonal,
  reflectHorizontal,
  reflectVertical,
  rotate180,
  rotate270,
  rotate90,
  symmetryClass,
  transforms,
} from './symmetry.ts'
import { verifyPlacement } from './verify.ts'

type Grid = boolean[][]

/** The slow reference: draw the board as a grid, turn the picture, read it back. */
function toGrid(queens: number[]): Grid {
  return queens.map((c) => queens.map((_, j) => j === c))
}
function fromGrid(grid: Grid): number[] {
  return grid.map((line) => line.indexOf(true))
}
const turnClockwise = (g: Grid): Grid => g.map((_, i) => g.map((_, j) => g[g.length - 1 - j][i]))
const mirrorLeftRight = (g: Grid): Grid => g.map((line) => [...line].reverse())
const transpose = (g: Grid): Grid => g.map((_, i) => g.map((_, j) => g[j][i]))
const times = (k: number, f: (g: Grid) => Grid) => (g: Grid) => {
  for (let i = 0; i < k; i++) g = f(g)
  return g
}
const REFERENCE: Record<string, (g: Grid) => Grid> = {
  identity: (g) => g,
  rotate90: turnClockwise,
  rotate180: times(2, turnClockwise),
  rotate270: times(3, turnClockwise),
  reflectHorizontal: mirrorLeftRight,
  reflectVertical: (g) => [...g].reverse(),
  reflectDiagonal: transpose,
  reflectAntiDiagonal: (g) => times(2, turnClockwise)(transpose(g)),
}

/** Boards with at most one queen per column: a permutation with some rows emptied. */
const TURNABLE = fc
  .integer({ min: 1, max: 12 })
  .chain((n) =>
    fc.tuple(
      fc.uniqueArray(fc.integer({ min: 0, max: n - 1 }), { minLength: n, maxLength: n }),
      fc.array(fc.boolean(), { minLength: n, maxLength: n }),
    ),
  )
  .map(([perm, empty]) => perm.map((c, row) => (empty[row] ? -1 : c)))

/** Every solution for n, by testing every permutation: slow, obviously right. */
function allSolutions(n: number): number[][] {
  const out: number[][] = []
  const extend = (prefix: number[]) => {
    if (prefix.length === n) {
      if (verifyPlacement(prefix).valid) out.push(prefix)
      return
    }
    for (let c = 0; c < n; c++) if (!prefix.includes(c)) extend([...prefix, c])
  }
  extend([])
  return out
}

describe('symmetries of the square', () => {
  it('move queens exactly as turning or mirroring the picture does', () => {
    fc.assert(
      fc.property(TURNABLE, (queens) => {
        for (const { name, queens: image } of transforms(queens)) {
          expect(Array.from(image)).toEqual(fromGrid(REFERENCE[name](toGrid(queens))))
        }
      }),
      { seed: 20261122, numRuns: 300 },
    )
  })

  it('name them in order, identity first, and the single functions agree', () => {
    const board = [3, 6, 2, 7, 1, 4, 0, 5]
    const named = [
      board,
      rotate90(board),
      rotate180(board),
      rotate270(board),
      reflectHorizontal(board),
      reflectVertical(board),
      reflectDiagonal(board),
      reflectAntiDiagonal(board),
    ].map((b) => Array.from(b))
    expect(transforms(board).map((t) => t.name)).toEqual(SYMMETRY_NAMES)
    expect(transforms(board).map((t) => Array.from(t.queens))).toEqual(named)
    expect(Array.from(applySymmetry('rotate90', board))).toEqual([1, 3, 5, 7, 2, 0, 6, 4])
  })

  it('keep solutions solutions', () => {
    for (const solution of allSolutions(6)) {
      for (const image of transforms(solution))
        expect(verifyPlacement(image.queens).valid).toBe(true)
    }
  })

  it('refuse a board with two queens in one column', () => {
    expect(() => rotate90([0, 0])).toThrow(InvalidInputError)
    expect(() => rotate90([0, 0])).toThrow(/rows 1 and 2 both have a queen in column 1/)
    expect(() => transforms([0, 5])).toThrow(InvalidInputError)
  })
})

describe('canonicalForm and symmetryClass', () => {
  it('give every image of a board the same canonical form, the smallest image', () => {
    fc.assert(
      fc.property(TURNABLE, (queens) => {
        const canonical = Array.from(canonicalForm(queens))
        const images = transforms(queens).map((t) => Array.from(t.queens))
        for (const image of images) expect(Array.from(canonicalForm(image))).toEqual(canonical)
        const smallest = images.map((i) => i.join(',')).sort(compareText)[0]
        expect(canonical.join(',')).toBe(smallest)
        expect(symmetryClass(queens)).toBe(new Set(images.map((i) => i.join())).size)
      }),
      { seed: 20261122, numRuns: 300 },
    )
  })

  it('split the 92 solutions of n = 8 into 12 classes: 11 of size 8, 1 of size 4', () => {
    const solutions = allSolutions(8)
    expect(solutions).toHaveLength(92)
    const classes = new Map<string, number>()
    for (const s of solutions) classes.set(canonicalForm(s).join(), symmetryClass(s))
    expect(classes.size).toBe(12)
    expect([...classes.values()].sort()).toEqual([4, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8])
  })

  it('find the two boards of n = 4 one class of size 2, and n = 1 a class of one', () => {
    expect(symmetryClass([1, 3, 0, 2])).toBe(2)
    expect(Array.from(canonicalForm([2, 0, 3, 1]))).toEqual([1, 3, 0, 2])
    expect(symmetryClass([0])).toBe(1)
    expect(symmetryClass([-1, -1, -1])).toBe(1)
  })
})

/** Compares comma lists of numbers as number sequences (so -1 sorts before 0 and 10 after 9). */
function compareText(a: string, b: string): number {
  const x = a.split(',').map(Number)
  const y = b.split(',').map(Number)
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] - y[i]
  return 0
}
