import { encodeQueens } from '../board/encode.ts'
import { MAX_PARSED_N, readQueens } from '../board/parse.ts'
import { renderRows, renderSpaced } from '../board/render-text.ts'
import { renderSvg } from '../board/render-svg.ts'
import { verifyPlacement } from '../board/verify.ts'
import { InvalidInputError } from '../errors.ts'
import { defaultFinderId, getFinder } from '../find/index.ts'
import { parseCommand, readOptionalWhole, readString, readWhole } from './args.ts'
import { elapsedMs, groupDigits, resumeCommand, writeJson, type Io } from './format.ts'
import { usageOf } from './usage.ts'

/** Boards up to this size are drawn by default; larger ones get a summary unless --format asks. */
const DRAW_UP_TO_N = 64
/** How many columns the summary of a large board shows. */
const PREVIEW_ENTRIES = 12
const FORMATS = ['rows', 'spaced', 'svg'] as const

/** `solve N [--queens Q] [--method ID] [--seed S] [--budget NODES] [--cursor C] [--format F] [--json]` */
export function runSolve(args: string[], io: Io): number {
  const { values, positionals } = parseCommand(
    'solve',
    args,
    {
      queens: { type: 'string' },
      method: { type: 'string' },
      seed: { type: 'string' },
      budget: { type: 'string' },
      cursor: { type: 'string' },
      format: { type: 'string' },
      json: { type: 'boolean' },
    },
    ['N'],
  )
  if (values.help) return (io.stdout.write(usageOf('solve')), 0)
  const n = readWhole(positionals[0], 'n')
  const format = readString(values.format)
  if (format !== undefined && !(FORMATS as readonly string[]).includes(format)) {
    throw new InvalidInputError('format', `must be one of ${FORMATS.join(', ')}, got "${format}"`)
  }
  const queensText = readString(values.queens)
  if (queensText !== undefined && n > MAX_PARSED_N) {
    throw new InvalidInputError('queens', `can be given for boards up to ${MAX_PARSED_N} wide`)
  }
  const preset = queensText === undefined ? undefined : readQueens(queensText, n)
  const placed = preset !== undefined && preset.some((c) => c >= 0)
  const finder = getFinder(readString(values.method) ?? defaultFinderId(n, placed))
  const seed = readOptionalWhole(values.seed, 'seed')
  const budget = readOptionalWhole(values.budget, 'budget')
  const cursor = readString(values.cursor)

  const start = performance.now()
  const result = finder.solve(n, { queens: placed ? preset : undefined, seed, budget, cursor })
  const ms = elapsedMs(start)
  const board = result.queens ?? preset ?? new Int32Array(n).fill(-1)

  if (values.json) {
    writeJson(io, {
      n,
      method: result.method,
      seed: result.seed,
      status: result.status,
      queens: encodeQueens(board),
      conflicts: result.conflicts,
      nodes: result.nodes,
      ms,
      cursor: result.cursor,
    })
    return 0
  }
  const seedText = result.seed === undefined ? '' : ` (seed ${result.seed})`
  const cost = `${groupDigits(result.nodes)} nodes, ${ms} ms`
  const lines: string[] = []
  if (result.status === 'solved') {
    lines.push(`n = ${n}: solved by ${result.method}${seedText}, ${cost}`)
    // A cheap O(n) second opinion, so the answer printed is one this process has verified.
    if (!verifyPlacement(board).valid) throw new Error(`${result.method} returned a non-solution`)
  } else if (result.status === 'unsatisfiable') {
    const why = result.conflicts?.length
      ? `the given queens attack each other: ${result.conflicts.map(describePair).join(', ')}`
      : 'no solution completes the given queens (the whole search was tried)'
    lines.push(`n = ${n}: unsatisfiable by ${result.method}${seedText}, ${cost}: ${why}`)
  } else {
    lines.push(`n = ${n}: partial, no solution yet from ${result.method}${seedText}, ${cost}`)
    if (result.cursor !== undefined) {
      const again = ['solve', String(n), '--method', result.method]
      if (queensText !== undefined) again.push('--queens', queensText)
      if (result.seed !== undefined) again.push('--seed', String(result.seed))
      if (budget !== undefined) again.push('--budget', String(budget))
      lines.push(`resume: ${resumeCommand([...again, '--cursor', result.cursor])}`)
    }
  }

  if (format === 'svg') {
    const title = `${n}-queens board, ${result.status} by ${result.method}`
    io.stdout.write(renderSvg(board, { highlight: 'conflicts', title }) + '\n')
    if (result.status !== 'solved') io.stderr.write(`nqueens: ${lines.join('\n')}\n`)
    return 0
  }
  if (result.status !== 'partial' || result.queens !== undefined) {
    if (format !== undefined || n <= DRAW_UP_TO_N) {
      lines.push(`queens: ${encodeQueens(board)}`)
      lines.push(format === 'spaced' ? renderSpaced(board) : renderRows(board))
    } else {
      const shown = encodeQueens(board.subarray(0, PREVIEW_ENTRIES))
      lines.push(
        `queens: ${shown},… (${groupDigits(n)} rows; --json prints them all, ` +
          '--format rows draws boards up to 1,000)',
      )
    }
  }
  io.stdout.write(lines.join('\n') + '\n')
  return 0
}

function describePair([r1, c1, r2, c2]: number[]): string {
  return `${r1}:${c1} and ${r2}:${c2}`
}
