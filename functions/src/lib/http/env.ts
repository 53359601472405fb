/**
 * The Worker has one environment type, `Env`: `npm run types` (`wrangler types`) generates it from
 * wrangler.toml into functions/worker-configuration.d.ts, and this file adds the one secret
 * wrangler.toml does not list. Routes read it as `c.env`; the queue consumer and the coordinator
 * take it whole.
 *
 * Modules that the site, the scripts and the Node tests import too (lib/budget/, lib/http/limits.ts) take
 * only the vars they read, as strings, so that those programs need no Workers types.
 */
declare global {
  interface Env {
    /** HMAC key for cursors: `wrangler secret put CURSOR_SECRET`, or `.dev.vars` locally. */
    CURSOR_SECRET?: string
  }
}

/** The Hono app's environment: its bindings are the Worker's `Env`. */
export type AppEnv = { Bindings: Env }
