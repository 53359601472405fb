import { KNOWN_SOURCE, type KnownCount } from '../board/known.ts'

/**
 * @module
 * Output helpers shared by the commands.
 */

/** Where a command writes; `process` streams in the CLI. */
export interface Io {
  stdout: { write(text: string): unknown }
  stderr: { write(text: string): unknown; isTTY?: boolean }
}

/**
 * Groups digits in threes with commas.
 *
 * @example
 * groupDigits(2207893435808352n) // '2,207,893,435,808,352'
 */
export function groupDigits(value: bigint | number): string {
  return value.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** Writes one JSON object on one line. Bigints become decimal strings, as everywhere in JSON. */
export function writeJson(io: Io, value: unknown): void {
  io.stdout.write(
    JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) + '\n',
  )
}

/** Milliseconds since `start`, rounded to whole ms (one decimal under 10 ms). */
export function elapsedMs(start: number): number {
  const ms = performance.now() - start
  return ms < 10 ? Math.round(ms * 10) / 10 : Math.round(ms)
}

/** Quotes an argument for a shell only when it needs it (cursors are base64url and never do). */
function shellQuote(arg: string): string {
  return /^[\w.,:=/+-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`
}

/**
 * The command that repeats a call with a cursor, for partial answers: `npx nqueens …`, which runs
 * the package's bin wherever it is installed (in a project, globally, or in this repository).
 */
export function resumeCommand(args: string[]): string {
  return ['npx', 'nqueens', ...args].map(shellQuote).join(' ')
}

/** The published counts of n and their sources, as `--json` gives them beside a partial count. */
export function referenceOf(known: KnownCount) {
  return {
    total: known.total,
    unique: known.unique,
    source: KNOWN_SOURCE.total,
    uniqueSource: KNOWN_SOURCE.unique,
  }
}

/** The text output's line for a reference: the published total, not computed here. */
export function referenceLine(reference: ReturnType<typeof referenceOf>): string {
  return `reference, not computed here: ${groupDigits(reference.total)} solutions, ${reference.source}`
}
