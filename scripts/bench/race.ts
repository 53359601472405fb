import { execFile } from 'node:child_process'
import { delimiter, dirname, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import type { Adapter, Race, RaceRow } from '@nqueens/charts/benchmark-schema'
import { median } from '../stats.ts'
import { roundMs, roundRatio } from './timed-run.ts'
import { PEERS, peerTotal, type Peer } from './peers.ts'
import type { Progress } from './progress.ts'
import { buildYardstick, findCompiler, YARDSTICK_FLAGS } from '../yardstick/build.ts'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
// The CLI as people run it, npm's own start-up included: `npm run -s nqueens -- count N`.
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const CLI = ['run', '-s', 'nqueens', '--', 'count']

/**
 * The environment a shell would start npm in. `npm run bench` put node_modules/.bin first on
 * PATH (and npm_* variables in the environment): through it, npm itself would start on the
 * project's Node, not on the `node` a shell finds, and take less time than it does for people.
 */
function shellEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [name, value] of Object.entries(process.env)) {
    if (!name.toLowerCase().startsWith('npm_')) env[name] = value
  }
  env.PATH = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => !/node_modules[\\/]\.bin$|node-gyp-bin$/.test(dir))
    .join(delimiter)
  return env
}

/** A single-thread counter, run in this process; reports progress while it counts. */
export type SymmetryCount = (n: number, onProgress: (fraction: number) => void) => bigint

/**
 * Races the C yardstick (scripts/yardstick/nq_count.c, built from the repository with `cc`)
 * against the project: the `symmetry` counter (Takaken's method, the one the issue names) and the
 * `constellation` counter (the fastest on one thread) in this process, and `nqueens count N
 * --engine lanes` as a whole process on all cores; with `gpu` (the adapter the bench found),
 * `nqueens count N --engine webgpu` as a whole process too, which must name the same adapter;
 * and, when given, other public counters as whole processes on all cores (`peers`). Each repeat
 * runs them all in turn (alternation spreads a noisy neighbour's load over all of them), and the
 * medians are compared.
 */
