import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { readOeisCounts } from '../../test/fixtures/oeis-counts.ts'
import { buildYardstick } from './build.ts'

// The C yardstick as the race builds and runs it (a real compiler, the race's flags), checked
// against the repository's OEIS reference rather than against the counters it races.
describe('the C yardstick (nq_count.c)', () => {
  const binary = buildYardstick()
  const run = (...args: string[]) => spawnSync(binary, args, { encoding: 'utf8' })

  it('prints "N TOTAL" with the published total for n = 1..14', () => {
    for (const { n, total } of readOeisCounts().filter(({ n }) => n <= 14)) {
      const { status, stdout } = run(String(n))
      expect({ status, stdout }).toEqual({ status: 0, stdout: `${n} ${total}\n` })
    }
  })

  it('refuses anything but one whole number from 1 to 28, with its usage and status 2', () => {
    for (const args of [[], ['0'], ['29'], ['-3'], ['8x'], [' 8'], ['8', '9']]) {
      const { status, stdout, stderr } = run(...args)
      expect({ args, status, stdout }).toEqual({ args, status: 2, stdout: '' })
      expect(stderr).toContain('usage: nq_count N (a whole number from 1 to 28)')
    }
  })
})
