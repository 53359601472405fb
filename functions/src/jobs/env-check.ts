import type { JobsEnv } from './types.ts'

// Type-level only: fails `tsc -p functions` when wrangler.toml's generated `Env` stops providing
// the bindings jobs use under the names and shapes the routes expect. Nothing imports this file.
export const envProvidesJobs = (env: Env): JobsEnv => env
