/**
 * @module
 * The lanes in Node: the package's `lanes.wasm` (built from constellation-lanes.wat by
 * `npm run build:wasm`), compiled and handed to core.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { useLanes } from '../count/engine.ts'

/**
 * Compiles the package's lanes module and makes it this thread's engine. Throws, naming the
 * file and the command that builds it, when the module is missing.
 *
 * @example
 * loadLanes()
 * getCounter('constellation').count(16).engine // 'lanes'
 */
export function loadLanes(): void {
  const path = createRequire(import.meta.url).resolve('@nqueens/core/lanes.wasm')
  let bytes: Uint8Array<ArrayBuffer>
  try {
    bytes = new Uint8Array(readFileSync(path))
  } catch (error) {
    throw new Error(`${path} is missing: build it with npm run build:wasm`, { cause: error })
  }
  useLanes(new WebAssembly.Module(bytes))
}
