// The site's sources live in site/; the build lands in site/dist, which the Worker serves as static assets.
import { defineConfig } from 'astro/config'

export default defineConfig({
  srcDir: './site/src',
  publicDir: './site/public',
  outDir: './site/dist',
  site: 'https://nqueens-edge.workers.dev',
  build: { format: 'directory' },
  devToolbar: { enabled: false },
  vite: {
    build: {
      // Never inline a script: the CSP (site/public/_headers) allows script-src 'self' only, so
      // every bundled <script> must be a file. Other assets keep Vite's default.
      assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined),
    },
  },
})
