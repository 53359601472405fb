import { decodeCursor, InvalidInputError, type CursorPayload } from '@nqueens/core'
import type { Context } from 'hono'
import { chooseBudget, replayCost, type BudgetUse } from '../budget/policy.ts'
import { fitCursor } from '../cursors/fit.ts'
import { openCursor, signCursor } from '../cursors/sign.ts'
import type { AppEnv } from '../env.ts'
import { cacheFor } from '../http/cache.ts'
import { MAX_CURSOR } from '../http/url-room.ts'

/** What every searching route's core call gives back. */
export interface StepResult {
  status: string
  nodes: number
  cursor?: string
}

export interface StepSpec<R extends StepResult> {
  /** Ties the cursor to its search: a cursor of another kind, algorithm or n is refused. */
  search: { kind: 'count' | 'solve' | 'solutions'; algorithm: string; n: number }
  /** The most nodes one request may visit for this search (budget/policy.ts). */
  max: number
  requested?: number
  /** The signed cursor from the query, when resuming. */
  cursor?: string
  /** Runs the search from the start, or from core's cursor, within `budget` nodes. */
  run: (budget: number, cursor: string | undefined, payload: CursorPayload | undefined) => R
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
 * open the cursor (and pay for any replay it needs), run, sign the next cursor with the nodes
 * spent so far, set the cache policy (a finished answer for a day, a step for a minute), and say
 * what the caller should know.
 */
export async function budgetedStep<R extends StepResult>(
  c: Context<AppEnv>,
  spec: StepSpec<R>,
): Promise<Step<R>> {
  const chosen = chooseBudget(spec.requested, spec.max)
  const opened = spec.cursor ? await openCursor(spec.cursor, spec.search, c.env) : undefined
  const replayed = opened ? replayCost(opened.payload.state) : 0
  if (replayed >= chosen.max) {
    throw new InvalidInputError(
      'cursor',
      `resuming would replay ${replayed} moves from the seed, more than one request may do ` +
        `(${chosen.max})`,
    )
  }
  const budget = { ...chosen, budget: Math.min(chosen.budget, chosen.max - replayed) }
  const result = spec.run(budget.budget, opened?.cursor, opened?.payload)
  const spent = (opened?.spent ?? 0) + result.nodes
  // A cursor must fit a URL beside the rest of the request (http/url-room.ts).
  const fitted = result.cursor === undefined ? undefined : fitCursor(result.cursor, spec.search)
  const tooLong = result.cursor !== undefined && fitted === undefined
  // A cursor whose replay alone would fill a request is no use to anyone: it is left out.
  const dead =
    fitted !== undefined && replayCost(decodeCursor(fitted, spec.search).state) >= budget.max
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

/** The answer fields of a step, with its notes joined (after the route added its own). */
export function stepFields<R extends StepResult>(step: Step<R>): Step<R>['fields'] {
  return step.notes.length ? { ...step.fields, note: step.notes.join(' ') } : step.fields
}
