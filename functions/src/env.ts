/**
 * What the Worker reads from its environment. `wrangler types` generates the full `Env` for the
 * Worker build (see env.check.ts, which keeps the two in step); this narrow copy lets the CPU test
 * in Node import the app without the Workers runtime types.
 */
export interface Bindings {
  /** `production` turns off the development cursor secret. */
  ENVIRONMENT?: string
  /** CPU milliseconds one API request may spend (budget/policy.ts); at most `[limits] cpu_ms`. */
  CPU_MS?: string
  /** CPU milliseconds one batch of the jobs queue may spend; at most `[limits] cpu_ms`. */
  JOB_CPU_MS?: string
  /** Largest n a job takes (jobs/names.ts, `readJobMaxN`): 20 unless set, at most 32. */
  JOB_MAX_N?: string
  /** HMAC key for cursors: `wrangler secret put CURSOR_SECRET`, or `.dev.vars` locally. */
  CURSOR_SECRET?: string
}

export type AppEnv = { Bindings: Bindings }
