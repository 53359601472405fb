/**
 * The key that signs cursors. In production it is `wrangler secret put CURSOR_SECRET`; locally
 * `.dev.vars` may set it, and when `ENVIRONMENT` is anything but `production` this published
 * development key stands in, so `npm start` and the tests work with no setup. Being public, it
 * protects nothing, which is why production never falls back to it.
 */
export const DEVELOPMENT_CURSOR_SECRET = 'nqueens-edge development cursor key (public, not secret)'

/** Shorter secrets are refused as if absent: a guessable key would let anyone forge cursors. */
const MIN_SECRET_LENGTH = 16

/** The secret to sign with, or undefined when this deployment has none (cursors are then off). */
export function cursorSecret(
  env: Pick<Env, 'CURSOR_SECRET' | 'ENVIRONMENT'> | undefined,
): string | undefined {
  const secret = env?.CURSOR_SECRET
  if (typeof secret === 'string' && secret.length >= MIN_SECRET_LENGTH) return secret
  return env?.ENVIRONMENT === 'production' ? undefined : DEVELOPMENT_CURSOR_SECRET
}
