import { Hono } from 'hono'
import type { AppEnv } from '../env.ts'
import { takesNoParameters } from '../http/no-parameters.ts'

/** GET /api/health: a cheap liveness answer for monitors and the tests; it takes no parameters. */
export const health = new Hono<AppEnv>().get('/', takesNoParameters, (c) =>
  c.json({ ok: true, service: 'nqueens-edge' }),
)