export async function raceYardstick(
  singles: { symmetry: SymmetryCount; constellation: SymmetryCount },
  options: { fromN: number; toN: number; quick: boolean; peers?: Peer[]; gpu?: Adapter },
  progress: Progress,
): Promise<Race> {
  const peers = options.peers ?? []
  const { gpu } = options
  const gpuParts = gpu ? 1 : 0
  const parts = 4 + gpuParts + peers.length
  const compiler = findCompiler()
  if (!compiler) return { ran: false, reason: 'no C compiler (cc) on this machine' }
  const binary = buildYardstick()
  // The launcher rebuilds core's bundle when core has changed: do it now, not in the first timing.
  await timeProcess(NPM, [...CLI, '4'], ROOT, () => {}, shellEnvironment())
  const rows: RaceRow[] = []
  const sizes = []
  for (let n = options.fromN; n <= options.toN; n++) sizes.push(n)
  for (const [index, n] of sizes.entries()) {
    // Three repeats and their medians, so one noisy repeat cannot decide a row; n = 17 once (a
    // repeat takes about a minute here).
    const repeats = options.quick || n >= 17 ? 1 : 3
    const c: number[] = []
    const sym: number[] = []
    const con: number[] = []
    const cli: number[] = []
    const gpuCli: number[] = []
    const peerMs = peers.map((): number[] => [])
    let total = ''
    for (let repeat = 0; repeat < repeats; repeat++) {
      const at = (part: number) => (index + (repeat + part / parts) / repeats) / sizes.length
      progress.update(at(0), `n=${n} C yardstick`)
      const yard = await timeProcess(binary, [String(n)], ROOT, (s) =>
        progress.update(at(0), `n=${n} C yardstick ${s}s`),
      )
      total = yard.stdout.trim().split(/\s+/)[1] ?? ''
      c.push(yard.ms)
      progress.update(at(1), `n=${n} symmetry`)
      let start = performance.now()
      const counted = singles.symmetry(n, (f) => progress.update(at(1 + f), `n=${n} symmetry`))
      sym.push(performance.now() - start)
      progress.update(at(2), `n=${n} constellation`)
      start = performance.now()
      const byBorder = singles.constellation(n, (f) =>
        progress.update(at(2 + f), `n=${n} constellation`),
      )
      con.push(performance.now() - start)
      const lanes = await timeCli(n, 'lanes', (s) => progress.update(at(3), `n=${n} ${s}`))
      cli.push(lanes.ms)
      if ([counted.toString(), byBorder.toString(), lanes.total].some((t) => t !== total)) {
        throw new Error(
          `race at n = ${n}: C says ${total}, symmetry ${counted}, constellation ${byBorder}, CLI ${lanes.total}`,
        )
      }
      if (gpu) {
        const onGpu = await timeCli(n, 'webgpu', (s) => progress.update(at(4), `n=${n} ${s}`))
        gpuCli.push(onGpu.ms)
        if (onGpu.total !== total) {
          throw new Error(`race at n = ${n}: C says ${total}, CLI on WebGPU ${onGpu.total}`)
        }
        if (onGpu.adapter?.name !== gpu.name) {
          throw new Error(
            `race at n = ${n}: the bench has ${gpu.name}, the CLI counted on ${onGpu.adapter?.name ?? 'no GPU'}`,
          )
        }
      }
      for (const [k, peer] of peers.entries()) {
        const { label } = PEERS[peer.id]
        const part = 4 + gpuParts + k
        progress.update(at(part), `n=${n} ${label}`)
        const ran = await timeProcess(peer.path, [String(n)], ROOT, (s) =>
          progress.update(at(part), `n=${n} ${label} ${s}s`),
        )
        peerMs[k].push(ran.ms)
        const said = peerTotal(peer.id, n, ran.stdout)
        if (said !== total) throw new Error(`race at n = ${n}: C says ${total}, ${label} ${said}`)
      }
    }
    const row: RaceRow = {
      n,
      total,
      yardstickMs: roundMs(median(c)),
      symmetryMs: roundMs(median(sym)),
      constellationMs: roundMs(median(con)),
      cliMs: roundMs(median(cli)),
      symmetryRatio: roundRatio(median(sym) / median(c)),
      constellationRatio: roundRatio(median(con) / median(c)),
      cliRatio: roundRatio(median(cli) / median(c)),
      ...(gpu && {
        gpuCliMs: roundMs(median(gpuCli)),
        gpuCliRatio: roundRatio(median(gpuCli) / median(c)),
      }),
      rounds: repeats,
    }
    if (peers.length > 0) {
      row.peers = peers.map((peer, k) => ({
        id: peer.id,
        ms: roundMs(median(peerMs[k])),
        ratio: roundRatio(median(peerMs[k]) / median(c)),
      }))
    }
    rows.push(row)
    const others = peers.map(({ id }, k) => {
      const { ms, ratio } = row.peers![k]
      return ` · ${PEERS[id].label} ${ms} ms (${ratio}×)`
    })
    const onGpu = gpu ? ` · on WebGPU ${row.gpuCliMs} ms (${row.gpuCliRatio}×)` : ''
    progress.log(
      `  n=${n}: C ${row.yardstickMs} ms · symmetry ${row.symmetryMs} ms (${row.symmetryRatio}×) · constellation ${row.constellationMs} ms (${row.constellationRatio}×) · nqueens count ${row.cliMs} ms (${row.cliRatio}×)${onGpu}${others.join('')}`,
    )
  }
  return {
    ran: true,
    compiler,
    flags: YARDSTICK_FLAGS.join(' '),
    cliCommand: cliCommand('lanes'),
    ...(gpu && { gpuCliCommand: cliCommand('webgpu'), gpuAdapter: gpu }),
    ...(peers.length > 0 && {
      peers: peers.map(({ id }) => ({ id, label: PEERS[id].label, about: PEERS[id].about })),
    }),
    rows,
  }
}

function cliCommand(engine: 'lanes' | 'webgpu'): string {
  return `npm ${CLI.join(' ')} N --engine ${engine} --json`
}

/**
 * `nqueens count n --engine E --json` as a whole process, started as a shell starts it: its wall
 * time, its total, and the adapter it names when it counted on the GPU.
 */
async function timeCli(
  n: number,
  engine: 'lanes' | 'webgpu',
  tick: (detail: string) => void,
): Promise<{ ms: number; total: string; adapter?: Adapter }> {
  const name = `nqueens count --engine ${engine}`
  tick(name)
  const run = await timeProcess(
    NPM,
    [...CLI, String(n), '--engine', engine, '--json'],
    ROOT,
    (s) => tick(`${name} ${s}s`),
    shellEnvironment(),
  )
  const answer = JSON.parse(run.stdout) as { total: unknown; adapter?: Adapter }
  return { ms: run.ms, total: String(answer.total), adapter: answer.adapter }
}

/** Wall time of a whole process, with a tick each second so the progress bar keeps moving. */
function timeProcess(
  file: string,
  args: string[],
  cwd: string,
  tick: (seconds: number) => void,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ ms: number; stdout: string }> {
  return new Promise((done, fail) => {
    const start = performance.now()
    const timer = setInterval(() => tick(Math.round((performance.now() - start) / 1000)), 1000)
    execFile(file, args, { cwd, env, maxBuffer: 1 << 20 }, (error, stdout) => {
      const ms = performance.now() - start
      clearInterval(timer)
      if (error) fail(new Error(`${file} failed: ${error.message}`, { cause: error }))
      else done({ ms, stdout })
    })
  })
}
