/**
 * @module
 * `@nqueens/core` as a Cloudflare Worker loads it (the package's `workerd` export condition).
 * Workers refuse to compile WebAssembly at run time, so the lanes module comes in as a module of
 * the bundle: wrangler compiles the imported `.wasm` file at upload and the import gives the
 * compiled module. The import names the package's own export, so it resolves the same from the
 * sources and from the built package (where the bundler leaves it for wrangler to bundle).
 */
import lanes from '@nqueens/core/lanes.wasm'
import { useLanes } from '../count/engine.ts'

useLanes(lanes)

export * from '../index.ts'
