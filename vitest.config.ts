import { defineConfig } from 'vitest/config'

// Seven projects: core, scripts and the cross-part Node tests; the GPU engine on a software adapter; the site's and the charts' own modules in Node (no
// server); the package from its tarball; the Worker in workerd; browser tests against a built
// site, served by `wrangler dev`.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          environment: 'node',
          include: ['core/src/**/*.test.ts', 'scripts/**/*.test.ts', 'test/node/**/*.test.ts'],
          // Shared suites (`*.case.test.ts`) hold no tests of their own: each algorithm's file runs them.
          exclude: ['**/node_modules/**', '**/*.case.test.ts', '**/*.gpu.test.ts'],
          setupFiles: ['test/setup/lanes.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          // The GPU engine, and the bench's WebGPU rows, on a software adapter (npm run test:gpu
          // points Dawn at SwiftShader).
          name: 'gpu',
          environment: 'node',
          include: ['core/src/**/*.gpu.test.ts', 'scripts/**/*.gpu.test.ts'],
          setupFiles: ['test/setup/lanes.ts'],
          testTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'site',
          environment: 'node',
          include: ['site/src/**/*.test.ts', 'charts/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'package',
          environment: 'node',
          // The package as a user gets it: packed, installed into an empty project, and run.
          include: ['test/package/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      './functions/vitest.config.ts',
      './images/vitest.config.ts',
      {
        test: {
          name: 'browser',
          environment: 'node',
          include: ['test/browser/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          globalSetup: ['test/browser/global-setup.ts'],
        },
      },
    ],
  },
})
