import { readQueens } from '../board/parse.ts'
import { knownCount } from '../board/known.ts'
import {
  COMPLETIONS_ID,
  COMPLETIONS_MAX_N,
  countCompletions,
} from '../count/completions/completions.ts'
import { validateN } from '../validate.ts'
import {
  elapsedMs,
  groupDigits,
  referenceLine,
  referenceOf,
  resumeCommand,
  writeJson,
  type Io,
} from './format.ts'
import { progressBar } from './progress.ts'

export interface CompletionArgs {
  /** The pre-placed queens as written (`1,3,0,0,…` or `1:1,2:3`); undefined = an empty board. */
  queensText: string | undefined
  budget: number | undefined
  cursor: string | undefined
  json: boolean
}

/**
 * `count N --queens Q`: counts the solutions that keep the pre-placed queens, exactly, within the
 * budget, resumable by cursor. Queens that attack each other are answered (0, with the pairs),
 * not refused: the board is well-formed, it just has no completion.
 */
export function countCompletionsCommand(n: number, args: CompletionArgs, io: Io): number {
  validateN(n, COMPLETIONS_MAX_N)
  const queens = args.queensText === undefined ? undefined : readQueens(args.queensText, n)
  const bar = progressBar(io, `count ${n}`)
  const start = performance.now()
  let result
  try {
    result = countCompletions(n, {
      queens,
      budget: args.budget,
      cursor: args.cursor,
      onProgress: (fraction) => bar.update(fraction),
    })
  } finally {
    bar.finish()
  }
  const ms = elapsedMs(start)
  const { algorithm, status, total, placed, nodes, cursor, conflicts } = result
  let resume: string | undefined
  if (cursor !== undefined) {
    const again = ['count', String(n)]
    if (args.queensText !== undefined) again.push('--queens', args.queensText)
    else again.push('--algorithm', COMPLETIONS_ID)
    if (args.budget !== undefined) again.push('--budget', String(args.budget))
    resume = resumeCommand([...again, '--cursor', cursor])
  }
  // Without queens every solution counts: a partial count has the published value beside it.
  const known = queens === undefined && cursor !== undefined ? knownCount(n) : undefined
  const reference = known ? referenceOf(known) : undefined
  if (args.json) {
    const board = queens === undefined ? undefined : Array.from(queens, (c) => c + 1)
    writeJson(io, {
      n,
      algorithm,
      status,
      queens: board,
      placed,
      total,
      nodes,
      ms,
      cursor,
      resume,
      reference,
      conflicts,
    })
    return 0
  }
  const given = `${placed} ${placed === 1 ? 'queen' : 'queens'} placed`
  const lines: string[] = []
  const solutions = (count: bigint) =>
    `${groupDigits(count)} ${count === 1n ? 'completion' : 'completions'}`
  if (conflicts) {
    const pairs = conflicts.map(([r1, c1, r2, c2]) => `${r1}:${c1} and ${r2}:${c2}`).join(', ')
    lines.push(`n = ${n}, ${given}: 0 completions: the given queens attack each other: ${pairs}`)
  } else if (status === 'complete') {
    lines.push(`n = ${n}, ${given}: ${solutions(total)}`)
  } else {
    lines.push(`n = ${n}, ${given}: partial, ${solutions(total)} so far`)
  }
  lines.push(`algorithm ${algorithm}, ${groupDigits(nodes)} nodes, ${ms} ms`)
  if (resume !== undefined) lines.push(`resume: ${resume}`)
  if (reference !== undefined) lines.push(referenceLine(reference))
  io.stdout.write(lines.join('\n') + '\n')
  return 0
}
