// The package's build (`npm run build -w core`, run by npm pack and by scripts/build-core.mjs):
// ESM JavaScript and bundled type declarations in dist/, one file per entry plus shared chunks,
// and the lanes module assembled from its WebAssembly text beside them.
import { defineConfig } from 'tsdown'
import { buildWasm } from './scripts/build-wasm.mjs'

export default defineConfig({
  entry: {
    // What users call, in every runtime (no lanes: a browser hands them in with useLanes).
    index: 'src/index.ts',
    // The same, as Node and Cloudflare's workerd load it: each host hands core the lanes.
    node: 'src/hosts/node.ts',
    workerd: 'src/hosts/workerd.ts',
    // What only the measurements and tests need.
    internal: 'src/internal.ts',
    // The command line (bin/nqueens.mjs runs it), and the pool thread it starts: parallel.ts starts
    // ./parallel-worker.mjs beside itself.
    cli: 'src/cli/main.ts',
    'parallel-worker': 'src/node/parallel-worker.ts',
  },
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  fixedExtension: true,
  tsconfig: 'tsconfig.build.json',
  dts: true,
  clean: true,
  // rolldown's note that the declarations take most of the build: known, and not worth a line.
  checks: { pluginTimings: false },
  // Node's modules, and the package's own lanes module, which the workerd entry imports by name so
  // that wrangler bundles it for the Worker as a compiled module.
  deps: { neverBundle: [/^node:/, '@nqueens/core/lanes.wasm'] },
  hooks: {
    // After the JavaScript, since `clean` empties dist/ first.
    'build:done': () => buildWasm(() => {}),
  },
})
