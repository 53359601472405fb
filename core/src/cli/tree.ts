import { encodeQueens } from '../board/encode.ts'
import { countTreeNodes, recursionTree, type TreeNode } from '../board/tree.ts'
import { parseCommand, readWhole } from './args.ts'
import { groupDigits, type Io } from './format.ts'
import { usageOf } from './usage.ts'

/**
 * `tree N`: the recursion tree of a backtracking search as indented text, one queen per line
 * (`row:column`, 1-based), two spaces per level, each leaf marked as a solution or a dead end.
 */
export function runTree(args: string[], io: Io): number {
  const { values, positionals } = parseCommand('tree', args, {}, ['N'])
  if (values.help) return (io.stdout.write(usageOf('tree')), 0)
  const n = readWhole(positionals[0], 'n')
  const root = recursionTree(n)
  const levels = countTreeNodes(root)
  const nodes = levels.reduce((a, b) => a + b, 0)
  const solutions = levels.length === n + 1 ? levels[n] : 0
  const lines = [
    `n = ${n}: ${groupDigits(nodes)} nodes (root included), ${solutions} solutions`,
    '(root: the empty board)',
  ]
  const path: number[] = []
  const walk = (node: TreeNode, depth: number) => {
    for (const child of node.children) {
      path.push(child.col)
      let mark = ''
      if (child.solution) mark = `  solution ${encodeQueens(path)}`
      else if (child.deadEnd) mark = '  dead end'
      lines.push(`${'  '.repeat(depth)}${child.row + 1}:${child.col + 1}${mark}`)
      walk(child, depth + 1)
      path.pop()
    }
  }
  walk(root, 0)
  io.stdout.write(lines.join('\n') + '\n')
  return 0
}
