import { getFinder, InvalidInputError, readQueens, type Placement } from '@nqueens/core'
import { offeredFinders, validateFinderN } from '../limits/finders.ts'
import { boardMaxN, maxBudget, readPolicy, type Policy, type PolicyVars } from '../budget/policy.ts'
import { validateCaseN } from '../limits/case-limit.ts'
import { MAX_QUEENS_IN_URL } from '../http/limits.ts'
import { DIGITS } from '../schemas/integers.ts'

/** A board named by a permalink: written out, or regenerated from a recipe. */
export interface NamedBoard {
  n: number
  queens: Placement
  /** Set for `~method:seed` permalinks. */
  recipe?: { method: string; seed: number }
}

/**
 * Reads the `<n>/<board>` of a permalink. `<board>` is queens in any notation `parseQueens`
 * reads (runs too: `/s/1000000/2,4..1000000,1,3..999999`), or a recipe `~<method>:<seed>` (seed
 * optional, default 1), which re-runs that method within one request: a method is taken only up
 * to the n it finishes at in one request, so a recipe within that range always solves.
 */
export function loadBoard(nText: string, board: string, env: PolicyVars | undefined): NamedBoard {
  if (!DIGITS.test(nText)) {
    throw new InvalidInputError('n', 'must be an integer written in digits, like /s/8/…')
  }
  const policy = readPolicy(env)
  if (board.startsWith('~')) return asBoard(() => runRecipe(Number(nText), nText, board, policy))
  const n = validateCaseN(Number(nText), boardMaxN(policy), { sent: nText })
  if (board.length > MAX_QUEENS_IN_URL) {
    throw new InvalidInputError('board', `is longer than ${MAX_QUEENS_IN_URL} characters`)
  }
  return asBoard(() => ({ n, queens: readQueens(board, n) }))
}

/**
 * Core names what it reads `queens`, `method` or `seed`; in a permalink all of them are the path's
 * `board`, as the contract calls it. n keeps its name.
 */
function asBoard(load: () => NamedBoard): NamedBoard {
  try {
    return load()
  } catch (error) {
    if (error instanceof InvalidInputError && error.parameter !== 'n') {
      throw new InvalidInputError('board', error.detail)
    }
    throw error
  }
}

function runRecipe(size: number, sent: string, board: string, policy: Policy): NamedBoard {
  const match = /^~([a-z-]{1,20})(?::([0-9]{1,10}))?$/.exec(board)
  if (!match) {
    throw new InvalidInputError('board', 'a recipe looks like ~min-conflicts:42 (method:seed)')
  }
  const finder = getFinder(match[1])
  // A recipe's one limit is its method's: the recipes that go as far are offered instead.
  const n = validateFinderN(policy, finder, size, {
    as: `with ~${finder.id}`,
    offered: offeredFinders(false),
    spell: (id) => `~${id}`,
    sent,
  })
  const seed = match[2] === undefined ? 1 : Number(match[2])
  const budget = maxBudget(policy, finder.id, n)
  const result = finder.solve(n, { seed, budget })
  if (result.status !== 'solved' || !result.queens) {
    throw new InvalidInputError(
      'board',
      `${finder.id} with seed ${seed} does not solve n = ${n} within one request's ` +
        `${budget} nodes (${result.status}); try another seed or method`,
    )
  }
  return { n, queens: result.queens, recipe: { method: finder.id, seed } }
}
