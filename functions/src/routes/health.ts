import { Hono } from 'hono'
import type { AppEnv } from '../env.ts'

/** GET /api/health: a cheap liveness answer for monitors and the tests. */
export const health = new Hono<AppEnv>().get('/', (c) =>
  c.json({ ok: true, service: 'nqueens-edge' }),
)
