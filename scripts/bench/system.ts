import { execFileSync } from 'node:child_process'
import os from 'node:os'
import type { Machine } from '@nqueens/charts/benchmark-schema'

/** The machine the numbers come from: a benchmark without it cannot be compared with anything. */
export function describeMachine(): Machine {
  const cpus = os.cpus()
  return {
    cpuModel: cpus[0]?.model.trim() || 'unknown',
    cores: Math.max(1, os.availableParallelism?.() ?? cpus.length),
    memoryBytes: os.totalmem(),
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
  }
}

/** The commit the code was measured at, with `-dirty` when the working tree had changes. */
export function describeCommit(): string {
  try {
    const sha = git(['rev-parse', 'HEAD'])
    const dirty = git(['status', '--porcelain', '--untracked-files=no']) !== ''
    return dirty ? `${sha}-dirty` : sha
  } catch {
    return 'unknown'
  }
}

function git(args: string[]): string {
  return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
}
