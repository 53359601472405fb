// `npm run build:core` (and `buildCore()` for scripts/nqueens.mjs): builds the package @nqueens/core
// into core/dist with its own build (tsdown, core/tsdown.config.ts: ESM, type declarations, the
// bin, the pool thread and the lanes module), whenever the build is missing or older than any of
// its inputs. The Worker, the site, the scripts and the CLI all run that build, as a user would,
// so every command that runs one of them calls this first; a fresh build costs nothing.
// Plain JavaScript, like nqueens.mjs: it runs before anything can load TypeScript.
import { spawnSync } from 'node:child_process'
import { readdirSync, statSync, utimesSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { modifiedAt } from '../core/scripts/build-wasm.mjs'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const CORE = join(ROOT, 'core')

/** What the build reads: a change to any of them (or to anything under a folder) makes it stale. */
const INPUTS = [
  'core/src',
  'core/scripts',
  'core/package.json',
  'core/tsdown.config.ts',
  'core/tsconfig.build.json',
  'tsconfig.base.json',
  'scripts/build-core.mjs',
].map((path) => join(ROOT, path))

/** What the build writes that the commands run, so a build missing any of them is stale. */
const OUTPUTS = [
  'cli.mjs',
  'parallel-worker.mjs',
  'index.mjs',
  'node.mjs',
  'workerd.mjs',
  'internal.mjs',
  'index.d.mts',
  'node.d.mts',
  'internal.d.mts',
  'constellation-lanes.wasm',
].map((name) => join(CORE, 'dist', name))

/** The newest time of path or anything under it. */
function newestUnder(path) {
  let newest = modifiedAt(path)
  // A directory's own time changes when a file in it is added, removed or renamed.
  if (newest === -Infinity || !statSync(path).isDirectory()) return newest
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestUnder(join(path, entry)))
  return newest
}

/** Whether core/dist is missing a file or older than one of the build's inputs. */
function isStale() {
  const builtAt = Math.min(...OUTPUTS.map(modifiedAt))
  return builtAt === -Infinity || INPUTS.some((input) => newestUnder(input) > builtAt)
}

/**
 * Builds the package when it is stale (always when `force`). tsdown's report goes to stderr, or
 * nowhere when `quiet`, so a command's stdout stays its own. Throws when the build fails, after
 * tsdown has said why.
 */
export function buildCore({ force = false, quiet = false } = {}) {
  if (!force && !isStale()) return false
  // The build is dated when it started, so a source saved during the build counts as newer.
  const startedAt = new Date()
  const require = createRequire(join(CORE, 'package.json'))
  const tsdown = join(dirname(require.resolve('tsdown/package.json')), 'dist/run.mjs')
  const args = [tsdown, ...(quiet ? ['--logLevel', 'error'] : [])]
  const { status, error } = spawnSync(process.execPath, args, {
    cwd: CORE,
    stdio: ['ignore', quiet ? 'ignore' : process.stderr, 'inherit'],
  })
  if (error) throw error
  if (status !== 0) throw new Error(`tsdown exited with status ${status}`)
  for (const file of OUTPUTS) utimesSync(file, startedAt, startedAt)
  return true
}

// Run as a command (`npm run build:core`, `--force` to build even when fresh) rather than imported.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const { values } = parseArgs({ options: { force: { type: 'boolean', default: false } } })
    buildCore({ force: values.force })
  } catch (error) {
    process.stderr.write(`build:core: ${error.message}\n`)
    process.exit(1)
  }
}
