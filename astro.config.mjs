/**
 * @module
 * The site's sources live in site/; the build lands in site/dist, which the Worker serves as static assets.
 */
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'astro/config'

/**
 * The origin the site is deployed at, for link previews (og:url, og:image) and the embed snippets
 * before their script names the serving origin: `SITE_ORIGIN=https://… npm run build` when
 * deploying (docs/deploy.md); locally the origin of `npm start`.
 */
const SITE_ORIGIN = siteOrigin(process.env.SITE_ORIGIN || 'http://127.0.0.1:8787')

/**
 * The wrangler configuration the Worker is deployed with, whose [vars] set the limits the pages
 * state (site/src/build/deployment.ts): the wrangler.toml beside this file, or the file
 * `SITE_WRANGLER_CONFIG` names, for a deployment made with `wrangler deploy --config <file>`.
 */
const WRANGLER_CONFIG = process.env.SITE_WRANGLER_CONFIG
  ? resolve(process.env.SITE_WRANGLER_CONFIG)
  : fileURLToPath(new URL('./wrangler.toml', import.meta.url))

/**
 * The benchmark the dashboard is drawn from: charts/src/benchmark.json, or the file
 * `SITE_BENCHMARK` names (another machine's `npm run bench -- --out DIR`, a test's run), read and
 * validated as the committed one is. The Worker's embed answers keep the committed file.
 */
const BENCHMARK_FILE = process.env.SITE_BENCHMARK ? resolve(process.env.SITE_BENCHMARK) : undefined

function siteOrigin(text) {
  const url = URL.canParse(text) ? new URL(text) : undefined
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== text.replace(/\/$/, '')) {
    throw new Error(`SITE_ORIGIN must be an origin such as https://example.com, not ${text}`)
  }
  return url.origin
}

export default defineConfig({
  srcDir: './site/src',
  publicDir: './site/public',
  outDir: './site/dist',
  site: SITE_ORIGIN,
  // Every page's styles in the page itself (the design system's in Head.astro, the components'
  // here): a stylesheet link would hold up the first paint for one more request.
  build: { format: 'directory', inlineStylesheets: 'always' },
  // HTML-aware compression: keeps the space of a source newline between a word and an inline
  // element (Astro 7's default, 'jsx', drops it and joins them: "method<code>mrv</code>").
  compressHTML: true,
  devToolbar: { enabled: false },
  vite: {
    // Read at build time only, by the pages' limits: the bundled pages no longer sit beside it.
    define: { 'import.meta.env.WRANGLER_CONFIG': JSON.stringify(WRANGLER_CONFIG) },
    // charts/src imports its data as './benchmark.json'.
    resolve: {
      alias: BENCHMARK_FILE ? [{ find: /^\.\/benchmark\.json$/, replacement: BENCHMARK_FILE }] : [],
    },
    build: {
      // Never inline a script or core's lanes.wasm: the CSP (site/public/_headers) allows
      // script-src and connect-src 'self' only, so every bundled <script> must be a file and the
      // count workers fetch the module from this origin (a data: URL would be refused). Other
      // assets keep Vite's default.
      assetsInlineLimit: (file) => (/\.(js|wasm)$/.test(file) ? false : undefined),
    },
  },
})
