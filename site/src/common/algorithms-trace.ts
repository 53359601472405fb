import type { TraceEvent } from '@nqueens/core'

/**
 * @module
 * The backtracking trace in a compact text form for the page (three characters an event: the kind,
 * then row and column in base 36 — n = 8 takes 17,868 events, about 54 kB), and the replay that
 * turns the first k events back into a board.
 */

export type EventKind = TraceEvent['type']

export interface CompactEvent {
  kind: EventKind
  row: number
  col: number
}

const LETTERS: Record<EventKind, string> = { place: 'p', remove: 'r', solution: 's', conflict: 'c' }
const KINDS: Record<string, EventKind> = { p: 'place', r: 'remove', s: 'solution', c: 'conflict' }

export function encodeTrace(events: readonly TraceEvent[]): string {
  return events
    .map((event) => LETTERS[event.type] + event.row.toString(36) + event.col.toString(36))
    .join('')
}

export function decodeTrace(text: string): CompactEvent[] {
  if (text.length % 3 !== 0) throw new Error('A trace has three characters an event')
  const events: CompactEvent[] = []
  for (let i = 0; i < text.length; i += 3) {
    const kind = KINDS[text[i]]
    if (!kind) throw new Error(`Unknown event kind ${JSON.stringify(text[i])}`)
    events.push({ kind, row: parseInt(text[i + 1], 36), col: parseInt(text[i + 2], 36) })
  }
  return events
}

export interface ReplayedBoard {
  /** The queens on the board after the events so far (0-based columns, -1 = empty). */
  board: Int32Array
  /** The event just shown; undefined before the first. */
  last?: CompactEvent
  /** Solutions found so far. */
  solutions: number
}

/** The board after the first `count` events: replayed from the start, which is instant for n ≤ 8. */
export function replay(events: readonly CompactEvent[], n: number, count: number): ReplayedBoard {
  const board = new Int32Array(n).fill(-1)
  let solutions = 0
  for (let i = 0; i < count; i++) {
    const event = events[i]
    if (event.kind === 'place') board[event.row] = event.col
    else if (event.kind === 'remove') board[event.row] = -1
    else if (event.kind === 'solution') solutions++
  }
  return { board, last: count > 0 ? events[count - 1] : undefined, solutions }
}

/** One sentence on an event, for the status line. */
export function describeEvent(event: CompactEvent | undefined, solutions: number): string {
  if (!event) return 'The empty board: the search starts in row 1.'
  const where = `row ${event.row + 1}, column ${event.col + 1}`
  switch (event.kind) {
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
