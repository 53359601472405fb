import { describe, expect, it } from 'vitest'
import { describeCommand } from './command.ts'

describe('describeCommand', () => {
  it('names the peers by tool, never by their path on this machine', () => {
    const argv = ['--race', '--faf', '/work/scratch/peers/faf/run', '--takaken=/home/me/tk/run']
    expect(describeCommand(argv, '/repo')).toBe(
      'npm run bench -- --race --faf <NQueensFAF> --takaken <Takaken C>',
    )
  })

  it('keeps an --out inside the repository as its relative path, and hides one outside it', () => {
    expect(describeCommand(['--out', 'charts/src'], '/repo')).toBe(
      'npm run bench -- --out charts/src',
    )
    expect(describeCommand(['--out', '/repo/charts/src'], '/repo')).toBe(
      'npm run bench -- --out charts/src',
    )
    expect(describeCommand(['--quick', '--out', '/tmp/bench-x'], '/repo')).toBe(
      'npm run bench -- --quick --out <a folder outside the repository>',
    )
  })

  it('is the bare command without options, and keeps every other option as given', () => {
    expect(describeCommand([], '/repo')).toBe('npm run bench')
    expect(describeCommand(['--race', '--race-max', '18', '--record'], '/repo')).toBe(
      'npm run bench -- --race --race-max 18 --record',
    )
  })
})
