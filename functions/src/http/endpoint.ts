/**
 * @module
 * The one way a route file makes its sub-app, so every endpoint turns schema failures into the
 * same 400 problem (hook.ts).
 */
import { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../env.ts'
import { rejectInvalid } from './hook.ts'

/** A sub-app for one endpoint, with schema failures turned into 400 problems. */
export function createEndpoint(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({ defaultHook: rejectInvalid })
}
