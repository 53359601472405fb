// The Worker entry: exports the Hono app's fetch handler. Static assets are served by the
// [assets] binding in wrangler.toml before the Worker runs, except for /api/* and /s/*.
import { app } from './app.ts'

export default app
