import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** Lines of tracked text files that match `pattern` (git grep -E), as `file:line:text`. */
function trackedLines(pattern: string): string[] {
  const grep = spawnSync('git', ['grep', '-I', '-n', '-E', pattern], {
    cwd: ROOT,
    encoding: 'utf8',
  })
  // git grep exits 1 when nothing matches, 128 when it cannot run (no repository).
  if (grep.status !== 0 && grep.status !== 1) throw new Error(`git grep: ${grep.stderr}`)
  return grep.stdout.split('\n').filter(Boolean)
}

// A user's clone has nothing beside it, so no tracked file may name the `shared` folder that sits
// beside the repository on the developers' machines (tests and the benchmark once read OEIS
// counts and a C yardstick there; the repository now carries its own). No folder of the
// repository is called `shared`, so any relative path to one is a path out of it.
describe('a clone with nothing beside it', () => {
  it('has no tracked file that names a shared folder beside the repository', () => {
    // The search sees the tracked files: this test names itself.
    expect(trackedLines('a clone with nothing beside it')).not.toEqual([])
    expect(trackedLines(String.raw`(\.\./)+shared\b`)).toEqual([])
  })
})
