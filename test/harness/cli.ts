import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/** The repository root, where `npm run nqueens` runs the CLI from. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url))

export interface CliRun {
  code: number
  stdout: string
  stderr: string
}

/**
 * Runs the real CLI in a child process (`node --import tsx core/src/cli/main.ts …`), as a user
 * would, for the CLI tests. Never rejects: a non-zero exit is part of what the tests assert.
 */
export function runCli(...args: string[]): Promise<CliRun> {
  return runCliIn(process.env, ...args)
}

/** `runCli` with the environment `env` (the variables Dawn reads to find a GPU, say). */
export function runCliIn(env: NodeJS.ProcessEnv, ...args: string[]): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'core/src/cli/main.ts', ...args],
      { cwd: ROOT, env, timeout: 60_000, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0
        resolve({ code, stdout, stderr })
      },
    )
  })
}
