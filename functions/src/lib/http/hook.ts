import { InvalidInputError } from '@nqueens/core'
import { ProblemError } from './problem.ts'
import { quoteSent } from './sent.ts'

interface ValidationIssue {
  code?: string
  path: PropertyKey[]
  message: string
  /** Set on `unrecognized_keys` issues: the parameters the route does not take. */
  keys?: string[]
}

export type HookResult =
  | { success: true }
  | { success: false; error: { issues: ValidationIssue[] }; target?: string; data?: unknown }

/**
 * The zod-openapi `defaultHook`: a request that fails its schema is bad input naming the first bad
 * parameter (or the first unknown one), thrown as every other bad input is, for the app's one
 * error handler (errors.ts) to answer.
 */
export function rejectInvalid(result: HookResult): undefined {
  if (result.success) return undefined
  const { detail, parameter } = describeInvalid(result)
  if (parameter === undefined) throw new ProblemError('invalid-input', detail)
  throw new InvalidInputError(parameter, detail)
}

/** The first bad (or first unknown) parameter of a failed validation, and what is wrong with it. */
export function describeInvalid(result: HookResult & { success: false }): {
  detail: string
  parameter?: string
} {
  const issue = result.error.issues[0]
  // An issue with the body as a whole (an array, null, text where an object belongs) names `body`.
  const named =
    issue?.code === 'unrecognized_keys' && issue.keys?.length
      ? issue.keys[0]
      : issue?.path.length
        ? String(issue.path[0])
        : result.target === 'json'
          ? 'body'
          : undefined
  const given = named !== undefined ? valueOf(result.data, named) : undefined
  // An unknown name is quoted as sent, cut short like any value sent.
  const parameter = named === undefined ? undefined : quoteSent(named)
  // Hono hands a repeated query parameter over as an array; say that plainly (unless the route
  // does not take it at all, which says more). In a JSON body an array is a value of the wrong
  // type, which the field's own message says.
  const detail =
    Array.isArray(given) && result.target === 'query' && issue?.code !== 'unrecognized_keys'
      ? `is given ${given.length} times; give it once`
      : parameter !== undefined &&
          parameter !== 'body' &&
          given === undefined &&
          issue?.code === 'invalid_type'
        ? 'is required'
        : (issue?.message ?? 'is not valid')
  return { detail, parameter }
}

function valueOf(data: unknown, key: string): unknown {
  return typeof data === 'object' && data !== null
    ? (data as Record<string, unknown>)[key]
    : undefined
}
