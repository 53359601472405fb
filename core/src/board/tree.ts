import { validateN } from '../validate.ts'

/**
 * @module
 * The recursion tree of a plain backtracking search (Erickson, Algorithms, fig. 2.3): queens go in
 * row by row, each row trying columns left to right, and a square is kept only when no earlier
 * queen attacks it. Every node is one queen that could be placed; its children are the squares
 * of the next row that the queens so far leave open. A node with no children is a solution when
 * it fills the last row, and a dead end otherwise.
 */

/** Trees grow fast (2057 nodes for n = 8, 8394 for n = 9), so only boards up to 8 are drawn. */
export const MAX_TREE_N = 8

export interface TreeNode {
  /** 0-based row of this node's queen; -1 for the root (the empty board). */
  row: number
  /** 0-based column of this node's queen; -1 for the root. */
  col: number
  /** A full board: this node's queen completes a solution. */
  solution: boolean
  /** No queen fits in the next row, and the board is not full. */
  deadEnd: boolean
  children: TreeNode[]
}

/**
 * Builds the whole recursion tree for an n-queens backtracking search, n from 1 to 8.
 *
 * @example
 * const root = recursionTree(4)
 * root.children.map((c) => c.col) // [0, 1, 2, 3]: every square of the first row is open
 * root.children[1].children[0].children[0].children[0].solution // true: 2,4,1,3
 */
export function recursionTree(n: number): TreeNode {
  validateN(n, MAX_TREE_N)
  const queens: number[] = []
  const grow = (row: number, col: number): TreeNode => {
    const node: TreeNode = { row, col, solution: false, deadEnd: false, children: [] }
    const next = row + 1
    if (next === n) {
      node.solution = true
      return node
    }
    for (let c = 0; c < n; c++) {
      if (!attackedFromAbove(queens, next, c)) {
        queens.push(c)
        node.children.push(grow(next, c))
        queens.pop()
      }
    }
    node.deadEnd = node.children.length === 0
    return node
  }
  return grow(-1, -1)
}

/**
 * Whether a queen at (row, col) would be attacked by the queens in rows 0..row-1, where
 * `queens[r]` is the column of row r's queen.
 *
 * @example
 * attackedFromAbove([1, 3], 2, 2) // true: the queen in row 1, column 3 is on its diagonal
 */
export function attackedFromAbove(queens: ArrayLike<number>, row: number, col: number): boolean {
  for (let r = 0; r < row; r++) {
    const c = queens[r]
    if (c === col || row - r === Math.abs(col - c)) return true
  }
  return false
}

/**
 * Counts the nodes of a tree, root included, by depth: `[1, 4, 6, 4, 2]` for n = 4.
 *
 * @example
 * countTreeNodes(recursionTree(8)).reduce((a, b) => a + b) // 2057
 */
export function countTreeNodes(root: TreeNode): number[] {
  const levels: number[] = []
  const visit = (node: TreeNode, depth: number) => {
    levels[depth] = (levels[depth] ?? 0) + 1
    for (const child of node.children) visit(child, depth + 1)
  }
  visit(root, 0)
  return levels
}
