import { spawn, type ChildProcess } from 'node:child_process'
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, stopGroup } from '../harness/processes.ts'
import { ARTIFACTS_DIR } from './chromium.ts'
import { answersOk, startMariaDb, until } from './mariadb.ts'

/**
 * @module
 * How the real-platform harnesses (wordpress.ts, ghost.ts) start their platform: a temporary
 * folder, a free loopback port, a MariaDB of its own, the platform's server in a process group of
 * its own, each one's output in test-artifacts/, and one `close` that stops them all and removes
 * the folder, also when the start fails.
 */

/** What a platform's `start` is handed. */
export interface PlatformRoom {
  /** The platform's temporary folder. */
  dir: string
  /** The free port it serves on, and its origin there. */
  port: number
  origin: string
  /** The MariaDB's socket, with the platform's database created. */
  socket: string
  /** Starts the platform's server; its output goes to test-artifacts/<name>.log. */
  serve: (
    command: string,
    args: string[],
    options: { cwd?: string; env: NodeJS.ProcessEnv },
  ) => void
  /** Waits until `path` under the origin answers with a 2xx. */
  ready: (path: string, timeoutMs?: number) => Promise<void>
}

/**
 * Starts the platform `name` (its database named so too) with `start`, and returns what `start`
 * returns with the origin and a `close`.
 */
export async function startPlatform<T>(
  name: string,
  start: (room: PlatformRoom) => Promise<T>,
): Promise<T & { origin: string; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), `nqueens-${name}-`))
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  mkdirSync(ARTIFACTS_DIR, { recursive: true })
  const log = (file: string) => openSync(join(ARTIFACTS_DIR, file), 'w')
  const children: ChildProcess[] = []
  const close = async (): Promise<void> => {
    for (const child of children.reverse()) await stopGroup(child)
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    const databaseLog = log(`${name}-mariadb.log`)
    const { socket, server } = await startMariaDb(dir, name, databaseLog)
    closeSync(databaseLog)
    children.push(server)
    const room: PlatformRoom = {
      dir,
      port,
      origin,
      socket,
      serve(command, args, options) {
        const output = log(`${name}.log`)
        const stdio = ['ignore', output, output] as const
        children.push(spawn(command, args, { ...options, detached: true, stdio: [...stdio] }))
        closeSync(output) // the server holds its own copy
      },
      ready: (path, timeoutMs) =>
        until(`${name} at ${origin}${path}`, () => answersOk(`${origin}${path}`), timeoutMs),
    }
    return { ...(await start(room)), origin, close }
  } catch (error) {
    await close()
    throw error
  }
}

/** Throws, naming the Debian packages to install, when a platform's programs are `missing`. */
export function requireInstalled(tests: string, packages: string[], missing: string[]): void {
  if (missing.length === 0) return
  throw new Error(
    `The ${tests} need Debian's \`apt-get install -y ${packages.join(' ')}\` ` +
      `(.ci/run does this; docs/setup.md). Missing: ${missing.join(', ')}`,
  )
}
