// `buildWasm()`, run by the package's build (tsdown.config.ts) after the JavaScript, and
// `npm run build:wasm` on its own: assembles every WebAssembly text file under src (`*.wat`, the
// source of the package's kernels) into dist/<name>.wasm with wabt, SIMD on. A module is
// assembled again only when its .wasm is missing or older than its .wat or this file. A syntax
// error exits 1 with wabt's message, which names the file, line and column.
// Plain JavaScript, like nqueens.mjs: it runs before anything can load TypeScript.
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

// The package's own folder: the build reads and writes nothing outside it.
const PACKAGE = fileURLToPath(new URL('../', import.meta.url))
const SOURCE = join(PACKAGE, 'src')
const OUT = join(PACKAGE, 'dist')

/** Modification time in ms, or -Infinity when the file is missing (the repository's scripts/build-core.mjs uses it too). */
export function modifiedAt(file) {
  try {
    return statSync(file).mtimeMs
  } catch {
    return -Infinity
  }
}

/** Every .wat file under dir. */
function watFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return watFiles(path)
    return entry.name.endsWith('.wat') ? [path] : []
  })
}

/**
 * Assembles the stale modules, saying each one it writes through `log`; throws with wabt's message
 * (file, line and column) when one does not assemble.
 */
export async function buildWasm(log = console.log) {
  const script = modifiedAt(fileURLToPath(import.meta.url))
  const stale = watFiles(SOURCE)
    .map((wat) => ({ wat, wasm: join(OUT, `${basename(wat, '.wat')}.wasm`) }))
    .filter(({ wat, wasm }) => modifiedAt(wasm) < Math.max(modifiedAt(wat), script))
  if (stale.length === 0) return
  // Loaded only here: nothing to assemble costs no wabt start-up.
  const wabt = await (await import('wabt')).default()
  mkdirSync(OUT, { recursive: true })
  for (const { wat, wasm } of stale) {
    const name = relative(PACKAGE, wat)
    let module
    try {
      module = wabt.parseWat(name, readFileSync(wat, 'utf8'), { simd: true })
      module.validate()
      const { buffer } = module.toBinary({})
      // Written beside its place and renamed over it: a reader never sees half a module.
      const partial = `${wasm}.${process.pid}.tmp`
      writeFileSync(partial, buffer)
      renameSync(partial, wasm)
      log(`build:wasm: ${name} -> ${relative(PACKAGE, wasm)} (${buffer.length} bytes)`)
    } catch (error) {
      throw new Error(`${name} does not assemble:\n${error?.message ?? error}`, { cause: error })
    } finally {
      module?.destroy()
    }
  }
}

// Run as a command (`npm run build:wasm`) rather than imported (tsdown.config.ts).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    await buildWasm()
  } catch (error) {
    process.stderr.write(`build:wasm: ${error.message}\n`)
    process.exit(1)
  }
}
