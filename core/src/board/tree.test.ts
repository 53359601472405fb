import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors.ts'
import { knownCount } from './known.ts'
import { countTreeNodes, recursionTree, type TreeNode } from './tree.ts'
import { verifyPlacement } from './verify.ts'

/** Slow reference: how many column tuples of each length d have no two queens attacking. */
function partialPlacementsByDepth(n: number): number[] {
  const levels: number[] = []
  for (let d = 0; d <= n; d++) {
    let count = 0
    for (let code = 0; code < n ** d; code++) {
      const queens = Array.from({ length: n }, (_, r) =>
        r < d ? Math.floor(code / n ** r) % n : -1,
      )
      if (verifyPlacement(queens).conflicts.length === 0) count++
    }
    if (count > 0) levels.push(count)
  }
  return levels
}

function leaves(node: TreeNode, path: number[] = []): { path: number[]; node: TreeNode }[] {
  if (node.children.length === 0) return [{ path, node }]
  return node.children.flatMap((child) => leaves(child, [...path, child.col]))
}

describe('recursionTree', () => {
  it('has the known shape for n = 4: 17 nodes, 2 solutions, the rest dead ends', () => {
    const root = recursionTree(4)
    expect(countTreeNodes(root)).toEqual([1, 4, 6, 4, 2])
    const ends = leaves(root)
    expect(ends.filter((e) => e.node.solution).map((e) => e.path)).toEqual([
      [1, 3, 0, 2],
      [2, 0, 3, 1],
    ])
    expect(ends.filter((e) => !e.node.solution).every((e) => e.node.deadEnd)).toBe(true)
    expect(root).toMatchObject({ row: -1, col: -1, solution: false, deadEnd: false })
  })

  it('holds one node per conflict-free partial placement, like the slow reference', () => {
    for (let n = 1; n <= 6; n++) {
      expect(countTreeNodes(recursionTree(n))).toEqual(partialPlacementsByDepth(n))
    }
    expect(countTreeNodes(recursionTree(8))).toEqual([1, 8, 42, 140, 344, 568, 550, 312, 92])
  })

  it('ends in exactly the known number of solutions, each valid, rows and columns in order', () => {
    for (let n = 1; n <= 8; n++) {
      const solutions = leaves(recursionTree(n)).filter((e) => e.node.solution)
      expect(BigInt(solutions.length)).toBe(knownCount(n)?.total)
      for (const { path, node } of solutions) {
        expect(verifyPlacement(path).valid).toBe(true)
        expect(node.row).toBe(n - 1)
      }
    }
  })

  it('refuses n past 8', () => {
    expect(() => recursionTree(9)).toThrow(InvalidInputError)
    expect(() => recursionTree(0)).toThrow(/Invalid n/)
  })
})
