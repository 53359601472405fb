import { decodeCursor, InvalidInputError } from '@nqueens/core'
import { fitCursor, replayCost } from '../cursors/fit.ts'
import { openCursor, signCursor } from '../cursors/sign.ts'
import { MAX_CURSOR } from '../http/limits.ts'

/**
 * @module
 * One budgeted step of a search, the same for count, solve and solutions, in two halves around
 * the route's own call into core: `openStep` chooses the budget and verifies the cursor's
 * signature (and, for a search that replays, pays for the replay); the route runs core with
 * them; `closeStep` signs the next cursor with the nodes spent so far and says what the caller
 * should know. Core reads the cursor it is handed; the step reads one only to learn a replay's
 * cost. Neither half sets headers: the route answers, and sets its caching, once.
 */

/** A search a cursor is tied to: core refuses a cursor of another kind, algorithm or n. */
export interface Search {
  kind: 'count' | 'solve' | 'solutions'
  algorithm: string
  n: number
}

/** What every searching route's core call gives back. */
export interface StepResult {
  status: string
  nodes: number
  cursor?: string
}

/**
 * A step's budget choice: the budget (nodes) it runs with and how it was chosen, echoed in every
 * answer that searches as its `budget` object.
 */
export interface BudgetChoice {
  /** Nodes this request may visit. */
  budget: number
  /** What the caller asked for, when they did. */
  requested?: number
  /** True when `requested` was more than `max` and was cut down to it. */
  clamped: boolean
  /** The most nodes one request may visit here. */
  max: number
}

/** A step about to run: its search, its budget choice, and where a cursor left off. */
export interface OpenedStep {
  search: Search
  budgetChoice: BudgetChoice
  /** Core's cursor, its signature verified: pass it to core, which reads it. */
  cursor?: string
  /** Nodes over every request of this walk before this one. */
  spentBefore: number
  /** Whether this search's cursors resume by replaying its walk from the seed. */
  replays: boolean
}

/** A step that ran: what it adds to its answer. */
export interface Step {
  /** Nodes over every request of this walk, this one included. */
  spent: number
  /** The signed cursor to continue, when the search stopped and can go on. */
  cursor?: string
  /** Set on partial answers: whether a cursor came with them. */
  resumable?: boolean
  budgetChoice: BudgetChoice
  notes: readonly string[]
}

/**
 * Opens a step: its budget (the most nodes one request may visit, `max`, by default; less when
 * `requested` asks), and the cursor's signature verified. A search that `replays` (a local search
 * or mrv: solve) pays for replaying its walk out of the budget, and is refused when the replay
 * alone would fill the request.
 */
export async function openStep(
  env: Env | undefined,
  spec: { search: Search; max: number; requested?: number; cursor?: string; replays?: boolean },
): Promise<OpenedStep> {
  const chosen = chooseBudget(spec.requested, spec.max)
  const opened = spec.cursor ? await openCursor(spec.cursor, env) : undefined
  const replays = spec.replays === true
  const replayed = replayOf(replays, spec.search, opened?.cursor)
  if (replayed >= chosen.max) {
    throw new InvalidInputError(
      'cursor',
      `resuming would replay ${replayed} moves from the seed, more than one request may do ` +
        `(${chosen.max})`,
    )
  }
  return {
    search: spec.search,
    budgetChoice: { ...chosen, budget: Math.min(chosen.budget, chosen.max - replayed) },
    cursor: opened?.cursor,
    spentBefore: opened?.spent ?? 0,
    replays,
  }
}

/** Closes a step that ran: its next cursor fitted to a URL and signed, and its notes. */
export async function closeStep(
  env: Env | undefined,
  opened: OpenedStep,
  result: StepResult,
): Promise<Step> {
  const { budgetChoice, search } = opened
  const spent = opened.spentBefore + result.nodes
  // A cursor must fit a URL beside the rest of the request (lib/http/limits.ts).
  const fitted = result.cursor === undefined ? undefined : fitCursor(result.cursor, search)
  const tooLong = result.cursor !== undefined && fitted === undefined
  // A cursor whose replay alone would fill a request is no use to anyone: it is left out.
  const dead = replayOf(opened.replays, search, fitted) >= budgetChoice.max
  const signed = fitted === undefined || dead ? undefined : await signCursor(fitted, env, spent)
  const notes = [
    budgetChoice.clamped
      ? `The budget asked for is more than one request may use; ran ${budgetChoice.max}.`
      : '',
    dead
      ? 'This walk cannot go on within one request (resuming replays it from the seed); ' +
        'try another seed or method.'
      : '',
    tooLong
      ? `This search's frontier is longer than a cursor may be (${MAX_CURSOR} characters, so ` +
        'that it fits a URL), so it cannot be resumed from here; ask with a larger budget, or ' +
        'run it with the CLI (npm run nqueens).'
      : '',
    fitted !== undefined && !dead && signed === undefined
      ? 'This deployment has no CURSOR_SECRET, so this search cannot be resumed.'
      : '',
  ].filter(Boolean)
  return {
    spent,
    budgetChoice,
    notes,
    ...(signed !== undefined ? { cursor: signed } : {}),
    ...(result.status === 'partial' ? { resumable: signed !== undefined } : {}),
  }
}

/** The whole allowance by default; a requested budget lowers it, and a larger one is clamped. */
function chooseBudget(requested: number | undefined, max: number): BudgetChoice {
  if (requested === undefined) return { budget: max, clamped: false, max }
  const clamped = requested > max
  return { budget: clamped ? max : requested, requested, clamped, max }
}

/**
 * The answer fields of a step: `budget`, `cursor`, `resumable`, `progress` (a partial answer's
 * nodes so far, with the route's own `progress` beside them), and `note` (the step's notes, then
 * the route's).
 */
export function stepFields(
  step: Step,
  own: { progress?: Record<string, number>; notes?: readonly string[] } = {},
) {
  const notes = [...step.notes, ...(own.notes ?? [])]
  return {
    budget: step.budgetChoice,
    ...(step.cursor !== undefined ? { cursor: step.cursor } : {}),
    ...(step.resumable !== undefined
      ? { resumable: step.resumable, progress: { nodes: step.spent, ...own.progress } }
      : {}),
    ...(notes.length ? { note: notes.join(' ') } : {}),
  }
}

function replayOf(replays: boolean, search: Search, cursor: string | undefined): number {
  return replays && cursor !== undefined ? replayCost(decodeCursor(cursor, search).state) : 0
}
