import { accessSync, constants, statSync } from 'node:fs'
import { resolve } from 'node:path'

/**
 * Other public N-Queens counters the race can time beside the project (`--faf PATH`,
 * `--takaken PATH`). They are never part of the project: whoever races them builds them from their
 * own public sources in a folder outside the repository, and gives the race an executable that
 * takes N, counts on every core, and prints `N TOTAL` on its last line, as the C yardstick does
 * (a short wrapper script around the peer's own command line is enough).
 */
export const PEERS = {
  faf: {
    flag: 'faf',
    label: 'NQueensFAF',
    about: "NQueensFAF's CpuSolver (Java), every core",
  },
  takaken: {
    flag: 'takaken',
    label: 'Takaken C',
    about: "Takaken's method in C with pthreads, every core",
  },
} as const

export type PeerId = keyof typeof PEERS

export interface Peer {
  id: PeerId
  /** Absolute path of the executable. */
  path: string
}

/**
 * The peers named on the command line, in the order of `PEERS`; throws with a line naming the
 * flag when a path is not an executable file.
 *
 * @example
 * readPeers({ faf: '/work/scratch/faf/run' }) // [{ id: 'faf', path: '/work/scratch/faf/run' }]
 */
export function readPeers(paths: Partial<Record<PeerId, string | undefined>>): Peer[] {
  const peers: Peer[] = []
  for (const id of Object.keys(PEERS) as PeerId[]) {
    const given = paths[id]
    if (given === undefined) continue
    const path = resolve(given)
    if (!isExecutableFile(path)) {
      throw new Error(`--${PEERS[id].flag} must name an executable file, got ${given}`)
    }
    peers.push({ id, path })
  }
  return peers
}

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK)
    return statSync(path).isFile()
  } catch {
    return false
  }
}

/**
 * The total a peer printed: the last line must be `N TOTAL` for the n it was given; anything else
 * is an error naming the peer (a wrong total is caught by the race, which compares all of them).
 *
 * @example
 * peerTotal('faf', 16, 'Starting…\n16 14772512\n') // '14772512'
 */
export function peerTotal(id: PeerId, n: number, stdout: string): string {
  const last = stdout.trim().split('\n').at(-1)?.trim() ?? ''
  const match = /^(\d+)\s+(\d+)$/.exec(last)
  if (match === null || Number(match[1]) !== n) {
    throw new Error(`${PEERS[id].label} printed ${JSON.stringify(last)}, not "${n} TOTAL"`)
  }
  return match[2]
}
