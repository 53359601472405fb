import { Hono } from 'hono'

/** GET /api/health: a cheap liveness answer for monitors and the tests. */
export const health = new Hono<{ Bindings: Env }>().get('/', (c) =>
  c.json({ ok: true, service: 'nqueens-edge' }),
)
