// The entry of each pool thread. Worker threads start without the TypeScript loader that runs the
// main thread (tsx for the CLI, Vite for vitest), so this plain module registers tsx in the thread
// and then loads the real worker, which is TypeScript like the rest of core.
import { register } from 'tsx/esm/api'

register()
await import('./parallel-worker.ts')
