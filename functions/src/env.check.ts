import type { Bindings } from './env.ts'

// Type-level only: fails `tsc -p functions` when wrangler.toml's generated `Env` stops providing
// what the app reads (a renamed var, say). Nothing imports this file.
export const envProvidesBindings = (env: Env): Bindings => env
