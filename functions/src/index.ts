/**
 * @module
 * The Worker entry: the Hono app (its fetch handler) with the jobs queue consumer attached, and
 * the jobs' coordinator Durable Object class. Static assets are served by the [assets] binding
 * in wrangler.toml before the Worker runs, except for /api/* and /s/*.
 */
import { app } from './app.ts'
import { handleQueue } from './jobs/index.ts'

export { JobCoordinator } from './jobs/index.ts'

// The app itself stays the default export (tests call its `request`); the runtime finds `queue`.
export default Object.assign(app, { queue: handleQueue })
