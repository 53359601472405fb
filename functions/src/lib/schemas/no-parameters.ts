import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../http/env.ts'
import { strictQuery } from './params.ts'
import { rejectInvalid } from '../http/hook.ts'

const NONE = strictQuery({})

/**
 * For API routes that take no query parameters (/api/health, /api/openapi.json): any parameter is
 * a 400 naming it, as on every other API route, so the docs' "parameters are strict" holds there
 * too. Pages for people are not given this (see docs/api.md, "Parameters are strict").
 */
export const takesNoParameters: MiddlewareHandler<AppEnv> = async (c, next) => {
  // As Hono's validator reads a query: one value as text, a repeated parameter as a list.
  const query = Object.fromEntries(
    Object.entries(c.req.queries()).map(([name, values]) => [
      name,
      values.length === 1 ? values[0] : values,
    ]),
  )
  const result = NONE.safeParse(query)
  if (!result.success) {
    rejectInvalid({ success: false, error: result.error, target: 'query', data: query })
  }
  await next()
}
