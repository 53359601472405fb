import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { constellation, symmetry } from '@nqueens/core'
import type { Progress } from './progress.ts'
import { raceYardstick } from './race.ts'
import type { Peer } from './peers.ts'

const quiet: Progress = { phase() {}, update() {}, log() {}, end() {} }
const singles = {
  symmetry: (n: number) => symmetry.count(n).total,
  constellation: (n: number) => constellation.count(n).total,
}

// The yardstick and a peer are any executables that take N and print "N TOTAL"; here, shell
// scripts around the project's own CLI (a real counter): the yardstick, an honest peer, and one
// that adds a solution. With them the race runs on any clone: the C yardstick beside the
// repository (../shared/yardstick) and a compiler are `npm run bench`'s business, not the test's.
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
  const yardstick = peerScript(
    'yardstick',
    `${cli} | sed -E 's/.*"total":"([0-9]+)".*/'"$1"' \\1/'`,
  )
  const wrong = peerScript(
    'wrong',
    `echo "$1 $(( $(${cli} | sed -E 's/.*"total":"([0-9]+)".*/\\1/') + 1 ))"`,
  )

  it('times each peer in the rounds, beside the C yardstick, and records its ratio', async () => {
    const peers: Peer[] = [
      { id: 'faf', path: honest },
      { id: 'takaken', path: honest },
    ]
    const race = await raceYardstick(
      singles,
      { fromN: 8, toN: 8, quick: true, peers, yardstick },
      quiet,
    )
    expect(race.ran).toBe(true)
    if (!race.ran) return
    expect(race.compiler).toContain(yardstick)
    expect(race.peers?.map((p) => p.id)).toEqual(['faf', 'takaken'])
    const [row] = race.rows
    expect(row.total).toBe('92')
    expect(row.peers?.map((p) => p.id)).toEqual(['faf', 'takaken'])
    for (const p of row.peers!) {
      expect(p.ms).toBeGreaterThan(0)
      expect(p.ratio).toBeCloseTo(p.ms / row.yardstickMs, 1)
    }
  }, 60_000)

  it('stops on a peer whose total differs from the yardstick', async () => {
    const peers: Peer[] = [{ id: 'takaken', path: wrong }]
    await expect(
      raceYardstick(singles, { fromN: 8, toN: 8, quick: true, peers, yardstick }, quiet),
    ).rejects.toThrow('race at n = 8: C says 92, Takaken C 93')
  }, 60_000)
})
