/**
 * @module
 * The shape of `benchmark.json`, defined once: `scripts/bench` validates with it before writing,
 * and the site parses with it when it builds, so a file the site cannot read is never written.
 *
 * Conventions: times are milliseconds (floating point); counts are exact decimal strings, since
 * totals pass 2^53 at n = 26; memory is in bytes.
 *
 * Memory, as measured (in one process, after a forced garbage collection before each run):
 * - `heapBytes`: growth of V8 heap plus ArrayBuffer memory (`heapUsed + arrayBuffers`) from just
 *   before a run to just after it: what the run allocated and still held when it ended, so typed
 *   arrays of a million-queen board count, and short-lived garbage may count too.
 * - `rssBytes`: growth of the process's peak resident set (`resourceUsage().maxRSS`) during the
 *   run: 0 unless the run pushed the process past its earlier high-water mark. The bench runs n
 *   upward, so the run that needs more memory than any before it shows how much more.
 * Both are the largest over the repeated runs of one row.
 */
import { z } from 'zod'

/** A non-negative whole number, as a decimal string (exact past 2^53). */
const Count = z.string().regex(/^(0|[1-9][0-9]*)$/, 'an exact count as a decimal string')
const Ms = z.number().nonnegative()
const Bytes = z.number().int()

export const MachineSchema = z.object({
  cpuModel: z.string(),
  cores: z.number().int().positive(),
  memoryBytes: z.number().int().positive(),
  node: z.string(),
  os: z.string(),
})

/**
 * The GPU a WebGPU row ran on, as WebGPU names it. `software`: a software adapter (SwiftShader,
 * llvmpipe), admitted only by `npm run bench -- --software-gpu` to test the pipeline: it runs on
 * the CPU, so its times are never GPU speed.
 */
export const AdapterSchema = z.object({
  name: z.string(),
  vendor: z.string(),
  architecture: z.string(),
  software: z.boolean(),
})

export const CounterRowSchema = z.object({
  n: z.number().int().positive(),
  /**
   * `complete`: counted; `over-cap`: stopped past the cap, by the node budget that bounds a CPU
   * counter's run, or by the time limit the WebGPU series checks between rounds.
   */
  status: z.enum(['complete', 'over-cap']),
  total: Count.optional(),
  unique: Count.optional(),
  /** Median of the runs; for `over-cap`, the time at which the run was stopped (a lower bound). */
  ms: Ms,
  runs: z.array(Ms).min(1),
  /** Nodes visited; for a WebGPU run stopped over the cap, 0 (the GPU's counts are read at the end). */
  nodes: z.number().int().nonnegative(),
  heapBytes: Bytes,
  rssBytes: Bytes,
})

export const CounterSchema = z.object({
  id: z.string(),
  threads: z.number().int().positive(),
  rows: z.array(CounterRowSchema).min(1),
  /** The largest n whose median time is within the cap, or null when even the first n is not. */
  maxNWithinCap: z.number().int().positive().nullable(),
  /** Why it stopped: a run passed the cap, or the counter accepts no larger n. */
  stoppedBy: z.enum(['cap', 'max-n']),
  /**
   * The engine it counted on, for the counters that have more than one (`constellation`,
   * `parallel`): the WebAssembly lanes, as the CLI, the Worker and the browser run them, the walk,
   * or `webgpu`, core's WGSL kernel on the GPU named by `adapter`.
   */
  engine: z.enum(['lanes', 'walk', 'webgpu']).optional(),
  /** The GPU of a `webgpu` series, as WebGPU names it. */
  adapter: AdapterSchema.optional(),
})

export const CountRowSchema = z.object({
  n: z.number().int().positive(),
  total: Count,
  /** From the counters that classify by symmetry; absent when none reached this n. */
  unique: Count.optional(),
  /** The counters whose complete runs gave this count (they all agreed, or the bench fails). */
  by: z.array(z.string()).min(1),
})

export const LocalSearchRowSchema = z.object({
  n: z.number().int().positive(),
  status: z.enum(['solved', 'over-cap']),
  seeds: z.array(z.number().int()).min(1),
  /** Solver time per seed; median, min and max over seeds. */
  ms: Ms,
  msMin: Ms,
  msMax: Ms,
  runs: z.array(Ms).min(1),
  nodes: z.number().int().nonnegative(),
  heapBytes: Bytes,
  rssBytes: Bytes,
})

export const FinderSchema = z.object({
  id: z.string(),
  randomised: z.boolean(),
  rows: z.array(LocalSearchRowSchema).min(1),
  maxNWithinCap: z.number().int().positive().nullable(),
  stoppedBy: z.enum(['cap', 'max-n', 'largest-n']),
})

