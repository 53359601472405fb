import { COUNT_ALGORITHMS, SOLVE_METHODS } from './algorithms.ts'

/** The usage text's width, as a terminal's. */
const WIDTH = 92

/** `    --flag: a, b, c` wrapped within WIDTH, its further lines under the first id. */
function listed(flag: string, ids: readonly string[]): string {
  const head = `    ${flag}: `
  const lines = [head]
  for (const [i, id] of ids.entries()) {
    const word = i < ids.length - 1 ? `${id}, ` : id
    if (lines.at(-1)!.length + word.trimEnd().length > WIDTH) lines.push(' '.repeat(head.length))
    lines[lines.length - 1] += word
  }
  return lines.map((line) => line.trimEnd()).join('\n')
}

/** The usage text, one block per command; `nqueens --help` prints all of it. */
const COMMAND_USAGE: Record<string, string> = {
  count:
    'nqueens count N [--queens Q] [--algorithm ID] [--engine auto|webgpu|lanes] [--budget NODES]\n' +
    '              [--cursor C] [--threads T] [--json]\n' +
    '    count all solutions for an N×N board (default: parallel, the fastest exact counter on\n' +
    `    all cores); with --queens, the solutions that keep them (completions)\n` +
    listed('--algorithm', COUNT_ALGORITHMS) +
    '\n' +
    '    --engine: webgpu counts on the GPU (Dawn, the optional package webgpu), lanes on every\n' +
    '    core; auto (the default) takes a hardware GPU from N = 16 on, else the lanes',
  solve:
    'nqueens solve N [--queens Q] [--method ID] [--seed S] [--budget NODES] [--cursor C]\n' +
    '              [--format rows|spaced|svg] [--json]\n' +
    '    find one solution, or complete pre-placed queens (Q like 1,3,0,0,0,0,0,0 or 1:1,2:3)\n' +
    listed('--method', SOLVE_METHODS),
  solutions:
    'nqueens solutions N [--queens Q] [--limit K] [--cursor C] [--json]\n' +
    '    list solutions in lexicographic order, K per page, with the cursor of the next page',
  verify:
    'nqueens verify Q [--json]\n' +
    '    verify a board (like 4,7,3,8,2,5,1,6); exit 0 when it is a solution, 1 when not',
  tree: 'nqueens tree N\n    print the recursion tree of a backtracking search (N ≤ 8)',
}

const USAGE =
  'usage: nqueens <command> [arguments]\n\n' +
  Object.values(COMMAND_USAGE).join('\n\n') +
  '\n\nQueens are 1-based columns by row, top to bottom, 0 for an empty row. Budgets count nodes\n' +
  '(placements tried or moves made), never time. Exit status: 0 answered, 1 verify found the\n' +
  'board invalid or a GPU count lost its device, 2 bad input (or no GPU for --engine webgpu).\n'

/** Usage for one command, or all of it. */
export function usageOf(command?: string): string {
  const one = command === undefined ? undefined : COMMAND_USAGE[command]
  return one === undefined ? USAGE : `usage: ${one}\n`
}
