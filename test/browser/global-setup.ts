import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import { OFFLINE_ENV } from '../../scripts/offline-env.ts'

/**
 * @module
 * Global setup of the `browser` project: serves the built site and the Worker with `wrangler dev`
 * on its own port, hands the base URL to the tests (`inject('baseUrl')`), and stops the whole
 * process group afterwards, so no workerd is left running.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

const ROOT = resolve(import.meta.dirname, '../..')
// Not 8787 (the user's `npm start`); BROWSER_TEST_PORT lets two people run the suite side by side.
const PORT = Number(process.env.BROWSER_TEST_PORT ?? 8799)
const HOST = '127.0.0.1'
const START_TIMEOUT_MS = 90_000

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const baseUrl = `http://${HOST}:${PORT}`
  if (await answers(`${baseUrl}/api/health`)) {
    // Testing against someone else's (possibly stale) server would prove nothing.
    throw new Error(`Port ${PORT} is already serving; stop that server or set BROWSER_TEST_PORT`)
  }
  buildSiteIfMissing()

  // A fresh state directory: Durable Objects and caches start empty on every run.
  const stateDir = mkdtempSync(join(tmpdir(), 'nqueens-browser-state-'))
  // Same as `npm run serve`: a development environment signs cursors with the public dev key.
  const args = ['dev', '--ip', HOST, '--port', String(PORT), '--var', 'ENVIRONMENT:development']
  args.push('--persist-to', stateDir)
  // The server's output goes to test-artifacts/wrangler.log, to read when a test fails oddly.
  mkdirSync(join(ROOT, 'test-artifacts'), { recursive: true })
  const logFile = createWriteStream(join(ROOT, 'test-artifacts/wrangler.log'))
  const log: string[] = []
  const record = (chunk: Buffer | string): void => {
    log.push(chunk.toString())
    logFile.write(chunk)
  }

  // wrangler 4.86 can exit when a browser aborts a request mid-flight ("Error inside ProxyWorker:
  // Network connection lost", workers-sdk #15451): a dev-server fault, not the Worker's. So the
  // server is supervised: if it dies while tests run, it is started again on the same port and
  // state, and the browser project retries the test that was cut off.
  let stopping = false
  let child = startWrangler(args, record)
  const superviseExit = (): void => {
    child.once('exit', (code, signal) => {
      if (stopping) return
      record(`\n[global-setup] wrangler dev exited (${code ?? signal}); starting it again\n`)
      child = startWrangler(args, record)
      superviseExit()
    })
  }
  superviseExit()

  const stop = async (): Promise<void> => {
    stopping = true
    await stopGroup(child)
    logFile.end()
    rmSync(stateDir, { recursive: true, force: true })
  }
  try {
    await waitForHealth(`${baseUrl}/api/health`, child, log)
  } catch (error) {
    await stop()
    throw error
  }
  project.provide('baseUrl', baseUrl)
  return stop
}

/** detached: wrangler gets its own process group, so teardown can stop workerd with it. */
function startWrangler(args: string[], record: (chunk: Buffer) => void): ChildProcess {
  const child = spawn(join(ROOT, 'node_modules/.bin/wrangler'), args, {
    cwd: ROOT,
    env: { ...process.env, ...OFFLINE_ENV },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', record)
  child.stderr?.on('data', record)
  return child
}

function buildSiteIfMissing(): void {
  if (existsSync(join(ROOT, 'site/dist/index.html'))) return
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
  if (result.status !== 0)
    throw new Error('`npm run build` failed; the browser tests need site/dist')
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) })
    return response.ok
  } catch {
    return false
  }
}

async function waitForHealth(url: string, child: ChildProcess, log: string[]): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`wrangler dev exited with ${child.exitCode}:\n${log.join('')}`)
    }
    if (await answers(url)) return
    await new Promise((done) => setTimeout(done, 250))
  }
  throw new Error(
    `wrangler dev did not answer ${url} within ${START_TIMEOUT_MS} ms:\n${log.join('')}`,
  )
}

/** SIGTERM to the whole group, then SIGKILL if anything is still there after a few seconds. */
async function stopGroup(child: ChildProcess): Promise<void> {
  const pid = child.pid
  if (pid === undefined) return
  const exited = new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done()
    else child.once('exit', () => done())
  })
  signalGroup(pid, 'SIGTERM')
  await Promise.race([exited, new Promise((done) => setTimeout(done, 5_000))])
  // workerd can outlive wrangler's own exit; the group kill catches it either way.
  await new Promise((done) => setTimeout(done, 200))
  signalGroup(pid, 'SIGKILL')
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal)
  } catch {
    // The group is already gone.
  }
}
