import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { constellation, symmetry } from '@nqueens/core'
import type { Progress } from './progress.ts'
import { raceYardstick } from './race.ts'
import { findCompiler } from '../yardstick/build.ts'
import type { Peer } from './peers.ts'

const quiet: Progress = { phase() {}, update() {}, log() {}, end() {} }
const singles = {
  symmetry: (n: number) => symmetry.count(n).total,
  constellation: (n: number) => constellation.count(n).total,
}

// The race as `npm run bench -- --race` runs it: the C yardstick built from the repository's
// source with the machine's `cc`. A peer is any executable that takes N and prints "N TOTAL"; here,
// shell scripts around the project's own CLI (a real counter): an honest peer, and one that adds a
// solution.
describe('raceYardstick with peers', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nqueens-race-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const cli = `"${process.execPath}" scripts/nqueens.mjs count "$1" --json`
  const peerScript = (name: string, body: string): string => {
    const path = join(dir, name)
    writeFileSync(path, `#!/bin/sh\n${body}\n`)
    chmodSync(path, 0o755)
    return path
  }
  const honest = peerScript(
    'honest',
    `echo "counting $1"; ${cli} | sed -E 's/.*"total":"([0-9]+)".*/'"$1"' \\1/'`,
  )
  const wrong = peerScript(
    'wrong',
    `echo "$1 $(( $(${cli} | sed -E 's/.*"total":"([0-9]+)".*/\\1/') + 1 ))"`,
  )

  it('times each peer in the repeats, beside the C yardstick, and records its ratio', async () => {
    const peers: Peer[] = [
      { id: 'faf', path: honest },
      { id: 'takaken', path: honest },
    ]
    const race = await raceYardstick(singles, { fromN: 8, toN: 8, quick: true, peers }, quiet)
    // A machine without `cc` answers { ran: false, reason }, and the reason shows here.
    expect(race).toMatchObject({ ran: true, compiler: findCompiler(), flags: '-O3 -march=native' })
    if (!race.ran) return
    expect(race.peers?.map((p) => p.id)).toEqual(['faf', 'takaken'])
    const [row] = race.rows
    expect(row.total).toBe('92')
    expect(row.peers?.map((p) => p.id)).toEqual(['faf', 'takaken'])
    for (const p of row.peers!) {
      expect(p.ms).toBeGreaterThan(0)
      // Relative: the C yardstick takes a few ms at n = 8, where rounding moves a ratio of
      // hundreds by more than an absolute tolerance allows.
      expect(p.ratio / (p.ms / row.yardstickMs)).toBeCloseTo(1, 2)
    }
  }, 60_000)

  it('stops on a peer whose total differs from the yardstick', async () => {
    const peers: Peer[] = [{ id: 'takaken', path: wrong }]
    await expect(
      raceYardstick(singles, { fromN: 8, toN: 8, quick: true, peers }, quiet),
    ).rejects.toThrow('race at n = 8: C says 92, Takaken C 93')
  }, 60_000)
})
