import { cloudflareTest } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'
import { buildImagesWorker, imagesWorkerOptions } from '../test/harness/images-worker.ts'

/**
 * The cursor key the Worker tests sign with. wrangler.toml ships ENVIRONMENT = "production", which
 * refuses the public development key, so the tests give a secret the way `wrangler secret` would.
 */
export const TEST_CURSOR_SECRET = 'worker tests: a cursor key that is long enough'

/** Share of unit messages the jobs consumer fails on first delivery in the Worker tests. */
export const JOBS_FAULT_RATE = '0.2'

// Worker tests run inside workerd, configured from the same wrangler.toml that `npm start` uses.
// Each sits beside the module or route it tests (src/**/*.test.ts); test/ holds only what they
// share: the request helpers, the jobs helpers, the PNG reader, and the faulty worker with its
// faults (and their own test).
export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: '../wrangler.toml' },
      // The Worker with faults injected into the jobs queue's batches (test/faulty-worker.ts).
      main: './test/faulty-worker.ts',
      miniflare: {
        // FAULT_RATE: the share of first deliveries test/faults.ts fails.
        bindings: { CURSOR_SECRET: TEST_CURSOR_SECRET, FAULT_RATE: JOBS_FAULT_RATE },
        // The Worker behind the IMAGES service binding, built as a deployment uploads it.
        workers: [imagesWorkerOptions(buildImagesWorker())],
      },
    }),
  ],
  test: {
    name: 'functions',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // A request may spend its whole CPU allowance (a second on Workers Paid), which workerd on a
    // busy test machine can stretch well past vitest's default of 5 s.
    testTimeout: 60_000,
  },
})
