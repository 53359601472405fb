import { spawn } from 'node:child_process'
import { COMPLETIONS_ID } from '../count/index.ts'
import { COUNTER_IDS, FINDER_IDS } from '../types.ts'
import { describe, expect, it } from 'vitest'
import { ROOT, runCli } from '../../../test/harness/cli.ts'

describe('nqueens', () => {
  it('prints the usage for --help (exit 0) and on stderr for no or an unknown command (exit 2)', async () => {
    const [help, none, unknown, commandHelp, inherited] = await Promise.all([
      runCli('--help'),
      runCli(),
      runCli('frobnicate'),
      runCli('solve', '--help'),
      runCli('toString'),
    ])
    expect(help).toMatchObject({ code: 0, stderr: '' })
    for (const command of ['count', 'solve', 'solutions', 'verify', 'tree']) {
      expect(help.stdout).toContain(`nqueens ${command} `)
    }
    // Every algorithm count and solve take is named: the one-thread constellation count, the
    // completions count and every finder too.
    for (const id of [...COUNTER_IDS, COMPLETIONS_ID, ...FINDER_IDS]) {
      expect(help.stdout).toMatch(new RegExp(`[ ,]${id}[,\\n]`))
    }
    expect(none).toMatchObject({ code: 2, stdout: '' })
    expect(none.stderr).toMatch(/^nqueens: no command given\n\nusage: /)
    expect(unknown).toMatchObject({ code: 2, stdout: '' })
    expect(unknown.stderr).toMatch(/^nqueens: unknown command "frobnicate"\n/)
    expect(inherited).toMatchObject({ code: 2, stdout: '' })
    expect(commandHelp).toMatchObject({ code: 0, stderr: '' })
    expect(commandHelp.stdout).toMatch(/^usage: nqueens solve N/)
  })

  it('ends quietly with exit 0 when the reader closes the pipe early (solve 100000 --json | head)', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'core/src/cli/main.ts', 'solve', '100000', '--json'],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += chunk))
    // The answer is some 590 kB, more than a pipe holds: the reader leaves after the first chunk.
    const first = await new Promise<string>((resolve) =>
      child.stdout.once('data', (chunk) => resolve(String(chunk))),
    )
    child.stdout.destroy()
    const code = await new Promise((resolve) => child.on('close', resolve))
    expect(first).toMatch(/^\{"n":100000,/)
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' })
  })
})
