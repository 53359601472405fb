import { execFile } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { OFFLINE_ENV } from '../harness/offline-env.ts'
import { startWranglerDev, type WranglerDev } from '../harness/wrangler-dev.ts'
import type { Block } from './readme-examples.ts'

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
const USER_ENV: NodeJS.ProcessEnv = {
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
function toolBin(name: string, bin: string): string {
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

/**
 * `wrangler dev` on the user's project (the repository's wrangler, the user's configuration and
 * environment), answering at the returned URL once it has started.
 */
export function startUserWranglerDev(cwd: string): Promise<WranglerDev> {
  return startWranglerDev({ cwd, env: USER_ENV })
}

/** Runs one README block in the user's project `cwd`: `js` with Node, `sh` with the shell. */
export function runReadmeBlock(block: Block, index: number, cwd: string): Promise<Run> {
  if (block.info === 'sh') return run('sh', ['-c', block.code], cwd)
  const file = join(cwd, `readme-${index}.mjs`)
  writeFileSync(file, block.code)
  return run(process.execPath, [file], cwd)
}
