/**
 * @module
 * Measures the local-search finders at scale: min-conflicts from 10^3 to 10^7 queens (10^8 with
 * `--huge`) and swap-random at 10^4 and 10^5, several seeds each, solver CPU and wall time and the
 * peak resident memory. Each run is a child process of its own, so its peak RSS is its own; the
 * board is verified afterwards with bit sets (verifyPlacement would need 20 bytes a queen).
 *
 *   npx tsx scripts/measure/min-conflicts.ts            # 10^3..10^7, a few minutes
 *   npx tsx scripts/measure/min-conflicts.ts --huge     # 10^8 only: the largest, in memory and time
 *   npx tsx scripts/measure/min-conflicts.ts --swap-only # swap-random only
 *
 * Prints one line per run, the median per n, and the log–log slope of median CPU time against n
 * over n ≥ 10^5 (1.0 = linear). CPU time is user + system from process.cpuUsage, which a busy
 * machine inflates less than wall time.
 */
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { FINDERS } from '@nqueens/core'
import { fitPowerLaw } from '@nqueens/charts/paper'
import { cpuMs as cpuMsSince, median } from '../stats.ts'

interface Run {
  method: string
  n: number
  seed: number
  status: string
  nodes: number
  cpuMs: number
  wallMs: number
  peakRssMb: number
  baseRssMb: number
  valid: boolean
}

const { values, positionals } = parseArgs({
  options: {
    huge: { type: 'boolean', default: false },
    'swap-only': { type: 'boolean', default: false },
    child: { type: 'boolean', default: false },
  },
  allowPositionals: true,
})
const SEEDS = [1, 2, 3, 4, 5]
const PLAN: [method: string, sizes: number[]][] = values.huge
  ? [['min-conflicts', [100_000_000]]]
  : [
      ['min-conflicts', values['swap-only'] ? [] : [1e3, 1e4, 1e5, 1e6, 1e7]],
      ['swap-random', [1e4, 1e5]],
    ]

function child(method: string, n: number, seed: number): Run {
  const baseRssMb = process.resourceUsage().maxRSS / 1024
  const finder = FINDERS[method as keyof typeof FINDERS]!
  const cpu0 = process.cpuUsage()
  const wall0 = performance.now()
  const result = finder.solve(n, { seed })
  const wallMs = performance.now() - wall0
  const cpuMs = cpuMsSince(cpu0)
  const peakRssMb = process.resourceUsage().maxRSS / 1024
  const valid = result.status === 'solved' && isSolution(result.queens!)
  const { status, nodes } = result
  return { method, n, seed, status, nodes, cpuMs, wallMs, peakRssMb, baseRssMb, valid }
}

/** A permutation with no two queens on a diagonal, verified with bit sets (0.6 bytes a queen). */
function isSolution(queens: Int32Array): boolean {
  const n = queens.length
  const cols = new Uint32Array((n + 31) >>> 5)
  const down = new Uint32Array((2 * n + 31) >>> 5)
  const up = new Uint32Array((2 * n + 31) >>> 5)
  for (let row = 0; row < n; row++) {
    const col = queens[row]
    const d = col - row + n - 1
    const u = col + row
    if (col < 0 || col >= n) return false
    if ((cols[col >>> 5] >>> (col & 31)) & 1) return false
    if ((down[d >>> 5] >>> (d & 31)) & 1) return false
    if ((up[u >>> 5] >>> (u & 31)) & 1) return false
    cols[col >>> 5] |= 1 << (col & 31)
    down[d >>> 5] |= 1 << (d & 31)
    up[u >>> 5] |= 1 << (u & 31)
  }
  return true
}

function main(): void {
  const self = fileURLToPath(import.meta.url)
  for (const [method, sizes] of PLAN) {
    const medians: { n: number; ms: number }[] = []
    for (const n of sizes) {
      const runs: Run[] = []
      for (const seed of n >= 1e8 ? SEEDS.slice(0, 1) : SEEDS) {
        const out = execFileSync(
          process.execPath,
          [...process.execArgv, self, '--child', method, String(n), String(seed)],
          { encoding: 'utf8', maxBuffer: 1 << 20 },
        )
        const run = JSON.parse(out.trim().split('\n').pop()!) as Run
        runs.push(run)
        console.log(
          `${method} n=${n} seed=${seed} ${run.status}${run.valid ? '' : ' INVALID'} ` +
            `nodes=${run.nodes} (${(run.nodes / n).toFixed(2)}n) cpu=${run.cpuMs.toFixed(0)}ms ` +
            `wall=${run.wallMs.toFixed(0)}ms peakRSS=${run.peakRssMb.toFixed(0)}MB ` +
            `(base ${run.baseRssMb.toFixed(0)}MB)`,
        )
      }
      const cpu = median(runs.map((r) => r.cpuMs))
      const wall = median(runs.map((r) => r.wallMs))
      const rss = Math.max(...runs.map((r) => r.peakRssMb))
      console.log(
        `  median ${method} n=${n}: cpu ${cpu.toFixed(0)} ms, wall ${wall.toFixed(0)} ms, ` +
          `max peak RSS ${rss.toFixed(0)} MB, ${((cpu * 1e6) / n).toFixed(0)} ns/queen`,
      )
      medians.push({ n, ms: cpu })
    }
    const large = medians.filter(({ n }) => n >= 1e5)
    if (large.length >= 2) {
      const { slope } = fitPowerLaw(large)
      console.log(`  log–log slope of cpu vs n (n ≥ 10^5), ${method}: ${slope.toFixed(2)}`)
    }
  }
}

if (values.child) {
  const [method, n, seed] = positionals
  console.log(JSON.stringify(child(method, Number(n), Number(seed))))
} else main()
