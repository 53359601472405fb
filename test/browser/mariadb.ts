import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'

/**
 * @module
 * What the real-platform harnesses (wordpress.ts, ghost.ts) share: finding a program, running a
 * step, waiting for a server, and a MariaDB of their own, its data directory and socket in the
 * harness's temporary folder, no network port.
 */

const START_TIMEOUT_MS = 60_000

export function which(command: string, fallbacks: string[] = []): string | undefined {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim()
  return found || fallbacks.find((path) => existsSync(path))
}

export function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): string {
  const result = spawnSync(command, args, { ...options, encoding: 'utf8' })
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stderr}`)
  }
  return result.stdout
}

export async function until(
  what: string,
  ready: () => boolean | Promise<boolean>,
  timeoutMs = START_TIMEOUT_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`${what} did not start within ${timeoutMs} ms`)
    await new Promise((done) => setTimeout(done, 200))
  }
}

/** Whether `url` answers with a 2xx. */
export async function answersOk(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok
  } catch {
    return false
  }
}

/** MariaDB's programs, or the names of those missing. */
export function mariadbTools() {
  const tools = {
    installDb: which('mariadb-install-db'),
    server: which('mariadbd', ['/usr/sbin/mariadbd']),
    client: which('mariadb'),
  }
  const missing = Object.entries(tools)
    .filter(([, path]) => path === undefined)
    .map(([name]) => name)
  return { tools: tools as Record<keyof typeof tools, string>, missing }
}

/**
 * Starts a MariaDB in `dir` (data directory, socket `dir/mariadb.sock`), creates `database`, and
 * returns the socket and the server's process. `log` is the file descriptor for its output.
 */
export async function startMariaDb(
  dir: string,
  database: string,
  log: number,
): Promise<{ socket: string; server: ChildProcess }> {
  const { tools } = mariadbTools()
  const socket = join(dir, 'mariadb.sock')
  const dataDir = join(dir, 'mariadb')
  // MariaDB refuses to run as root unless told to.
  const asRoot = process.getuid?.() === 0 ? ['--user=root'] : []
  run(tools.installDb, [
    '--no-defaults',
    `--datadir=${dataDir}`,
    '--auth-root-authentication-method=normal',
    '--skip-test-db',
    ...asRoot,
  ])
  const server = spawn(
    tools.server,
    [
      '--no-defaults',
      `--datadir=${dataDir}`,
      `--socket=${socket}`,
      '--skip-networking',
      `--pid-file=${join(dir, 'mariadb.pid')}`,
      ...asRoot,
    ],
    { detached: true, stdio: ['ignore', log, log] },
  )
  await until('MariaDB', () => {
    const create = ['-S', socket, '-u', 'root', '-e', `CREATE DATABASE IF NOT EXISTS ${database}`]
    return spawnSync(tools.client, ['--no-defaults', ...create]).status === 0
  })
  return { socket, server }
}
