import { encodeQueens } from '../board/encode.ts'
import { MAX_PARSED_N, readQueens } from '../board/parse.ts'
import { InvalidInputError } from '../errors.ts'
import { listSolutions } from '../find/index.ts'
import { parseCommand, readOptionalWhole, readString, readWhole } from './args.ts'
import { groupDigits, resumeCommand, writeJson, type Io } from './format.ts'
import { usageOf } from './usage.ts'

/** `solutions N [--queens Q] [--limit K] [--cursor C] [--json]`: one page, in lexicographic order. */
export function runSolutions(args: string[], io: Io): number {
  const { values, positionals } = parseCommand(
    'solutions',
    args,
    {
      queens: { type: 'string' },
      limit: { type: 'string' },
      cursor: { type: 'string' },
      json: { type: 'boolean' },
    },
    ['N'],
  )
  if (values.help) return (io.stdout.write(usageOf('solutions')), 0)
  const n = readWhole(positionals[0], 'n')
  const queensText = readString(values.queens)
  if (queensText !== undefined && n > MAX_PARSED_N) {
    throw new InvalidInputError('n', `must be at most ${MAX_PARSED_N} when queens are given`)
  }
  const queens = queensText === undefined ? undefined : readQueens(queensText, n)
  const limit = readOptionalWhole(values.limit, 'limit')
  const cursor = readString(values.cursor)
  const page = listSolutions(n, { queens, limit, cursor })

  if (values.json) {
    writeJson(io, {
      n,
      solutions: page.solutions.map((s) => encodeQueens(s)),
      status: page.status,
      nodes: page.nodes,
      cursor: page.cursor,
    })
    return 0
  }
  const lines = page.solutions.map((s) => encodeQueens(s))
  const count = page.solutions.length
  const found = `${count} solution${count === 1 ? '' : 's'}`
  const state = page.status === 'complete' ? 'the last page' : 'more may follow'
  lines.push(`n = ${n}: ${found} on this page, ${state} (${groupDigits(page.nodes)} nodes)`)
  if (page.cursor !== undefined) {
    const again = ['solutions', String(n)]
    if (queensText !== undefined) again.push('--queens', queensText)
    if (limit !== undefined) again.push('--limit', String(limit))
    lines.push(`next page: ${resumeCommand([...again, '--cursor', page.cursor])}`)
  }
  io.stdout.write(lines.join('\n') + '\n')
  return 0
}
