import { readQueens } from '../board/parse.ts'
import { MAX_LISTED_CONFLICTS, verifyPlacement } from '../board/verify.ts'
import { parseCommand } from './args.ts'
import { groupDigits, writeJson, type Io } from './format.ts'
import { usageOf } from './usage.ts'

/** Conflicts listed in the text output; JSON lists all that `verifyPlacement` returns. */
const SHOWN_PAIRS = 20

/** `verify Q [--json]`: exit 0 when Q is a solution, 1 when it is not. */
export function runVerify(args: string[], io: Io): number {
  const { values, positionals } = parseCommand('verify', args, { json: { type: 'boolean' } }, ['Q'])
  if (values.help) return (io.stdout.write(usageOf('verify')), 0)
  const queens = readQueens(positionals[0])
  const { n, valid, complete, conflicts } = verifyPlacement(queens)
  if (values.json) {
    writeJson(io, { n, valid, complete, conflicts })
    return valid ? 0 : 1
  }
  const placed = queens.reduce((sum, c) => sum + (c >= 0 ? 1 : 0), 0)
  if (valid) {
    io.stdout.write(
      `valid: a solution, ${groupDigits(n)} queens on the ${n}×${n} board and no two attack\n`,
    )
    return 0
  }
  const lines = [
    `invalid: ${groupDigits(placed)} of ${groupDigits(n)} rows hold a queen` +
      (conflicts.length === 0
        ? ', none attacks another'
        : `; ${conflicts.length}${conflicts.length >= MAX_LISTED_CONFLICTS ? '+' : ''} attacking pairs`),
  ]
  for (const [r1, c1, r2, c2] of conflicts.slice(0, SHOWN_PAIRS)) {
    const line = c1 === c2 ? 'column' : 'diagonal'
    lines.push(`  ${r1}:${c1} and ${r2}:${c2} (same ${line})`)
  }
  if (conflicts.length > SHOWN_PAIRS) lines.push(`  … (--json lists ${conflicts.length})`)
  if (!complete) {
    const empty: number[] = []
    for (let row = 0; row < n && empty.length <= SHOWN_PAIRS; row++) {
      if (queens[row] < 0) empty.push(row + 1)
    }
    const more = n - placed > empty.length ? ', …' : ''
    lines.push(`  empty rows: ${empty.slice(0, SHOWN_PAIRS).join(', ')}${more}`)
  }
  io.stdout.write(lines.join('\n') + '\n')
  return 1
}
