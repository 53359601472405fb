import { Hono } from 'hono'
import { health } from './routes/health.ts'

/** The Hono app: only wiring. Each endpoint lives in its own file under routes/. */
export const app = new Hono<{ Bindings: Env }>()

app.route('/api/health', health)
