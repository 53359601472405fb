/**
 * @module
 * The lanes in Node: the package's `lanes.wasm` (assembled from constellation-lanes.wat by the
 * package's build, `npm run build -w core`), compiled and handed to core.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { useLanes } from '../count/engine.ts'

/** Whether this thread has loaded the lanes already: the host entry, the CLI and the pool ask. */
let loaded = false

/**
 * Compiles the package's lanes module and makes it this thread's engine, once per thread. Throws,
 * naming the file and the command that builds it, when the module is missing.
 *
 * @example
 * loadLanes()
 * constellation.count(16).engine // 'lanes'
 */
export function loadLanes(): void {
  if (loaded) return
  const path = createRequire(import.meta.url).resolve('@nqueens/core/lanes.wasm')
  let bytes: Uint8Array<ArrayBuffer>
  try {
    bytes = new Uint8Array(readFileSync(path))
  } catch (error) {
    throw new Error(`${path} is missing: build the package with npm run build -w core`, {
      cause: error,
    })
  }
  useLanes(new WebAssembly.Module(bytes))
  loaded = true
}
