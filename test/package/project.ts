import { execFile, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { OFFLINE_ENV } from '../../scripts/offline-env.ts'

/**
 * Running commands the way a user of the package would, in a project of their own: a folder
 * under the system's temporary directory, with nothing of this repository on the way up, and an
 * environment without this repository's tools on the PATH or npm's settings of the running script.
 */

export const ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** This Node first on the PATH (npx runs on it); nothing under a node_modules folder. */
const PATH = [
  dirname(process.execPath),
  ...(process.env.PATH ?? '').split(':').filter((dir) => !dir.includes('node_modules')),
].join(':')

/** The environment of a user's shell: no `npm_*` settings of the `npm run` this test runs in. */
export const USER_ENV: NodeJS.ProcessEnv = {
  ...Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(npm_|INIT_CWD$|VITEST)/i.test(name)),
  ),
  ...OFFLINE_ENV,
  PATH,
}

export interface Run {
  code: number
  stdout: string
  stderr: string
  /** Wall-clock milliseconds from start to exit. */
  ms: number
}

/** Runs `command` in `cwd` and resolves with how it ended; never rejects (the tests check codes). */
export function run(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = USER_ENV,
): Promise<Run> {
  const start = performance.now()
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      { cwd, env, timeout: 300_000, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0
        resolve({ code, stdout, stderr, ms: performance.now() - start })
      },
    )
  })
}

/** The entry script of a tool this repository installs (`typescript`'s `tsc`), to run with Node. */
export function toolBin(name: string, bin: string): string {
  const dir = join(ROOT, 'node_modules', name)
  const json = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  const path: string | undefined = typeof json.bin === 'string' ? json.bin : json.bin?.[bin]
  if (path === undefined) throw new Error(`${name} has no bin ${bin}`)
  return join(dir, path)
}

/** Runs a repository tool on the user's project (the tool is ours, the package under test theirs). */
export function runTool(name: string, bin: string, args: string[], cwd: string): Promise<Run> {
  return run(process.execPath, [toolBin(name, bin), ...args], cwd)
}

/** Shows a failed command's output in the assertion message. */
export function said(result: Run): string {
  return `exit ${result.code}\n--- stdout\n${result.stdout}\n--- stderr\n${result.stderr}`
}

/** A port nobody on 127.0.0.1 listens on now (the system picks it). */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/**
 * `wrangler dev` on the user's project, answering at the returned URL once it has started. Its
 * own process group, so that `stop` ends workerd with it.
 */
export async function startWranglerDev(cwd: string): Promise<{ url: string; stop(): void }> {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [toolBin('wrangler', 'wrangler'), 'dev', '--ip', '127.0.0.1', '--port', String(port)],
    { cwd, env: USER_ENV, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let log = ''
  child.stdout.on('data', (chunk) => (log += chunk))
  child.stderr.on('data', (chunk) => (log += chunk))
  const stop = (): void => {
    try {
      process.kill(-child.pid!, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) })
      return { url, stop }
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  stop()
  throw new Error(`wrangler dev did not answer ${url}:\n${log}`)
}
