import { decodeCursor, InvalidInputError } from '@nqueens/core'
import type { Context } from 'hono'
import { fitCursor, replayCost } from '../cursors/fit.ts'
import { openCursor, signCursor } from '../cursors/sign.ts'
import type { AppEnv } from '../env.ts'
import { cacheFor } from '../http/cache.ts'
import { MAX_CURSOR } from '../limits.ts'

/** What every searching route's core call gives back. */
export interface StepResult {
  status: string
  nodes: number
  cursor?: string
}

export interface StepSpec<R extends StepResult> {
  /** Ties the cursor to its search: core refuses a cursor of another kind, algorithm or n. */
  search: { kind: 'count' | 'solve' | 'solutions'; algorithm: string; n: number }
  /** The most nodes one request may visit for this search (budget/policy.ts). */
  max: number
  requested?: number
  /** The signed cursor from the query, when resuming. */
  cursor?: string
  /**
   * True for a search whose cursor may resume by replaying its walk from the seed (a local search
   * or mrv: solve); only then does the step read a cursor, to charge the replay to the budget.
   */
  replays?: boolean
  /** Runs the search from the start, or from core's cursor, within `budget` nodes. */
  run: (budget: number, cursor: string | undefined) => R
}

/** The budget a request runs with, echoed in every answer that searches. */
export interface BudgetUse {
  /** Nodes this request may visit. */
  budget: number
  /** What the caller asked for, when they did. */
  requested?: number
  /** True when `requested` was more than `max` and was cut down to it. */
  clamped: boolean
  /** The most nodes one request may visit here. */
  max: number
}

/** A step's answer parts every route shares, and its result. */
export interface Step<R extends StepResult> {
  result: R
  budget: BudgetUse
  /** Nodes over every request of this walk, this one included. */
  spent: number
  /** Fields to spread into the answer: `cursor`, `resumable`, `progress`, `budget`, `note`. */
  fields: {
    cursor?: string
    resumable?: boolean
    /** Set on partial answers: the nodes of every request of this walk so far, and more. */
    progress?: { nodes: number } & Record<string, number>
    budget: BudgetUse
    note?: string
  }
  /** Adds notes of the route's own (after the shared ones). */
  notes: string[]
}

/**
 * One budgeted step of a search, the same for count, solve and solutions: choose the budget,
 * verify the cursor's signature (and, for a search that replays, pay for the replay), run, sign
 * the next cursor with the nodes spent so far, set the cache policy (a finished answer for a day,
 * a step for a minute), and say what the caller should know. Core reads the cursor it is handed;
 * the step reads one only to learn a replay's cost.
 */
export async function budgetedStep<R extends StepResult>(
  c: Context<AppEnv>,
  spec: StepSpec<R>,
): Promise<Step<R>> {
  const chosen = chooseBudget(spec.requested, spec.max)
  const opened = spec.cursor ? await openCursor(spec.cursor, c.env) : undefined
  const replayOf = (cursor: string | undefined): number =>
    spec.replays && cursor !== undefined ? replayCost(decodeCursor(cursor, spec.search).state) : 0
  const replayed = replayOf(opened?.cursor)
  if (replayed >= chosen.max) {
    throw new InvalidInputError(
      'cursor',
      `resuming would replay ${replayed} moves from the seed, more than one request may do ` +
        `(${chosen.max})`,
    )
  }
  const budget = { ...chosen, budget: Math.min(chosen.budget, chosen.max - replayed) }
  const result = spec.run(budget.budget, opened?.cursor)
  const spent = (opened?.spent ?? 0) + result.nodes
  // A cursor must fit a URL beside the rest of the request (limits.ts).
  const fitted = result.cursor === undefined ? undefined : fitCursor(result.cursor, spec.search)
  const tooLong = result.cursor !== undefined && fitted === undefined
  // A cursor whose replay alone would fill a request is no use to anyone: it is left out.
  const dead = replayOf(fitted) >= budget.max
  const signed = fitted === undefined || dead ? undefined : await signCursor(fitted, c.env, spent)
  cacheFor(c, result.status !== 'partial')
  const notes = [
    budget.clamped
      ? `The budget asked for is more than one request may use; ran ${budget.max}.`
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
  const step: Step<R> = { result, budget, spent, notes, fields: { budget } }
  if (signed !== undefined) step.fields.cursor = signed
  if (result.status === 'partial') {
    step.fields.resumable = signed !== undefined
    step.fields.progress = { nodes: spent }
  }
  return step
}

/** The whole allowance by default; a requested budget lowers it, and a larger one is clamped. */
export function chooseBudget(requested: number | undefined, max: number): BudgetUse {
  if (requested === undefined) return { budget: max, clamped: false, max }
  const clamped = requested > max
  return { budget: clamped ? max : requested, requested, clamped, max }
}

/** The answer fields of a step, with its notes joined (after the route added its own). */
export function stepFields<R extends StepResult>(step: Step<R>): Step<R>['fields'] {
  return step.notes.length ? { ...step.fields, note: step.notes.join(' ') } : step.fields
}
