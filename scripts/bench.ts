/**
 * @module
 * The benchmark: `npm run bench -- [--cap MS] [--runs K] [--seeds K] [--race] [--record] [--quick]
 * [--out DIR]` (scripts/bench/args.ts has them all). Times every counter and the local-search
 * finders on this machine, re-runs 清水・林's figure 1 and the sources' own experiments, optionally counts n = 18 on every core (`--record`) and races the C
 * yardstick, and writes charts/src/benchmark.json (validated by the site's own schema), from
 * which `npm run build` draws the dashboard. Where Dawn finds a GPU, the GPU engine is timed too
 * (scripts/bench/gpu.ts); where it finds none, the file says why. Progress goes to stderr; see
 * scripts/bench/*.ts.
 */
import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { COUNTERS, countParallel, FINDERS, type Counter, type Finder } from '@nqueens/core'
import type { Gpu, RecordCount } from '@nqueens/charts/benchmark-schema'
import { fileURLToPath } from 'node:url'
import { parseBenchArgs, type BenchOptions } from './bench/args.ts'
import { describeCommand } from './bench/command.ts'
import { benchCounters, collectCounts, FIRST_N, type CountTarget } from './bench/counters.ts'
import { againstLanesSizes, gpuAgainstLanes, gpuTarget, openBenchGpu } from './bench/gpu.ts'
import { benchLocalSearch, type FindTarget } from './bench/local-search.ts'
import { benchPaper } from './bench/paper.ts'
import { createProgress } from './bench/progress.ts'
import { raceYardstick } from './bench/race.ts'
import { countRecord } from './bench/record-count.ts'
import { benchSources } from './bench/sources.ts'
import { describeCommit, describeMachine } from './bench/system.ts'
import { workerRate } from './bench/worker-rate.ts'
import { writeBenchmark } from './bench/write.ts'

const REPOSITORY_ROOT = fileURLToPath(new URL('..', import.meta.url))

/** Finders that can reach at least this n take part in the local-search scaling. */
const LARGE_N = 100

function counterTarget(counter: Counter): CountTarget {
  return {
    id: counter.id,
    threads: 1,
    maxN: counter.maxN,
    count: (n, budget) => counter.count(n, budget === undefined ? {} : { budget }),
  }
}

/** The parallel counter on every core: the fastest way to count on this machine. */
const parallelTarget: CountTarget = {
  id: 'parallel',
  threads: availableParallelism(),
  maxN: 32,
  count: (n, budget) => countParallel(n, budget === undefined ? {} : { budget }),
}

function finderTarget(finder: Finder): FindTarget {
  return {
    id: finder.id,
    randomised: finder.randomised,
    maxN: finder.maxN,
    solve: (n, seed, budget) =>
      finder.solve(n, { seed, ...(budget === undefined ? {} : { budget }) }),
  }
}

async function main(options: BenchOptions): Promise<void> {
  const started = performance.now()
  const gpu = await openBenchGpu(options.softwareGpu)
  // One line either way, before the long phases: whether the GPU is timed, and if not, why.
  process.stderr.write(
    gpu.engine === undefined
      ? `WebGPU rows left out: ${gpu.reason}\n`
      : `WebGPU on ${gpu.adapter.name}${gpu.adapter.software ? ', a software adapter (--software-gpu): its rows are not GPU speed' : ''}\n`,
  )
  const progress = createProgress(
    4 + Number(options.record) + Number(options.race) + Number(gpu.engine !== undefined),
  )
  // `parallel` is timed as it is fastest, on every core (`parallelTarget`); in one thread it is
  // the constellation counter under another name.
  const counters = Object.values(COUNTERS).filter((counter) => counter.id !== 'parallel')
  const countTargets = [
    ...counters.map(counterTarget),
    parallelTarget,
    ...(gpu.engine ? [gpuTarget(gpu.engine, options.capMs)] : []),
  ]

  progress.phase('counters')
  const counterBenches = await benchCounters(
    countTargets,
    { capMs: options.capMs, runs: options.runs, maxN: options.quick ? 10 : undefined },
    progress,
  )
  const counts = await collectCounts(counterBenches, countTargets)

  let gpuRows: Gpu
  if (gpu.engine === undefined) gpuRows = { ran: false, reason: gpu.reason }
  else {
    progress.phase('WebGPU against the CPU lanes')
    const lanesReach = counterBenches.find((c) => c.id === parallelTarget.id)!.maxNWithinCap
    gpuRows = await gpuAgainstLanes(
      gpu.engine,
      {
        sizes: againstLanesSizes(lanesReach, FIRST_N),
        repeats: options.quick ? 1 : 3,
        threads: parallelTarget.threads,
      },
      progress,
    )
  }

  progress.phase('local search')
  const finders = Object.values(FINDERS).filter(
    (f): f is Finder => f !== undefined && f.maxN >= LARGE_N,
  )
  const localSearch = await benchLocalSearch(
    finders.map(finderTarget),
    { capMs: options.capMs, seeds: options.seeds, largestN: options.quick ? 10_000 : 10_000_000 },
    progress,
  )

  progress.phase('清水・林 figure 1: ①②③')
  const paper = benchPaper(
    { capMs: options.capMs, seeds: options.seeds, quick: options.quick },
    progress,
  )

  progress.phase("the sources' own experiments")
  const sources = await benchSources(counterBenches, { quick: options.quick }, progress)

  let recordCount: RecordCount = { ran: false, reason: 'not asked (--record)' }
  if (options.record) {
    progress.phase(`record count, n = ${options.recordN} on every core`)
    recordCount = await countRecord(options.recordN, { threads: parallelTarget.threads }, progress)
  }

  let race: Awaited<ReturnType<typeof raceYardstick>> = { ran: false, reason: 'not asked (--race)' }
  if (options.race) {
    progress.phase('race against the C yardstick')
    const { symmetry, constellation } = COUNTERS
    if (!symmetry || !constellation) race = { ran: false, reason: 'a raced counter is missing' }
    else {
      race = await raceYardstick(
        {
          symmetry: (n, onProgress) => symmetry.count(n, { onProgress }).total,
          constellation: (n, onProgress) => constellation.count(n, { onProgress }).total,
        },
        {
          fromN: 14,
          toN: options.raceMax,
          quick: options.quick,
          peers: options.peers,
          gpu: gpu.engine?.adapter,
        },
        progress,
      )
      if (!race.ran) progress.log(`  race skipped: ${race.reason}`)
    }
  }
  progress.end()
  gpu.engine?.device.destroy()

  const path = writeBenchmark(
    {
      schemaVersion: 1,
      generatedBy: describeCommand(options.argv, REPOSITORY_ROOT),
      date: new Date().toISOString(),
      commit: describeCommit(),
      machine: describeMachine(),
      settings: {
        capMs: options.capMs,
        runs: options.runs,
        seeds: options.seeds,
        quick: options.quick,
      },
      counters: counterBenches,
      counts,
      localSearch,
      paper,
      sources,
      workerRate: workerRate(counterBenches, options.capMs),
      race,
      recordCount,
      gpu: gpuRows,
      durationS: Math.round((performance.now() - started) / 100) / 10,
    },
    resolve(options.outDir),
  )
  process.stderr.write(`wrote ${path}\n`)
}

let options: BenchOptions
try {
  options = parseBenchArgs(process.argv.slice(2))
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`)
  process.exit(2)
}
await main(options)
