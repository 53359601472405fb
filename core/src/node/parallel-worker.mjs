/**
 * @module
 * The entry of each pool thread when core runs from source. Worker threads start without the
 * TypeScript loader that runs the main thread (tsx for scripts, Vite for vitest), so this plain
 * module registers tsx in the thread and then loads the real worker, which is TypeScript like the
 * rest of core. The CLI's bundle (scripts/nqueens.mjs) puts a bundled worker in this file's place.
 */
import { register } from 'tsx/esm/api'

register()
await import('./parallel-worker.ts')
