import type { Step } from '@nqueens/core'

/**
 * @module
 * The backtracking trace in a compact text form for the page (three characters a step: the kind,
 * then row and column in base 36 — n = 8 takes 17,868 steps, about 54 kB), and the replay that
 * turns the first k steps back into a board.
 */

export type StepKind = Step['type']

export interface CompactStep {
  kind: StepKind
  row: number
  col: number
}

const LETTERS: Record<StepKind, string> = { place: 'p', remove: 'r', solution: 's', conflict: 'c' }
const KINDS: Record<string, StepKind> = { p: 'place', r: 'remove', s: 'solution', c: 'conflict' }

export function encodeSteps(steps: readonly Step[]): string {
  return steps
    .map((step) => LETTERS[step.type] + step.row.toString(36) + step.col.toString(36))
    .join('')
}

export function decodeSteps(text: string): CompactStep[] {
  if (text.length % 3 !== 0) throw new Error('A step trace has three characters a step')
  const steps: CompactStep[] = []
  for (let i = 0; i < text.length; i += 3) {
    const kind = KINDS[text[i]]
    if (!kind) throw new Error(`Unknown step kind ${JSON.stringify(text[i])}`)
    steps.push({ kind, row: parseInt(text[i + 1], 36), col: parseInt(text[i + 2], 36) })
  }
  return steps
}

export interface Frame {
  /** The queens on the board after the steps so far (0-based columns, -1 = empty). */
  board: Int32Array
  /** The step just shown; undefined before the first. */
  last?: CompactStep
  /** Solutions found so far. */
  solutions: number
}

/** The board after the first `count` steps: replayed from the start, which is instant for n ≤ 8. */
export function replay(steps: readonly CompactStep[], n: number, count: number): Frame {
  const board = new Int32Array(n).fill(-1)
  let solutions = 0
  for (let i = 0; i < count; i++) {
    const step = steps[i]
    if (step.kind === 'place') board[step.row] = step.col
    else if (step.kind === 'remove') board[step.row] = -1
    else if (step.kind === 'solution') solutions++
  }
  return { board, last: count > 0 ? steps[count - 1] : undefined, solutions }
}

/** One sentence on a step, for the status line. */
export function describeStep(step: CompactStep | undefined, solutions: number): string {
  if (!step) return 'The empty board: the search starts in row 1.'
  const where = `row ${step.row + 1}, column ${step.col + 1}`
  switch (step.kind) {
    case 'place':
      return `Place a queen at ${where}: no earlier queen attacks it.`
    case 'conflict':
      return `Try ${where}: attacked by an earlier queen, skip it.`
    case 'remove':
      return `Take back the queen at ${where} and try the next column.`
    case 'solution':
      return `Solution ${solutions} found: every row holds a queen.`
  }
}
