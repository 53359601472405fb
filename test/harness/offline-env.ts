import { readFileSync } from 'node:fs'
import { parseEnv } from 'node:util'

/**
 * The settings in the root's offline.env (no telemetry, no network lookups), for the processes a
 * script or test setup starts itself: `spawn('npx', ['wrangler', 'dev'], { env: { ...process.env,
 * ...OFFLINE_ENV } })`.
 */
export const OFFLINE_ENV: Record<string, string> = parseEnv(
  readFileSync(new URL('../../offline.env', import.meta.url), 'utf8'),
) as Record<string, string>