export const WorkerRateSchema = z.object({
  /**
   * Median nodes per millisecond of the single-thread counters (the ones a Worker can run) over
   * the rows below: what sizes the Worker's node budget per request.
   */
  nodesPerMs: z.number().positive(),
  counters: z.array(z.string()).min(1),
  /** Each counter's own median nodes per millisecond. */
  perCounter: z.record(z.string(), z.number().positive()),
  /** Rows of at least this many ms were used, so timer noise does not dominate. */
  minMs: Ms,
  samples: z.array(
    z.object({ counter: z.string(), n: z.number().int(), nodesPerMs: z.number().positive() }),
  ),
})

export const RaceRowSchema = z.object({
  n: z.number().int().positive(),
  total: Count,
  /** Whole process of the C yardstick, median of its runs. */
  yardstickMs: Ms,
  /** The `symmetry` counter on one thread, in this process (solver time). */
  symmetryMs: Ms,
  /** The `constellation` counter on one thread, in this process (absent from older runs). */
  constellationMs: Ms.optional(),
  /**
   * `nqueens count N --engine lanes` (default algorithm, all cores), whole process, wall time;
   * runs before the CLI had a GPU engine ran plain `nqueens count N`, which then counted on the lanes.
   */
  cliMs: Ms,
  symmetryRatio: z.number().positive(),
  constellationRatio: z.number().positive().optional(),
  cliRatio: z.number().positive(),
  /** `nqueens count N --engine webgpu`, whole process, wall time: only where the bench had a GPU. */
  gpuCliMs: Ms.optional(),
  gpuCliRatio: z.number().positive().optional(),
  /** Other public counters raced as whole processes on every core (`--faf`, `--takaken`). */
  peers: z.array(z.object({ id: z.string(), ms: Ms, ratio: z.number().positive() })).optional(),
  rounds: z.number().int().positive(),
})

export const RaceSchema = z.union([
  z.object({
    ran: z.literal(true),
    compiler: z.string(),
    flags: z.string(),
    cliCommand: z.string(),
    /** The GPU's row (`gpuCliMs`): its command and the adapter the CLI named in its answers. */
    gpuCliCommand: z.string().optional(),
    gpuAdapter: AdapterSchema.optional(),
    /** The peers raced, by id as in each row: a short label and what each one is. */
    peers: z.array(z.object({ id: z.string(), label: z.string(), about: z.string() })).optional(),
    rows: z.array(RaceRowSchema),
  }),
  z.object({ ran: z.literal(false), reason: z.string() }),
])

/**
 * WebGPU against the CPU lanes in the same run: at each n, `engine.count(n)` on the GPU and
 * `countParallel(n)` on every core, in this process, in alternating rounds; ratio = GPU time ÷
 * lanes time (below 1: the GPU is faster). Absent with the reason when the bench had no GPU.
 */
export const GpuSchema = z.union([
  z.object({
    ran: z.literal(true),
    adapter: AdapterSchema,
    /** The threads the lanes counted on (every core). */
    lanesThreads: z.number().int().positive(),
    againstLanes: z
      .array(
        z.object({
          n: z.number().int().positive(),
          total: Count,
          /** Medians over the rounds. */
          gpuMs: Ms,
          lanesMs: Ms,
          ratio: z.number().positive(),
          rounds: z.number().int().positive(),
        }),
      )
      .min(1),
  }),
  /** No WebGPU rows: why (no adapter, only a software one, no `webgpu` package), in Dawn's terms. */
  z.object({ ran: z.literal(false), reason: z.string() }),
])

/**
 * One count of a large n (`--record`; issue #7 asks for n = 18) with the default counter on every
 * core, timed as a whole, worker start-up included, and checked against the published counts.
 */
export const RecordCountSchema = z.union([
  z.object({
    ran: z.literal(true),
    n: z.number().int().positive(),
    /** The counter that ran: `parallel`, the default of `nqueens count`. */
    algorithm: z.string(),
    threads: z.number().int().positive(),
    total: Count,
    unique: Count,
    /** Wall time of the one count. */
    ms: Ms,
    nodes: z.number().int().nonnegative(),
    /** The published counts (OEIS A000170 and A002562) and whether this count equals them. */
    knownTotal: Count,
    knownUnique: Count,
    totalMatches: z.boolean(),
    uniqueMatches: z.boolean(),
    /** Solutions by the row-0 queen's column (OEIS A059963), from the same count. */
    byFirstRow: z.array(Count).optional(),
    /** Whether they add up to the published total and read the same from either edge. */
    firstRowChecked: z.boolean().optional(),
  }),
  z.object({ ran: z.literal(false), reason: z.string() }),
])

