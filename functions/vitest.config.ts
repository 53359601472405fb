import { cloudflareTest } from '@cloudflare/vitest-pool-workers'
import { defineConfig } from 'vitest/config'

// Worker tests run inside workerd, configured from the same wrangler.toml that `npm start` uses.
export default defineConfig({
  plugins: [cloudflareTest({ wrangler: { configPath: '../wrangler.toml' } })],
  test: {
    name: 'functions',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
})
