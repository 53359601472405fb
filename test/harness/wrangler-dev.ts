import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { OFFLINE_ENV } from './offline-env.ts'
import { freePort, stopGroup } from './processes.ts'

/**
 * @module
 * `wrangler dev` started by a script or a test, and waited for: the browser tests' setup, the
 * package test (on a user's project) and the jobs measurement all start it here. It runs in its
 * own process group, so that `stop` ends workerd with it, and a port that already answers is
 * refused, since a test against someone else's (possibly stale) server would prove nothing. A run
 * with other settings gets a copy of wrangler.toml (`writeConfig`), never an edit of the real one.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
/** This repository's wrangler, run with the Node that runs the caller. */
const WRANGLER = join(ROOT, 'node_modules/wrangler/bin/wrangler.js')
const HOST = '127.0.0.1'
const IMAGES_CONFIG = join(ROOT, 'images/wrangler.toml')

export interface WranglerDevOptions {
  /** The folder whose wrangler configuration runs (default: this repository). */
  cwd?: string
  /** The port to serve on (default: one the system finds free). */
  port?: number
  /** More of wrangler dev's options: `--var NAME:value`, `--persist-to DIR`, … */
  args?: string[]
  /** The environment (default: this process's, with offline.env's settings). */
  env?: NodeJS.ProcessEnv
  /** The path asked until it answers with a status below 500 (default `/`). */
  readyPath?: string
  /** How long it may take to start, in ms (default 90 s: a cold workerd on a busy machine). */
  timeoutMs?: number
  /** Where the server's output goes, as it comes (it is also in the error when it fails to start). */
  onOutput?: (chunk: string) => void
}

export interface WranglerDev {
  /** `http://127.0.0.1:<port>`, answering. */
  url: string
  /** The wrangler process, to watch for an early exit. */
  child: ChildProcess
  /** Ends wrangler and workerd: SIGTERM to the group, SIGKILL to what is left a little later. */
  stop(): Promise<void>
}

/** Starts `wrangler dev` and resolves once it answers; rejects (with its output) if it does not. */
export async function startWranglerDev(options: WranglerDevOptions = {}): Promise<WranglerDev> {
  const port = options.port ?? (await freePort())
  const url = `http://${HOST}:${port}`
  const readyUrl = `${url}${options.readyPath ?? '/'}`
  if (options.port !== undefined && (await answers(readyUrl))) {
    throw new Error(`Port ${port} is already serving; stop that server or choose another port`)
  }
  const own = (options.cwd ?? ROOT) === ROOT
  const given = options.args ?? []
  const args = ['dev', '--ip', HOST, '--port', String(port), ...(own ? withImages(given) : given)]
  const child = spawn(process.execPath, [WRANGLER, ...args], {
    cwd: options.cwd ?? ROOT,
    env: options.env ?? { ...process.env, ...OFFLINE_ENV },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const record = (chunk: Buffer): void => {
    output += chunk.toString()
    options.onOutput?.(chunk.toString())
  }
  child.stdout?.on('data', record)
  child.stderr?.on('data', record)
  const dev: WranglerDev = { url, child, stop: () => stopGroup(child) }

  const timeoutMs = options.timeoutMs ?? 90_000
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && child.exitCode === null) {
    if (await answers(readyUrl)) return dev
    await new Promise((done) => setTimeout(done, 250))
  }
  await dev.stop()
  const why =
    child.exitCode === null ? `did not answer ${readyUrl} within ${timeoutMs} ms` : 'exited'
  throw new Error(`wrangler dev ${why} (exit ${child.exitCode ?? child.signalCode}):\n${output}`)
}

/**
 * This repository's wrangler dev runs the images Worker beside the API Worker, as `npm run serve`
 * does: its configuration second, so that the first (the API's, or a copy given with --config)
 * is the one that serves.
 */
function withImages(args: string[]): string[] {
  const at = args.indexOf('--config')
  if (at < 0) return ['--config', join(ROOT, 'wrangler.toml'), '--config', IMAGES_CONFIG, ...args]
  return [...args.slice(0, at + 2), '--config', IMAGES_CONFIG, ...args.slice(at + 2)]
}

/**
 * A wrangler.toml text with its paths (`main`, the assets' `directory`) made absolute, so that a
 * copy works from another folder: wrangler reads them relative to the file.
 */
function absoluteConfig(toml: string): string {
  return toml
    .replace(/^main\s*=\s*"([^"]+)"/m, (_, path: string) => `main = "${join(ROOT, path)}"`)
    .replace(
      /^directory\s*=\s*"([^"]+)"/m,
      (_, path: string) => `directory = "${join(ROOT, path)}"`,
    )
}

/** `[vars] name = "value"` set in a wrangler.toml text; throws when the file has no such var. */
export function setVar(toml: string, name: string, value: string): string {
  const line = new RegExp(`^${name}\\s*=\\s*"[^"]*"`, 'm')
  if (!line.test(toml)) throw new Error(`wrangler.toml has no var ${name}`)
  return toml.replace(line, `${name} = "${value}"`)
}

/**
 * Writes `edit` of the repository's wrangler.toml (paths made absolute) into `dir`, for
 * `--config`; returns the copy's path.
 */
export function writeConfig(dir: string, edit: (toml: string) => string): string {
  const path = join(dir, 'wrangler.toml')
  writeFileSync(path, edit(absoluteConfig(readFileSync(join(ROOT, 'wrangler.toml'), 'utf8'))))
  return path
}

/** Whether url answers at all with a status below 500 (a Worker's 404 counts: it is running). */
async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) })
    await response.body?.cancel()
    return response.status < 500
  } catch {
    return false
  }
}