export const PaperRowSchema = z.object({
  n: z.number().int().positive(),
  /** `solved` for every seed, or `over-cap`: a seed was stopped by the budget that bounds a run. */
  status: z.enum(['solved', 'over-cap']),
  /**
   * Mean solver CPU time (user + system) over the seeds (the paper averages), which a busy shared
   * machine inflates less than wall time; for `over-cap`, the stopped run's.
   */
  ms: Ms,
  /** One time per seed, seeds 1, 2, … */
  runs: z.array(Ms).min(1),
  /** Mean nodes (neuron updates or swaps tried) over the seeds. */
  nodes: z.number().int().nonnegative(),
})

/** 清水・林 (1990), figure 1 and its remarks, re-run: ①②③ over n = 8, 16, 32, … */
export const PaperSchema = z.object({
  algorithms: z.array(
    z.object({
      id: z.string(),
      rows: z.array(PaperRowSchema).min(1),
      stoppedBy: z.enum(['cap', 'max-n']),
    }),
  ),
  /** Attacking pairs of the 3n-swap start (the paper: about 2n/3), mean over seeds, per n. */
  startEnergy: z
    .array(
      z.object({
        n: z.number().int().positive(),
        seeds: z.number().int().positive(),
        meanPairs: z.number().nonnegative(),
      }),
    )
    .min(1),
  /** ③ at a million queens, once, CPU time (the paper: about 10^4 s on a Sun4); 10^4 with --quick. */
  million: z.object({
    n: z.number().int().positive(),
    seed: z.number().int(),
    ms: Ms,
    nodes: z.number().int().nonnegative(),
  }),
})

/** The sources' own experiments, re-run here (scripts/bench/sources.ts). */
export const SourcesSchema = z.object({
  /** 000's exercise: brute force at 10×10, predicted by n^n from the last complete row, then run. */
  bruteForce: z.object({
    n: z.number().int().positive(),
    fromN: z.number().int().positive(),
    fromMs: Ms,
    predictedMs: Ms,
    ms: Ms,
    total: Count,
    nodes: z.number().int().nonnegative(),
  }),
  /** 001's search: lexicographic flag-array enumeration to the first board keeping its queens. */
  javaSearch: z.array(
    z.object({
      n: z.number().int().positive(),
      ms: Ms,
      /** Solutions enumerated up to and including the one that keeps the queens. */
      solutionsPassed: z.number().int().positive(),
      nodes: z.number().int().nonnegative(),
      /** That board, 1-based columns. */
      board: z.array(z.number().int().positive()),
      /** `first` with the queens placed up front: the same board, pruned. */
      firstMs: Ms,
      firstNodes: z.number().int().nonnegative(),
      /** How many solutions keep the queens (`countCompletions`), and how long counting took. */
      completions: Count,
      completionsMs: Ms,
    }),
  ),
  /** 004's shuffle: tries to a solution, mean over seeds, against n!/Q(n). */
  shuffle: z.array(
    z.object({
      n: z.number().int().positive(),
      seeds: z.number().int().positive(),
      meanTries: z.number().positive(),
      expectedTries: z.number().positive(),
      meanMs: Ms,
    }),
  ),
})

export const BenchmarkSchema = z.object({
  schemaVersion: z.literal(1),
  generatedBy: z.string().startsWith('npm run bench'),
  date: z.iso.datetime(),
  commit: z.string(),
  machine: MachineSchema,
  settings: z.object({
    capMs: Ms,
    runs: z.number().int().positive(),
    seeds: z.number().int().positive(),
    quick: z.boolean(),
  }),
  counters: z.array(CounterSchema).min(1),
  counts: z.array(CountRowSchema).min(1),
  localSearch: z.array(FinderSchema),
  paper: PaperSchema,
  sources: SourcesSchema,
  workerRate: WorkerRateSchema,
  race: RaceSchema,
  /** Absent from files written before the record count existed. */
  recordCount: RecordCountSchema.optional(),
  /** Absent from files written before the bench timed the GPU. */
  gpu: GpuSchema.optional(),
  /** Seconds the whole benchmark took. */
  durationS: z.number().nonnegative(),
})

export type Benchmark = z.infer<typeof BenchmarkSchema>
export type CounterBench = z.infer<typeof CounterSchema>
export type CounterRow = z.infer<typeof CounterRowSchema>
export type CountRow = z.infer<typeof CountRowSchema>
export type FinderBench = z.infer<typeof FinderSchema>
export type LocalSearchRow = z.infer<typeof LocalSearchRowSchema>
export type Race = z.infer<typeof RaceSchema>
export type Gpu = z.infer<typeof GpuSchema>
export type Adapter = z.infer<typeof AdapterSchema>
export type RaceRow = z.infer<typeof RaceRowSchema>
export type RecordCount = z.infer<typeof RecordCountSchema>
export type Machine = z.infer<typeof MachineSchema>
export type Paper = z.infer<typeof PaperSchema>
export type PaperRow = z.infer<typeof PaperRowSchema>
export type Sources = z.infer<typeof SourcesSchema>
