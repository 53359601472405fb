import { isAbsolute, relative } from 'node:path'
import { PEERS, type PeerId } from './peers.ts'

/** Flags whose value is a path on the machine that ran the bench. */
const PATH_FLAGS = new Set(['faf', 'takaken', 'out'])

/**
 * The command line recorded as `generatedBy`, as a reader could type it: a peer is named by its
 * tool (`--faf <NQueensFAF>`) and `--out` by its place in the repository, since the machine's own
 * paths mean nothing to a reader and would be published with the dashboard.
 *
 * @example
 * describeCommand(['--race', '--faf', '/opt/faf/run'], '/repo')
 * // 'npm run bench -- --race --faf <NQueensFAF>'
 */
export function describeCommand(argv: readonly string[], root: string): string {
  const words: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]
    const [flag, inline] = splitFlag(word)
    if (flag === undefined || !PATH_FLAGS.has(flag)) {
      words.push(word)
      continue
    }
    const value = inline ?? argv[++i]
    words.push(`--${flag}`)
    if (value !== undefined) words.push(describePath(flag, value, root))
  }
  return ['npm run bench', ...(words.length ? ['--', ...words] : [])].join(' ')
}

function splitFlag(word: string): [string | undefined, string | undefined] {
  if (!word.startsWith('--')) return [undefined, undefined]
  const equals = word.indexOf('=')
  return equals < 0 ? [word.slice(2), undefined] : [word.slice(2, equals), word.slice(equals + 1)]
}

function describePath(flag: string, value: string, root: string): string {
  if (flag in PEERS) return `<${PEERS[flag as PeerId].label}>`
  const inside = relative(root, isAbsolute(value) ? value : `${root}/${value}`)
  return inside.startsWith('..') || isAbsolute(inside)
    ? '<a folder outside the repository>'
    : inside
}
