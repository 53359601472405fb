import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, renameSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The C yardstick's source, beside this file. */
const YARDSTICK_SOURCE = fileURLToPath(new URL('./nq_count.c', import.meta.url))
/** How the race compiles it (recorded in the benchmark JSON with the compiler's name). */
export const YARDSTICK_FLAGS = ['-O3', '-march=native']
const CACHE = fileURLToPath(new URL('../.cache', import.meta.url))

/** `cc --version`'s first line, or undefined when there is no compiler. */
export function findCompiler(): string | undefined {
  try {
    return execFileSync('cc', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).split('\n')[0]
  } catch {
    return undefined
  }
}

/**
 * Builds the yardstick into scripts/.cache once, again only when the source is newer, and returns
 * the executable's path. Each build writes a file of its own and renames it into place, so builds
 * at the same moment (test files run in parallel) never leave a half-written executable to run.
 */
export function buildYardstick(): string {
  mkdirSync(CACHE, { recursive: true })
  const binary = join(CACHE, 'nq_count')
  if (!existsSync(binary) || statSync(binary).mtimeMs < statSync(YARDSTICK_SOURCE).mtimeMs) {
    const building = `${binary}.${process.pid}`
    execFileSync('cc', [...YARDSTICK_FLAGS, '-o', building, YARDSTICK_SOURCE], { stdio: 'inherit' })
    renameSync(building, binary)
  }
  return binary
}
