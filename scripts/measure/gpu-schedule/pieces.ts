/**
 * @module
 * An invocation's work in the schedule model: the task it holds, as the piece it is walking now
 * (an entry, its nodes, and the passes already run) over the entries lower on its stack that still
 * have columns to try. Handing back the bottom entry is modelled from each column's nodes, found
 * by walking its subtree once, when it is first asked for.
 */
import type { GpuWork } from '../../../core/src/gpu/gpu-work.ts'
import { childrenOf, taskNodes, type TaskEntry } from './task-nodes.ts'

/** An entry with the nodes its columns still hold, and each column's share once known. */
export interface Piece {
  entry: TaskEntry
  nodes: number
  /** Per column (lowest first): the entry it pushes, and its nodes (1 + the entry's). */
  columns?: { entry: TaskEntry | undefined; nodes: number }[]
}

/** What an invocation holds: `current` with `elapsed` passes run, then `below`, deepest last. */
export interface Running {
  current: Piece
  elapsed: number
  below: Piece[]
  /** Passes this invocation ran on its task, and whether it handed any of it back. */
  ran: number
  gave: boolean
}

/** Each column of `piece` with its nodes (walked once, then kept). */
export function columnsOf(work: GpuWork, piece: Piece): NonNullable<Piece['columns']> {
  piece.columns ??= childrenOf(work, piece.entry).map((entry) => ({
    entry,
    nodes: 1 + (entry ? taskNodes(work, entry) : 0),
  }))
  return piece.columns
}

/** `piece` with only its columns from `first` on. */
function tail(piece: Piece, columns: NonNullable<Piece['columns']>, first: number): Piece {
  let free = piece.entry.free
  for (let i = 0; i < first; i++) free = (free & (free - 1)) >>> 0
  const kept = columns.slice(first)
  return {
    entry: { ...piece.entry, free },
    nodes: kept.reduce((sum, c) => sum + c.nodes, 0),
    columns: kept,
  }
}

/** Passes still to run. */
export function left(run: Running): number {
  return run.current.nodes - run.elapsed + run.below.reduce((sum, p) => sum + p.nodes, 0)
}

/** Runs `passes` passes of `run`; returns the passes left over once it is done (else 0). */
export function advance(run: Running, passes: number): number {
  while (passes > 0) {
    const rest = run.current.nodes - run.elapsed
    if (passes < rest) {
      run.elapsed += passes
      run.ran += passes
      return 0
    }
    passes -= rest
    run.ran += rest
    const next = run.below.pop()
    if (next === undefined) {
      run.elapsed = run.current.nodes
      return passes
    }
    run.current = next
    run.elapsed = 0
  }
  return 0
}

/**
 * Takes the bottom entry of `run`'s stack, with the columns it has not tried, as the kernel hands
 * it back; of the top entry, every column but the next. Undefined where nothing is left to give:
 * the stack is one entry with one column.
 */
export function takeBottom(work: GpuWork, run: Running): Piece | undefined {
  if (run.below.length > 0) return run.below.shift()
  for (;;) {
    const columns = columnsOf(work, run.current)
    let at = 0
    let before = 0
    while (before + columns[at].nodes <= run.elapsed) before += columns[at++].nodes
    const into = run.elapsed - before
    if (into === 0) {
      // Column `at` is not tried yet: the entry is the top one, which keeps that column alone.
      const rest = at + 1 < columns.length ? tail(run.current, columns, at + 1) : undefined
      const next = run.current.entry.free
      let bit = next
      for (let i = 0; i < at; i++) bit = (bit & (bit - 1)) >>> 0
      run.current = {
        entry: { ...run.current.entry, free: (bit & -bit) >>> 0 },
        nodes: columns[at].nodes,
        columns: [columns[at]],
      }
      run.elapsed = 0
      return rest
    }
    const child = columns[at].entry!
    const rest = at + 1 < columns.length ? tail(run.current, columns, at + 1) : undefined
    run.current = { entry: child, nodes: columns[at].nodes - 1 }
    run.elapsed = into - 1
    if (rest !== undefined) return rest
  }
}
