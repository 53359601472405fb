import { parseArgs, type ParseArgsConfig } from 'node:util'
import { InvalidInputError } from '../errors.ts'
import { describeValue } from '../validate.ts'

/** A command line that does not fit the usage (unknown command or flag, wrong arguments). */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly command?: string,
  ) {
    super(message)
    this.name = 'UsageError'
  }
}

type Options = NonNullable<ParseArgsConfig['options']>

export interface Parsed {
  values: Record<string, string | boolean | undefined>
  positionals: string[]
}

/**
 * Parses one command's arguments strictly (`node:util` `parseArgs`): an unknown flag, a flag
 * without its value, or a wrong number of positionals is a `UsageError`.
 */
export function parseCommand(
  command: string,
  args: string[],
  options: Options,
  positionals: string[],
): Parsed {
  let parsed: Parsed
  try {
    parsed = parseArgs({
      args,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    })
  } catch (error) {
    // Node appends a hint about '--' after the first sentence; the usage below says more.
    throw new UsageError((error as Error).message.split(/\. |\n/)[0], command)
  }
  if (parsed.values.help) return parsed
  if (parsed.positionals.length < positionals.length) {
    const missing = positionals[parsed.positionals.length]
    throw new UsageError(`${command} needs ${missing}`, command)
  }
  if (parsed.positionals.length > positionals.length) {
    const extra = parsed.positionals[positionals.length]
    throw new UsageError(`${command} takes no argument ${JSON.stringify(extra)}`, command)
  }
  return parsed
}

/**
 * Reads a whole number written by a person: digits, optionally grouped with `_` or `,`
 * (`1_000_000`). Ranges are validated by core, which knows each algorithm's limits.
 */
export function readWhole(text: string | boolean | undefined, parameter: string): number {
  const digits = typeof text === 'string' ? text.replace(/[_,](?=\d{3})/g, '') : ''
  if (!/^\d{1,16}$/.test(digits)) {
    throw new InvalidInputError(parameter, `must be a whole number, got ${describeValue(text)}`)
  }
  return Number(digits)
}

/** Like `readWhole`, but undefined stays undefined (the flag was not given). */
export function readOptionalWhole(
  text: string | boolean | undefined,
  parameter: string,
): number | undefined {
  return text === undefined ? undefined : readWhole(text, parameter)
}

/** A string flag's value, or undefined. */
export function readString(value: string | boolean | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined
}
