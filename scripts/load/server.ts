import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { OFFLINE_ENV } from '../offline-env.ts'

/**
 * `wrangler dev` for the load run, on a spare loopback port (never 8787, which is `npm start`'s).
 * It runs from a copy of wrangler.toml that differs in one thing: the rate limit is raised
 * (`LOAD_RATE_LIMIT`), since all load traffic comes from one address and the configured limit
 * would answer most of it with 429. Paths in the copy are made absolute, since wrangler reads
 * them relative to the config file.
 */
const ROOT = resolve(import.meta.dirname, '../..')
export const LOAD_RATE_LIMIT = 1_000_000

export interface DevServer {
  url: string
  stop: () => Promise<void>
}

export function loadConfig(toml: string): string {
  const section = /\[ratelimits\.simple\][^[]*/.exec(toml)
  if (!section) throw new Error('wrangler.toml has no [ratelimits.simple] section')
  const raised = section[0].replace(/^limit\s*=\s*\d+/m, `limit = ${LOAD_RATE_LIMIT}`)
  return toml
    .replace(section[0], raised)
    .replace(/^main\s*=\s*"([^"]+)"/m, (_, path: string) => `main = "${join(ROOT, path)}"`)
    .replace(
      /^directory\s*=\s*"([^"]+)"/m,
      (_, path: string) => `directory = "${join(ROOT, path)}"`,
    )
}

export async function startDevServer(log: (line: string) => void): Promise<DevServer> {
  const port = await sparePort()
  const dir = mkdtempSync(join(tmpdir(), 'nqueens-load-'))
  const config = join(dir, 'wrangler.toml')
  writeFileSync(config, loadConfig(readFileSync(join(ROOT, 'wrangler.toml'), 'utf8')))
  const child = spawn(
    join(ROOT, 'node_modules/.bin/wrangler'),
    [
      'dev',
      '--config',
      config,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--persist-to',
      join(dir, 'state'),
      '--var',
      'ENVIRONMENT:development',
      '--log-level',
      'warn',
    ],
    {
      cwd: ROOT,
      // Its own process group, so stopping it stops workerd too.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...OFFLINE_ENV },
    },
  )
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    await stopGroup(child)
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    await waitUntilHealthy(url, child, () => output)
  } catch (error) {
    await stop()
    throw error
  }
  log(`wrangler dev ready on ${url}`)
  return { url, stop }
}

async function waitUntilHealthy(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited:\n${output()}`)
    try {
      const response = await fetch(`${url}/api/health`)
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250))
  }
  throw new Error(`wrangler dev did not answer within 120 s:\n${output()}`)
}

function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve()
  return new Promise((done) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL')
      } catch {
        // Already gone.
      }
    }, 5000)
    child.once('exit', () => {
      clearTimeout(timer)
      done()
    })
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {
      clearTimeout(timer)
      done()
    }
  })
}

function sparePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => {
        if (port === 8787) sparePort().then(done, fail)
        else done(port)
      })
    })
  })
}
