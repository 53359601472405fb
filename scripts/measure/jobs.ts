/**
 * @module
 * Measures distributed counts: starts `wrangler dev` on a free port with a fresh state directory,
 * POSTs a job for each n, follows it to `done`, and compares its time with the same count in one
 * process (the constellation counter on one thread, and countParallel on every core). Writes
 * site/src/data/jobs.json, validated by its schema, for the dashboard's jobs table.
 *
 *   npm run build && npx tsx scripts/measure/jobs.ts            # n = 14, 15, 16
 *   npx tsx scripts/measure/jobs.ts --sizes 12,13
 *
 * Under wrangler dev the queue delivers one batch at a time on this machine, so units per second
 * here is a floor: on Cloudflare, consumers scale out to many concurrent invocations.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, cpus, totalmem, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { countParallel, getCounter, knownCount, unitCountOf } from '@nqueens/core'
import { JobsDataSchema, type JobsData } from '../../site/src/data/jobs-schema.ts'
import { startWranglerDev } from '../../test/harness/wrangler-dev.ts'
import type { JobAnswer } from '../../functions/src/answer-types.ts'

const ROOT = resolve(import.meta.dirname, '../..')
const OUT = join(ROOT, 'site/src/data/jobs.json')

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '14,15,16' },
  },
})
const sizes = values.sizes.split(',').map(Number)
let base = ''

async function main(): Promise<void> {
  if (!existsSync(join(ROOT, 'site/dist'))) throw new Error('run `npm run build` first')
  const state = mkdtempSync(join(tmpdir(), 'nqueens-jobs-measure-'))
  const server = await startWranglerDev({
    args: ['--persist-to', state],
    readyPath: '/api/health',
  }).catch((error: unknown) => {
    rmSync(state, { recursive: true, force: true })
    throw error
  })
  base = server.url
  try {
    const runs: JobsData['runs'] = []
    for (const n of sizes) runs.push(await measure(n))
    const data: JobsData = JobsDataSchema.parse({
      generatedBy: 'scripts/measure/jobs.ts',
      date: new Date().toISOString(),
      commit: spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT })
        .stdout.toString()
        .trim(),
      machine: {
        cpuModel: cpus()[0]?.model ?? 'unknown',
        cores: availableParallelism(),
        memoryBytes: totalmem(),
        node: process.version,
        os: `${process.platform} ${process.arch}`,
      },
      settings: { maxBatchSize: consumerBatchSize(), threads: availableParallelism() },
      runs,
    })
    writeFileSync(OUT, JSON.stringify(data, null, 2) + '\n')
    console.log(`wrote ${OUT}`)
  } finally {
    await server.stop()
    rmSync(state, { recursive: true, force: true })
  }
}

async function measure(n: number): Promise<JobsData['runs'][number]> {
  const known = knownCount(n)!
  // The one-thread count just before and just after the job, so that both see the same load.
  const before = timeIt(() => getCounter('constellation').count(n))
  const started = performance.now()
  const response = await fetch(`${base}/api/jobs`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ n }),
  })
  let job = (await response.json()) as JobAnswer
  if (response.status !== 201)
    throw new Error(`POST n = ${n}: ${response.status} ${JSON.stringify(job)}`)
  // Followed as a client follows a job: each answer waits for the next change (`wait`, `since`).
  while (job.status === 'queued' || job.status === 'running') {
    const next = `${base}/api/jobs/${job.id}?wait=20&since=${job.unitsDone}`
    job = (await (await fetch(next)).json()) as JobAnswer
    process.stdout.write(`\rn = ${n}: ${job.unitsDone}/${job.unitsTotal} units`)
  }
  const jobMs = performance.now() - started
  process.stdout.write('\n')
  if (job.status !== 'done' || job.total !== `${known.total}` || job.unique !== `${known.unique}`) {
    throw new Error(`n = ${n}: job ended ${JSON.stringify(job)}, expected ${known.total}`)
  }
  const oneThreadMs = (before + timeIt(() => getCounter('constellation').count(n))) / 2
  const t0 = performance.now()
  const parallel = await countParallel(n)
  const parallelMs = performance.now() - t0
  if (parallel.total !== known.total) throw new Error(`countParallel(${n}) = ${parallel.total}`)
  const run = {
    n,
    units: unitCountOf('constellation', n),
    total: job.total,
    unique: job.unique,
    jobMs: round(jobMs),
    unitsPerSecond: round(job.unitsTotal / (jobMs / 1000)),
    oneThreadMs: round(oneThreadMs),
    parallelMs: round(parallelMs),
    overhead: round(jobMs / oneThreadMs),
  }
  console.log(run)
  return run
}

/** `max_batch_size` of the jobs queue's consumer in wrangler.toml. */
function consumerBatchSize(): number {
  const toml = readFileSync(join(ROOT, 'wrangler.toml'), 'utf8')
  const consumer =
    /\[\[queues\.consumers\]\]\s*queue = "nqueens-jobs"\s*max_batch_size = (\d+)/.exec(toml)
  if (!consumer)
    throw new Error('wrangler.toml has no max_batch_size for the nqueens-jobs consumer')
  return Number(consumer[1])
}

function timeIt(run: () => unknown): number {
  const start = performance.now()
  run()
  return performance.now() - start
}

function round(x: number): number {
  return Math.round(x * 100) / 100
}

await main()
