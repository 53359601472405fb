import { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../env.ts'
import { rejectInvalid } from './hook.ts'

/** A sub-app for one endpoint, with schema failures turned into 400 problems. */
export function createApi(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({ defaultHook: rejectInvalid })
}
