import { cloudflareTest } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'

// The images Worker's own tests run inside workerd, from its wrangler.toml, as it deploys.
export default defineConfig({
  plugins: [cloudflareTest({ wrangler: { configPath: './wrangler.toml' } })],
  test: {
    name: 'images',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
  },
})
