/**
 * @module
 * `npm run nqueens -- …`: the CLI run from an esbuild bundle of core instead of through tsx, since
 * the whole process is what people time (loading tsx and transforming the TypeScript took about
 * 0.3 s, and again in every pool thread). The bundle is rebuilt whenever it is missing or older
 * than a file under core/src (or this file), so editing core and running again just works.
 * Plain JavaScript on purpose: this file must run before anything can load TypeScript.
 */
import { mkdirSync, readdirSync, renameSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const SOURCE = join(ROOT, 'core/src')
const OUT = join(ROOT, 'core/dist')
const CLI = join(OUT, 'cli.mjs')
// parallel.ts starts its threads from `./parallel-worker.mjs` beside itself: in core/dist that is
// the thread's own bundle, which needs no TypeScript loader (in core/src, the shim that loads tsx).
const WORKER = join(OUT, 'parallel-worker.mjs')

/** Modification time in ms, or -Infinity when the file is missing. */
function modifiedAt(file) {
  try {
    return statSync(file).mtimeMs
  } catch {
    return -Infinity
  }
}

/** Whether dir, or anything under it, is newer than `than` (stops at the first one). */
function hasNewer(dir, than) {
  // A directory's own time changes when a file in it is added, removed or renamed.
  if (modifiedAt(dir) > than) return true
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory() ? hasNewer(path, than) : modifiedAt(path) > than) return true
  }
  return false
}

function isStale() {
  const builtAt = Math.min(modifiedAt(CLI), modifiedAt(WORKER))
  return builtAt < modifiedAt(fileURLToPath(import.meta.url)) || hasNewer(SOURCE, builtAt)
}

async function rebuild() {
  // The bundle is dated when the build started, so a source saved during the build counts as newer.
  const startedAt = new Date()
  // Loaded only here: a run with a fresh bundle does not pay for esbuild.
  const { build } = await import('esbuild')
  const { outputFiles } = await build({
    absWorkingDir: ROOT,
    entryPoints: {
      cli: 'core/src/cli/main.ts',
      'parallel-worker': 'core/src/node/parallel-worker.ts',
    },
    outdir: OUT,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Linked maps, so that a stack trace names the TypeScript lines as it did under tsx.
    sourcemap: true,
    write: false,
    logLevel: 'error',
  })
  mkdirSync(OUT, { recursive: true })
  // Each file is written beside its place and renamed over it, so another run that starts while
  // this one builds reads the old bundle or the new one, never half a file. The CLI goes last:
  // once it is in place its thread is too.
  const files = [
    ...outputFiles.filter((f) => f.path !== CLI),
    ...outputFiles.filter((f) => f.path === CLI),
  ]
  for (const file of files) {
    const partial = `${file.path}.${process.pid}.tmp`
    writeFileSync(partial, file.contents)
    utimesSync(partial, startedAt, startedAt)
    renameSync(partial, file.path)
  }
}

if (isStale()) {
  try {
    await rebuild()
  } catch (error) {
    // esbuild has already printed what is wrong with the source (logLevel 'error'); anything else
    // (a directory it cannot write, say) is said here.
    const reason = error?.errors ? 'see above' : String(error?.message ?? error)
    process.stderr.write(`nqueens: could not build the CLI from core/src (${reason})\n`)
    process.exit(1)
  }
}
// The lanes module the CLI counts on, assembled from its WebAssembly text when that is newer.
try {
  const { buildWasm } = await import('./build-wasm.mjs')
  await buildWasm(() => {})
} catch (error) {
  process.stderr.write(`nqueens: could not build the lanes module (${error?.message ?? error})\n`)
  process.exit(1)
}
process.setSourceMapsEnabled(true)
// The CLI reads process.argv.slice(2) and sets process.exitCode itself, as under tsx.
await import(pathToFileURL(CLI).href)
