/**
 * @module
 * The Worker entry: the Hono app (its fetch handler) with the jobs queue consumer attached, and
 * the jobs' coordinator Durable Object class. The [assets] binding in wrangler.toml serves the
 * built site before the Worker runs, except for the paths its `run_worker_first` lists, which
 * reach the app here.
 */
import { app } from './app.ts'
import { handleQueue } from './resources/jobs/index.ts'

export { JobCoordinator } from './resources/jobs/index.ts'

// The app itself stays the default export (tests call its `request`); the runtime finds `queue`.
export default Object.assign(app, { queue: handleQueue })
