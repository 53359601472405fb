/**
 * What the Worker reads from its environment. `wrangler types` generates the full `Env` for the
 * Worker build (see env.check.ts, which keeps the two in step); this narrow copy lets the CPU test
 * in Node import the app without the Workers runtime types.
 */
export interface Bindings {
  /** `production` turns off the development cursor secret. */
  ENVIRONMENT?: string
  /** Mirrors `[limits] cpu_ms` in wrangler.toml: the CPU milliseconds one request may use. */
  CPU_MS?: string
  /** Measured search speed (scripts/measure/nodes-per-ms.ts), slowest algorithm, nodes per ms. */
  NODES_PER_MS?: string
  /** HMAC key for cursors: `wrangler secret put CURSOR_SECRET`, or `.dev.vars` locally. */
  CURSOR_SECRET?: string
}

export type AppEnv = { Bindings: Bindings }
