/**
 * @module
 * Where a GPU count's fixed start-up goes, in Node (Dawn) and in Chromium, on whatever adapter
 * each finds (here SwiftShader): the adapter and device, then per count the engine's own
 * `stats.startupMs` (the kernel's module and `advance`, laying out the work, the search pipeline)
 * and whether it compiled a pipeline, for a first count, the same n again, and another n. In
 * Chromium the page runs core's engine itself, bundled with esbuild and served from 127.0.0.1 (a
 * secure origin, as WebGPU asks).
 *
 *   . ./offline.env && . ./test/setup/swiftshader.env && npx tsx scripts/measure/gpu-startup.ts
 *     [--n 5,5,12] [--json]
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseArgs } from 'node:util'
import { build } from 'esbuild'
import type { requestGpuEngine } from '../../core/src/gpu/index.ts'
import { requestNodeGpuEngine } from '../../core/src/node/dawn-engine.ts'
import { launchChromium } from '../../test/browser/chromium.ts'
import { countAll, type CountStartup } from './gpu-startup-count.ts'

const { values } = parseArgs({
  options: { n: { type: 'string', default: '5,5,12' }, json: { type: 'boolean', default: false } },
})
const sizes = values.n.split(',').map(Number)

interface Startup {
  host: string
  adapter: string
  deviceMs: number
  counts: CountStartup[]
}

async function inNode(): Promise<Startup> {
  const started = Date.now()
  const engine = await requestNodeGpuEngine({ allowSoftware: true })
  const deviceMs = Date.now() - started
  try {
    return {
      host: `Node ${process.version}`,
      adapter: engine.adapter.name,
      deviceMs,
      counts: await countAll(engine, sizes),
    }
  } finally {
    engine.device.destroy()
  }
}

async function inChromium(): Promise<Startup> {
  const bundle = await build({
    stdin: {
      contents: `import { requestGpuEngine } from './core/src/gpu/index.ts'
        import { countAll } from './scripts/measure/gpu-startup-count.ts'
        Object.assign(globalThis, { requestGpuEngine, countAll })`,
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    write: false,
  })
  const script = bundle.outputFiles[0].text
  const server = createServer((request, response) => {
    if (request.url === '/engine.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(script)
    } else
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<!doctype html><title>gpu</title>')
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  const browser = await launchChromium({ args: ['--enable-unsafe-webgpu'] })
  try {
    const page = await browser.context.newPage()
    page.setDefaultTimeout(600_000)
    await page.goto(`http://127.0.0.1:${port}/`)
    await page.addScriptTag({ url: '/engine.js', type: 'module' })
    await page.waitForFunction(() => 'countAll' in globalThis)
    return await page.evaluate(async (sizes) => {
      // What the bundle put on the page: core's engine and the counts, as in Node.
      const page = globalThis as unknown as {
        requestGpuEngine: typeof requestGpuEngine
        countAll: typeof countAll
      }
      const started = Date.now()
      const gpu = (navigator as unknown as { gpu: Parameters<typeof requestGpuEngine>[0] }).gpu
      const engine = await page.requestGpuEngine(gpu, { allowSoftware: true })
      const deviceMs = Date.now() - started
      const counts = await page.countAll(engine, sizes)
      engine.device.destroy()
      return {
        host: /Chrome\/[\d.]+/.exec(navigator.userAgent)?.[0] ?? 'Chromium',
        adapter: engine.adapter.name,
        deviceMs,
        counts,
      }
    }, sizes)
  } finally {
    await browser.close()
    server.close()
  }
}

const rows = [await inNode(), await inChromium()]
if (values.json) console.log(JSON.stringify(rows, null, 2))
else {
  for (const row of rows) {
    console.log(
      `${row.host.split(' ').slice(0, 2).join(' ')} on ${row.adapter}: device ${row.deviceMs} ms`,
    )
    for (const c of row.counts) {
      const { kernel, layout, pipeline } = c.startupMs
      console.log(
        `  n = ${c.n}: kernel ${kernel} ms, layout ${layout} ms, pipeline ${pipeline} ms ` +
          `(compiled ${c.compiled}), whole count ${c.totalMs} ms`,
      )
    }
  }
}
