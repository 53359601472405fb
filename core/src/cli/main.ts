import { InvalidInputError } from '../errors.ts'
import { GpuUnavailableError } from '../gpu/gpu-request.ts'
import { GpuDeviceLostError } from '../gpu/gpu-lost.ts'
import { loadLanes } from '../node/lanes.ts'
import { UsageError } from './args.ts'
import { runCount } from './count.ts'
import { runSolutions } from './solutions.ts'
import { runSolve } from './solve.ts'
import { runTree } from './tree.ts'
import { runVerify } from './verify.ts'
import type { Io } from './format.ts'
import { usageOf } from './usage.ts'

/**
 * The nqueens command line, the package's bin: `nqueens <command> …` (`npm run nqueens -- …` in
 * this repository). This file only dispatches; each command lives in its own file. Exit status:
 * 0 answered, 1 `verify` found the board invalid or a GPU count lost its device, 2 bad input (one
 * line on stderr, an adapter missing for `--engine webgpu` too) or a command
 * line that fits no usage (usage on stderr).
 */
const COMMANDS: Record<string, (args: string[], io: Io) => number | Promise<number>> = {
  count: runCount,
  solve: runSolve,
  solutions: runSolutions,
  verify: runVerify,
  tree: runTree,
}

export async function main(argv: string[], io: Io): Promise<number> {
  const [command, ...args] = argv
  if (command === '--help' || command === '-h' || command === 'help') {
    io.stdout.write(usageOf())
    return 0
  }
  // hasOwn: `nqueens toString` is an unknown command, not a method of Object.prototype.
  const run =
    command !== undefined && Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined
  if (!run) {
    const what =
      command === undefined ? 'no command given' : `unknown command ${JSON.stringify(command)}`
    io.stderr.write(`nqueens: ${what}\n\n${usageOf()}`)
    return 2
  }
  try {
    return await run(args, io)
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`nqueens: ${error.message}\n${usageOf(error.command)}`)
      return 2
    }
    if (error instanceof InvalidInputError) {
      io.stderr.write(`nqueens: ${error.message}\n`)
      return 2
    }
    if (error instanceof GpuUnavailableError) {
      io.stderr.write(`nqueens: --engine webgpu: ${error.message}\n`)
      return 2
    }
    if (error instanceof GpuDeviceLostError) {
      io.stderr.write(`nqueens: ${error.message}; nothing it counted is kept\n`)
      return 1
    }
    throw error
  }
}

// A reader that stops early (`nqueens solve 100000 --json | head`) closes the pipe: the output
// ends there, which is what that reader asked for, not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error
  process.exit(process.exitCode ?? 0)
})
// Node is this command's host: the lanes module is compiled here and handed to core.
loadLanes()
process.exitCode = await main(process.argv.slice(2), process)
