import { cloudflareTest } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'

/**
 * The cursor key the Worker tests sign with. wrangler.toml ships ENVIRONMENT = "production", which
 * refuses the public development key, so the tests give a secret the way `wrangler secret` would.
 */
export const TEST_CURSOR_SECRET = 'worker tests: a cursor key that is long enough'

/** Share of unit messages the jobs consumer fails on first delivery in the Worker tests. */
export const JOBS_FAULT_RATE = '0.2'

// Worker tests run inside workerd, configured from the same wrangler.toml that `npm start` uses.
export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: '../wrangler.toml' },
      miniflare: {
        // FAULT_RATE: the jobs consumer's test-only fault switch (functions/src/jobs/fault.ts).
        bindings: { CURSOR_SECRET: TEST_CURSOR_SECRET, FAULT_RATE: JOBS_FAULT_RATE },
      },
    }),
  ],
  test: {
    name: 'functions',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
})
