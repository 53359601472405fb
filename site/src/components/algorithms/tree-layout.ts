import type { TreeNode } from '@nqueens/core'

/**
 * @module
 * Lays out a recursion tree for drawing, top-down: depth goes down, leaves sit side by side in
 * search order, and each parent is centred over its first and last child (a tidy tree, compact
 * enough that n = 6 with its 153 nodes fits in a scrollable strip).
 */

export interface PlacedNode {
  x: number
  y: number
  /** 0-based row and column of the node's queen; -1 for the root. */
  row: number
  col: number
  kind: 'root' | 'open' | 'solution' | 'dead-end'
  /** Position of the parent, for the edge; undefined for the root. */
  parent?: { x: number; y: number }
}

export interface TreeLayout {
  nodes: PlacedNode[]
  width: number
  height: number
  /** Nodes per depth, root first. */
  levels: number[]
  solutions: number
  deadEnds: number
}

export const LEAF_GAP = 22
export const LEVEL_GAP = 46
export const MARGIN = 20

export function layoutTree(root: TreeNode): TreeLayout {
  const nodes: PlacedNode[] = []
  const levels: number[] = []
  let leaves = 0
  let depthMax = 0

  const place = (node: TreeNode, depth: number): PlacedNode => {
    levels[depth] = (levels[depth] ?? 0) + 1
    depthMax = Math.max(depthMax, depth)
    const placed: PlacedNode = {
      x: 0,
      y: MARGIN + depth * LEVEL_GAP,
      row: node.row,
      col: node.col,
      kind: depth === 0 ? 'root' : node.solution ? 'solution' : node.deadEnd ? 'dead-end' : 'open',
    }
    nodes.push(placed)
    if (node.children.length === 0) {
      placed.x = MARGIN + leaves++ * LEAF_GAP
      return placed
    }
    const children = node.children.map((child) => place(child, depth + 1))
    placed.x = (children[0].x + children[children.length - 1].x) / 2
    for (const child of children) child.parent = { x: placed.x, y: placed.y }
    return placed
  }

  place(root, 0)
  return {
    nodes,
    width: 2 * MARGIN + Math.max(leaves - 1, 0) * LEAF_GAP,
    height: 2 * MARGIN + depthMax * LEVEL_GAP,
    levels,
    solutions: nodes.filter((node) => node.kind === 'solution').length,
    deadEnds: nodes.filter((node) => node.kind === 'dead-end').length,
  }
}
