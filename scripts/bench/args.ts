import { KNOWN_MAX_N } from '@nqueens/core'
import { parseArgs } from 'node:util'
import { readPeers, type Peer } from './peers.ts'

/** What one benchmark run measures, from `npm run bench -- [options]`. */
export interface BenchOptions {
  /** A run that passes this many ms ends a series ("how far in one second"). */
  capMs: number
  /** Timed runs per counter row; the median is recorded. */
  runs: number
  /** Seeds per local-search row. */
  seeds: number
  /** Race the C yardstick (needs a C compiler). */
  race: boolean
  /** Largest n of the race. */
  raceMax: number
  /** Other public counters raced too (built outside the project; see peers.ts). */
  peers: Peer[]
  /** Count `recordN` once on every core and check it against OEIS (issue #7 asks for n = 18). */
  record: boolean
  /** The n of the record count. */
  recordN: number
  /** Time WebGPU on a software adapter too, when that is all there is (tests the pipeline). */
  softwareGpu: boolean
  /** A small run for tests: tiny caps and sizes, a few seconds. */
  quick: boolean
  /** Where the JSON goes. */
  outDir: string
  /** The command line, for `generatedBy`. */
  argv: string[]
}

const USAGE = `npm run bench -- [--cap MS] [--runs K] [--seeds K] [--race] [--race-max N]
                     [--faf PATH] [--takaken PATH] [--record] [--record-n N] [--software-gpu]
                     [--quick] [--out DIR]
  --cap MS      stop each series at the first run past MS milliseconds (default 1000)
  --runs K      timed runs per counter row, median recorded (default 3)
  --seeds K     seeds per local-search row (default 3)
  --race        race the C yardstick (scripts/yardstick/nq_count.c) at n = 14..race-max
  --race-max N  largest n of the race (default 17)
  --faf PATH    race NQueensFAF's CPU solver too (implies --race): PATH is an executable, built
                outside the project from its public sources, that takes N, counts on every core
                and prints "N TOTAL" on its last line, as the yardstick does
  --takaken PATH  the same for a Takaken-method C counter (pthreads)
  --record      count n = record-n once with the parallel counter on every core, checked against
                OEIS (n = 18: 1 to 3 minutes on 2 cores)
  --record-n N  the n of the record count, implies --record (default 18; 12 with --quick)
  --software-gpu  time WebGPU on a software adapter (SwiftShader, llvmpipe) when there is no GPU,
                to test the pipeline: its rows say it is software, never GPU speed (without a
                GPU, the bench otherwise records why and leaves the WebGPU rows out)
  --quick       a small run (cap 30 ms, 1 run, 2 seeds, n up to 10^4, race to 14) for tests
  --out DIR     where benchmark.json goes (default charts/src)`

/** Reads the command line; throws with the usage text on anything it does not understand. */
export function parseBenchArgs(argv: string[]): BenchOptions {
  const { values } = readArgs(argv)
  if (values.help) throw new Error(USAGE)
  const quick = values.quick
  const peers = readPeersOrUsage(values.faf, values.takaken)
  return {
    capMs: readNumber(values.cap, 'cap', quick ? 30 : 1000, 1, 600_000),
    runs: readNumber(values.runs, 'runs', quick ? 1 : 3, 1, 99),
    seeds: readNumber(values.seeds, 'seeds', quick ? 2 : 3, 1, 99),
    // Naming a peer asks for the race, as --record-n asks for the record.
    race: values.race || peers.length > 0,
    raceMax: readNumber(values['race-max'], 'race-max', quick ? 14 : 17, 4, 20),
    // Naming the n asks for the count: a silently ignored --record-n would be a trap.
    record: values.record || values['record-n'] !== undefined,
    // Up to the last n with a published count, so the record can always be checked.
    recordN: readNumber(values['record-n'], 'record-n', quick ? 12 : 18, 4, KNOWN_MAX_N),
    peers,
    softwareGpu: values['software-gpu'],
    quick,
    outDir: values.out,
    argv,
  }
}

function readNumber(
  text: string | undefined,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  if (text === undefined) return fallback
  const value = Number(text)
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`--${name} must be a whole number from ${min} to ${max}, got ${text}\n${USAGE}`)
  }
  return value
}

function readPeersOrUsage(faf: string | undefined, takaken: string | undefined): Peer[] {
  try {
    return readPeers({ faf, takaken })
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${USAGE}`, { cause: error })
  }
}

/** `parseArgs` with the bench's flags; its own errors (an unknown flag, a stray value) get the usage. */
function readArgs(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        cap: { type: 'string' },
        runs: { type: 'string' },
        seeds: { type: 'string' },
        race: { type: 'boolean', default: false },
        'race-max': { type: 'string' },
        faf: { type: 'string' },
        takaken: { type: 'string' },
        record: { type: 'boolean', default: false },
        'record-n': { type: 'string' },
        'software-gpu': { type: 'boolean', default: false },
        quick: { type: 'boolean', default: false },
        out: { type: 'string', default: 'charts/src' },
        help: { type: 'boolean', default: false },
      },
    })
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${USAGE}`, { cause: error })
  }
}
