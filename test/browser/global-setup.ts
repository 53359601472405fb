import { spawnSync } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import { startWranglerDev, type WranglerDev } from '../harness/wrangler-dev.ts'

/**
 * @module
 * Global setup of the `browser` project: serves the built site and the Worker with `wrangler dev`
 * on its own port (test/harness/wrangler-dev.ts), hands the base URL to the tests
 * (`inject('baseUrl')`), and stops the whole process group afterwards, so no workerd is left
 * running.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

const ROOT = resolve(import.meta.dirname, '../..')
// Not 8787 (the user's `npm start`); BROWSER_TEST_PORT lets two people run the suite side by side.
const PORT = Number(process.env.BROWSER_TEST_PORT ?? 8799)

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildSiteIfMissing()
  // A fresh state directory: Durable Objects and caches start empty on every run.
  const stateDir = mkdtempSync(join(tmpdir(), 'nqueens-browser-state-'))
  // The server's output goes to test-artifacts/wrangler.log, to read when a test fails oddly.
  mkdirSync(join(ROOT, 'test-artifacts'), { recursive: true })
  const logFile = createWriteStream(join(ROOT, 'test-artifacts/wrangler.log'))
  let dev: WranglerDev
  try {
    dev = await startWranglerDev({
      port: PORT,
      // Same as `npm run serve`: a development environment signs cursors with the public dev key.
      args: ['--var', 'ENVIRONMENT:development', '--persist-to', stateDir],
      readyPath: '/api/health',
      onOutput: (chunk) => logFile.write(chunk),
    })
  } catch (error) {
    logFile.end()
    rmSync(stateDir, { recursive: true, force: true })
    throw error
  }
  // A server that dies while the tests run fails the run, naming why, rather than being started
  // again behind the tests' backs: every test runs against the one server it was started with.
  let stopping = false
  let exited: string | undefined
  dev.child.once('exit', (code, signal) => {
    if (!stopping) exited = `wrangler dev exited during the tests (${code ?? signal})`
  })
  project.provide('baseUrl', dev.url)
  return async () => {
    stopping = true
    await dev.stop()
    logFile.end()
    rmSync(stateDir, { recursive: true, force: true })
    if (exited) throw new Error(`${exited}; see test-artifacts/wrangler.log`)
  }
}

function buildSiteIfMissing(): void {
  if (existsSync(join(ROOT, 'site/dist/index.html'))) return
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
  if (result.status !== 0)
    throw new Error('`npm run build` failed; the browser tests need site/dist')
}
