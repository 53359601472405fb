import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { unstable_startWorker } from 'wrangler'
import { OFFLINE_ENV } from '../harness/offline-env.ts'
import { writeConfig } from '../harness/wrangler-dev.ts'
import { WRANGLER_BUILD } from '../node/worker-cpu.ts'
import { traceFunctions } from './instrument.ts'
import type { ReadingOrder } from './recorder.ts'

/**
 * @module
 * The traced Worker running in workerd, started by wrangler as `wrangler dev` starts it, from a
 * copy of wrangler.toml: the jobs' Durable Object and queues, the rate limit, the variables. Each
 * walk gets a fresh one, so that it starts where a request to a new isolate starts.
 *
 * The bundle takes core from its sources (the package's `workerd` entry, core/src/hosts/workerd.ts)
 * rather than from core/dist, which is the same code in one file: so that each traced function
 * names the source file a reader opens. Only the lanes' WebAssembly comes from core/dist, built
 * by `npm run build:core`.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const LANES = 'constellation-lanes.wasm'

/** A started traced Worker. */
export interface TracedWorker {
  /** A request to the Worker, as a client sends it. */
  fetch(path: string, init?: RequestInit): Promise<Response>
  /** Forgets what was recorded and records from now on. */
  start(): Promise<void>
  /** What was recorded since `start`. */
  read(): Promise<ReadingOrder>
  /** How many queue batches the Worker has handled. */
  batches(): Promise<number>
  dispose(): Promise<void>
}

/** Bundles the traced Worker and starts it in workerd with wrangler.toml's bindings. */
export async function startTracedWorker(): Promise<TracedWorker> {
  const dir = mkdtempSync(join(tmpdir(), 'nqueens-walk-'))
  try {
    const script = join(dir, 'worker.mjs')
    await bundle(script)
    const lanes = join(ROOT, 'core/dist', LANES)
    if (!existsSync(lanes)) throw new Error(`no ${lanes}: run npm run build:core first`)
    copyFileSync(lanes, join(dir, LANES))
    // The built bundle as the entry; an empty folder for the site, and no images Worker: neither
    // walk reaches them. The jobs queue waits a second before it delivers, so that the POST has
    // answered before the consumer starts, as the walk reads them (with no wait the two race).
    mkdirSync(join(dir, 'site'))
    const config = writeConfig(dir, (toml) => {
      const edited = toml
        .replace(/^main\s*=.*$/m, `main = "${script}"\nno_bundle = true`)
        .replace(/^directory\s*=.*$/m, `directory = "${join(dir, 'site')}"`)
        .replace(/^\[\[services\]\]\n(\w+ = .*\n)*/m, '')
        .replace(
          /^(queue = "nqueens-jobs"\nmax_batch_size = \d+\n)max_batch_timeout = 0$/m,
          '$1max_batch_timeout = 1',
        )
      if (!edited.includes('max_batch_timeout = 1')) {
        throw new Error(
          "wrangler.toml's jobs consumer is not as the walks expect: update this edit",
        )
      }
      return edited
    })
    // wrangler runs in this process: no telemetry, no network lookups, as offline.env says.
    Object.assign(process.env, OFFLINE_ENV)
    const worker = await unstable_startWorker({
      config,
      bindings: { CURSOR_SECRET: { type: 'secret_text', value: 'walks test: a long enough key' } },
      dev: { server: { hostname: '127.0.0.1', port: 0 }, inspector: false, logLevel: 'warn' },
    })
    const url = await worker.url
    const fetch = (path: string, init?: RequestInit) => globalThis.fetch(new URL(path, url), init)
    return {
      fetch,
      start: async () => void (await (await fetch('/__walk', { method: 'POST' })).arrayBuffer()),
      read: async () => (await fetch('/__walk')).json(),
      batches: async () => (await fetch('/__walk/batches')).json(),
      dispose: async () => {
        await worker.dispose()
        rmSync(dir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
}

/** The traced Worker bundled as wrangler bundles it, with core from its sources. */
async function bundle(outfile: string): Promise<void> {
  await build({
    ...WRANGLER_BUILD,
    entryPoints: [join(ROOT, 'test/walks/walk-worker.ts')],
    outfile,
    logLevel: 'error',
    external: ['cloudflare:*', 'node:*'],
    plugins: [
      {
        name: 'core-sources',
        setup(build) {
          build.onResolve({ filter: /^@nqueens\/core$/ }, () => ({
            path: join(ROOT, 'core/src/hosts/workerd.ts'),
          }))
          build.onResolve({ filter: /^@nqueens\/core\/lanes\.wasm$/ }, () => ({
            path: `./${LANES}`,
            external: true,
          }))
        },
      },
      traceFunctions(ROOT),
    ],
  })
}
