import { spawnSync } from 'node:child_process'
import {
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { homedir, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * @module
 * The Ghost of the browser tests, installed on demand into a cache folder outside the repository
 * (so `npm ci` stays as fast as it was, and a machine installs it once): npm's `ghost` package,
 * exactly GHOST.version (its tarball checked against GHOST.integrity), its dependencies installed
 * by the pnpm its own lockfile names, pinned by this folder's package-lock.json, with Ghost's
 * frozen pnpm-lock.yaml, optional dependencies included (sharp's platform builds are optional, and
 * Ghost rasterises a bookmark's SVG icon with it). Nothing of Ghost is changed.
 *
 * `npm run ghost:install` runs it; the Ghost harness (../ghost.ts) calls it too, so a fresh
 * `npm ci && npm test` installs Ghost by itself. The folder is `$NQUEENS_GHOST_DIR`, else
 * `$XDG_CACHE_HOME/nqueens-edge/ghost-<version>` (`~/.cache/…`).
 */

export const GHOST = {
  version: '6.65.0',
  integrity:
    'sha512-D369qivOmfn4YwvBD1DljOGsHnJzBEQhBsiFnBZD+GjWrBpdZQYYNHneiQcKQVJwUom8eHWml1n5FRLQIwVFOg==',
} as const

const HERE = dirname(fileURLToPath(import.meta.url))
const INSTALLED_MARK = '.nqueens-installed'
/** How long a second installer waits for the first (two test runs at once). */
const LOCK_WAIT_MS = 15 * 60_000

/** The folder Ghost is (or will be) installed in. */
export function ghostDir(): string {
  if (process.env.NQUEENS_GHOST_DIR) return process.env.NQUEENS_GHOST_DIR
  const cache = process.env.XDG_CACHE_HOME || join(homedir(), '.cache')
  return join(cache, 'nqueens-edge', `ghost-${GHOST.version}`)
}

export function ghostInstalled(dir = ghostDir()): boolean {
  return existsSync(join(dir, INSTALLED_MARK))
}

/**
 * Installs Ghost into ghostDir() unless it is there already; returns the folder. Throws, naming
 * what failed and how to retry, when the registry cannot be reached or a step fails.
 */
export async function installGhost(log: (line: string) => void = () => {}): Promise<string> {
  const dir = ghostDir()
  if (ghostInstalled(dir)) return dir
  mkdirSync(dirname(dir), { recursive: true })
  const unlock = await lock(`${dir}.lock`)
  try {
    if (ghostInstalled(dir)) return dir
    const partial = `${dir}.partial`
    rmSync(partial, { recursive: true, force: true })
    mkdirSync(partial, { recursive: true })
    const tools = join(partial, '.installer')
    mkdirSync(tools)
    for (const file of ['package.json', 'package-lock.json']) {
      copyFileSync(join(HERE, file), join(tools, file))
    }
    const env = installEnv()
    log('ghost: installing pnpm (test/browser/ghost/package-lock.json)')
    step('npm', ['ci', '--no-audit', '--no-fund'], { cwd: tools, env })

    log(`ghost: fetching ghost@${GHOST.version}`)
    const download = mkdtempSync(join(tmpdir(), 'nqueens-ghost-'))
    try {
      const packed = step(
        'npm',
        ['pack', `ghost@${GHOST.version}`, '--json', '--pack-destination', download],
        { cwd: download, env },
      )
      const [{ filename, integrity }] = JSON.parse(packed) as {
        filename: string
        integrity: string
      }[]
      if (integrity !== GHOST.integrity) {
        throw new Error(`ghost@${GHOST.version} has integrity ${integrity}, not ${GHOST.integrity}`)
      }
      step('tar', ['-xzf', join(download, filename), '-C', partial, '--strip-components=1'], {})
    } finally {
      rmSync(download, { recursive: true, force: true })
    }

    log('ghost: installing its dependencies (pnpm, its frozen lockfile; a few minutes)')
    step(
      join(tools, 'node_modules/.bin/pnpm'),
      [
        'install',
        '--prod',
        '--frozen-lockfile',
        '--reporter=append-only',
        '--store-dir',
        join(dirname(dir), 'pnpm-store'),
      ],
      { cwd: partial, env },
    )
    writeFileSync(join(partial, INSTALLED_MARK), `ghost@${GHOST.version}\n`)
    rmSync(dir, { recursive: true, force: true })
    renameSync(partial, dir)
    log(`ghost: installed in ${dir}`)
    return dir
  } finally {
    unlock()
  }
}

/**
 * This process's environment without the settings `npm run` passes down (its prefix, `nodedir`,
 * log level), which would point the installers at this repository and at another Node's headers;
 * the scripts' Node first on PATH, since Ghost's native modules are built for the Node that runs it.
 */
function installEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)),
  )
  return { ...env, PATH: `${dirname(process.execPath)}:${process.env.PATH}` }
}

function step(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv },
): string {
  const result = spawnSync(command, args, { ...options, encoding: 'utf8', maxBuffer: 64 << 20 })
  if (result.status !== 0) {
    throw new Error(
      `Installing Ghost for the browser tests failed at \`${command} ${args.join(' ')}\` ` +
        `(exit ${result.status ?? result.error?.message}). It needs the npm registry; ` +
        `retry with \`npm run ghost:install\`.\n${(result.stdout + result.stderr).slice(-4000)}`,
    )
  }
  return result.stdout
}

/** An exclusive lock file; one left by a run that died is taken over after LOCK_WAIT_MS. */
async function lock(path: string): Promise<() => void> {
  const deadline = Date.now() + LOCK_WAIT_MS
  for (;;) {
    try {
      closeSync(openSync(path, 'wx'))
      return () => rmSync(path, { force: true })
    } catch {
      const age = existsSync(path) ? Date.now() - statSync(path).mtimeMs : 0
      if (Date.now() > deadline || age > LOCK_WAIT_MS) {
        rmSync(path, { force: true })
        continue
      }
      await new Promise((done) => setTimeout(done, 2_000))
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = await installGhost((line) => console.log(line))
  console.log(readFileSync(join(dir, INSTALLED_MARK), 'utf8').trim(), 'in', dir)
}
