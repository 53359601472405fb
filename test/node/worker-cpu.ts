import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type BuildOptions, type Plugin } from 'esbuild'
import { afterAll, beforeAll } from 'vitest'

/**
 * @module
 * Measuring a request's CPU time the way the CPU-limit proofs need it (cpu-budget.test.ts,
 * worst-case.test.ts). `wrangler dev` enforces no CPU limit, so they run whole requests in Node
 * and time them with process.cpuUsage.
 *
 * They measure the Worker as deployed: bundled by esbuild the way wrangler bundles it, not the
 * sources as vitest serves them (vitest rewrites every imported binding into a property lookup,
 * which made the symmetry counter's hot loop 4× slower than it runs in the Worker).
 */

/** The flat `key = value` lines of each [section] of wrangler.toml, quotes removed. */
export const WRANGLER = readTomlSections(
  readFileSync(new URL('../../wrangler.toml', import.meta.url), 'utf8'),
)
/** The CPU one request may spend (`[vars] CPU_MS`): every request must stay under it. */
export const CPU_MS = Number(WRANGLER.vars?.CPU_MS)
/**
 * The images Worker (images/src/index.ts) as its IMAGES service binding reaches it: bundled as
 * wrangler bundles it, on first use, and called with the request the binding would carry.
 */
let imagesWorker: Promise<ImagesWorker> | undefined
export const IMAGES = {
  async fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    imagesWorker ??= bundleImagesWorker()
    return (await imagesWorker).fetch(new Request(input, init))
  },
}
/**
 * The environment the proofs run the app with: the deployment's allowance, a cursor key, the
 * images Worker.
 */
export const TEST_ENV = {
  ENVIRONMENT: 'test',
  CPU_MS: String(CPU_MS),
  JOB_CPU_MS: WRANGLER.vars?.JOB_CPU_MS,
  CURSOR_SECRET: 'cpu proof key, long enough to sign',
  IMAGES,
}
/** Far above any maximum: every budget asked with it is clamped to the largest allowed. */
export const HUGE = '999999999999999'

function readTomlSections(text: string): Record<string, Record<string, string>> {
  const sections: Record<string, Record<string, string>> = {}
  let current: Record<string, string> = {}
  for (const line of text.split('\n')) {
    const header = /^\[([\w.]+)\]\s*$/.exec(line)
    if (header) sections[header[1]] = current = {}
    const pair = /^(\w+)\s*=\s*"?([^"#]*?)"?\s*(#.*)?$/.exec(line)
    if (pair) current[pair[1]] = pair[2]
  }
  return sections
}

export type App = {
  request: (path: string, init?: RequestInit, env?: object) => Promise<Response>
}

/**
 * The bundled app for one test file: built before its tests, removed after them. Call the
 * returned function inside a test to get it.
 */
export function useBundledApp(): () => App {
  let bundled: { app: App; dispose: () => void } | undefined
  beforeAll(async () => {
    bundled = await bundleWorkerApp()
  }, 60_000)
  afterAll(() => bundled?.dispose())
  return () => bundled!.app
}

/**
 * Bundles the Hono app as wrangler does (one ESM bundle, the Workers export conditions) and
 * imports it. The entry is app.ts, not index.ts: the entry also exports the jobs' Durable Object
 * class, whose `cloudflare:workers` import exists only in workerd; the fetch handler is this app.
 */
export async function bundleWorkerApp(): Promise<{ app: App; dispose: () => void }> {
  const { module, dispose } = await bundleWorker('../../functions/src/app.ts')
  return { app: module.app as App, dispose }
}

export interface ImagesWorker {
  fetch(request: Request): Promise<Response>
}

/** The images Worker bundled as wrangler bundles it (its fonts as its Data rule gives them). */
export async function bundleImagesWorker(): Promise<ImagesWorker> {
  const { module, dispose } = await bundleWorker('../../images/src/index.ts')
  dispose()
  return module.default as ImagesWorker
}

/** esbuild's options as wrangler bundles a Worker: one ESM bundle, the Workers export conditions. */
export const WRANGLER_BUILD = {
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  conditions: ['workerd', 'worker', 'browser'],
  mainFields: ['browser', 'module', 'main'],
  target: 'es2022',
} satisfies BuildOptions

/**
 * `entry` (relative to this file) bundled as wrangler bundles a Worker: one ESM bundle, the
 * Workers export conditions, `.wasm` as compiled modules and `.ttf` as bytes; then imported.
 * `dispose` removes the bundle's folder (the imported module stays loaded).
 */
async function bundleWorker(entry: string): Promise<{ module: any; dispose: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'nqueens-worker-'))
  const outfile = join(dir, 'worker.mjs')
  const dispose = () => rmSync(dir, { recursive: true, force: true })
  try {
    await build({
      ...WRANGLER_BUILD,
      entryPoints: [new URL(entry, import.meta.url).pathname],
      outfile,
      logLevel: 'error',
      loader: { '.ttf': 'binary' },
      plugins: [compiledWasm],
    })
    return { module: await import(pathToFileURL(outfile).href), dispose }
  } catch (error) {
    dispose()
    throw error
  }
}

/**
 * A `.wasm` import as wrangler's CompiledWasm rule gives it to the Worker: the compiled module
 * (here compiled by Node as the bundle loads, where wrangler compiles it at upload).
 */
const compiledWasm: Plugin = {
  name: 'compiled-wasm',
  setup(build) {
    build.onLoad({ filter: /\.wasm$/ }, ({ path }) => ({
      contents:
        `const bytes = Uint8Array.from(atob('${readFileSync(path).toString('base64')}'), (c) => c.charCodeAt(0))\n` +
        'export default new WebAssembly.Module(bytes)',
      loader: 'js',
    }))
  },
}

/**
 * The least CPU time of `runs` whole requests (body read to the end), after one untimed run:
 * V8 compiles hot loops on background threads, whose CPU would count here too; and the machine
 * is shared, so the best run is the one least disturbed.
 */
export async function measureRequestCpu(
  app: App,
  env: object,
  path: string,
  options: { init?: RequestInit; runs: number },
): Promise<{ ms: number; status: number; text: string }> {
  await (await app.request(path, options.init, env)).arrayBuffer()
  let best = Infinity
  let status = 0
  let text = ''
  for (let run = 0; run < options.runs; run++) {
    const start = process.cpuUsage()
    const response = await app.request(path, options.init, env)
    text = await response.text()
    const used = process.cpuUsage(start)
    best = Math.min(best, (used.user + used.system) / 1000)
    status = response.status
  }
  return { ms: best, status, text }
}
