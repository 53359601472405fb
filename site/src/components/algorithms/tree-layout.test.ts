import { describe, expect, it } from 'vitest'
import { recursionTree } from '@nqueens/core'
import { layoutTree } from './tree-layout.ts'

describe('recursion tree layout', () => {
  it('lays the tree out with parents centred over their children and no overlaps', () => {
    for (let n = 4; n <= 6; n++) {
      const layout = layoutTree(recursionTree(n))
      const byLevel = new Map<number, number[]>()
      for (const node of layout.nodes) {
        byLevel.set(node.y, [...(byLevel.get(node.y) ?? []), node.x])
        expect(node.x).toBeGreaterThanOrEqual(0)
        expect(node.x).toBeLessThanOrEqual(layout.width)
        if (node.parent) expect(node.parent.y).toBeLessThan(node.y)
      }
      for (const xs of byLevel.values()) {
        // Search order is left to right on every level, with room for a circle between nodes.
        for (let i = 1; i < xs.length; i++) expect(xs[i] - xs[i - 1]).toBeGreaterThanOrEqual(20)
      }
    }
  })
})
