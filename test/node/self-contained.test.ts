import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, isAbsolute, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** Every relative path to a folder named `shared` in a tracked text file outside docs/. */
function findSharedPaths(): { file: string; line: string; folder: string }[] {
  const grep = spawnSync(
    'git',
    ['grep', '-I', '-n', '-o', '-E', String.raw`(\.\./)+shared`, '--', '.', ':(exclude)docs'],
    { cwd: ROOT, encoding: 'utf8' },
  )
  // git grep exits 1 when nothing matches, 128 when it cannot run (no repository).
  if (grep.status !== 0 && grep.status !== 1) throw new Error(`git grep: ${grep.stderr}`)
  return grep.stdout
    .split('\n')
    .filter(Boolean)
    .map((hit) => {
      const [file, line, path] = hit.split(':')
      return { file, line, folder: resolve(ROOT, dirname(file), path) }
    })
}

// A user's clone has nothing beside it, so no tracked file may reach a `shared` folder beside the
// repository (tests and the benchmark once read OEIS counts and a C yardstick there). Each relative
// path to a folder named `shared` is resolved from its file's folder and must land on a folder of
// the repository, as site/src/shared is. Read from the root instead (`resolve(ROOT, …)`), a path
// that leaves the repository lands on no folder of it, and is caught too. docs/ may say where the
// project's source articles are kept.
describe('a clone with nothing beside it', () => {
  it('has no tracked file outside docs/ that reaches a shared folder beside the repository', () => {
    const paths = findSharedPaths()
    // The search sees the files: the site's own shared modules are imported this way.
    expect(paths.some(({ file }) => file.startsWith('site/src/'))).toBe(true)
    const outside = paths
      .filter(({ folder }) => {
        const inside = relative(ROOT, folder)
        return inside.startsWith('..') || isAbsolute(inside) || !existsSync(folder)
      })
      .map(({ file, line, folder }) => `${file}:${line} reaches ${folder}`)
    expect(outside).toEqual([])
  })
})
