/**
 * @module
 * Times the lanes' kernel: counts every constellation of n on one thread with a built module and
 * prints ms and ns per node. Given two modules, it runs them in alternating repeats (A B A B …) in
 * this one process, so that a shared, noisy machine treats both alike, checks that both visit the
 * same nodes and find the same solutions, and prints B's time over A's (median and best repeat).
 *
 *   npx tsx scripts/measure/lanes.ts [a.wasm [b.wasm]] [--n 16] [--repeats 5]
 *
 * A defaults to core/dist/constellation-lanes.wasm (npm run build:core). Both must keep the memory
 * layout of core/src/count/constellation/constellation-lanes-layout.ts, which the driver uses.
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import {
  addTally,
  createLanes,
  EMPTY_TALLY,
  openConstellationToCount,
  planConstellations,
  type LaneCounter,
  type Tally,
} from '@nqueens/core/internal'
import { median } from '../stats.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { n: { type: 'string', default: '16' }, repeats: { type: 'string', default: '5' } },
})
const n = Number(values.n)
const repeats = Number(values.repeats)
const files = positionals.length > 0 ? positionals : ['core/dist/constellation-lanes.wasm']
const plan = planConstellations(n)

interface Timing {
  ms: number
  nodes: number
  /** Orbits of 8, 4 and 2 boards, summed over the constellations. */
  solutions: string
}

/** One count of every constellation of n, timed from the first constellation taken to the last done. */
function countAll(counter: LaneCounter): Timing {
  let next = 0
  let classes: Tally = EMPTY_TALLY
  const started = performance.now()
  const { nodes } = counter.run(
    () => (next < plan.length ? openConstellationToCount(n, plan, { id: next++ }) : undefined),
    (_, c) => void (classes = addTally(classes, c)),
    Infinity,
  )
  const ms = performance.now() - started
  const solutions = `${classes.c8}/${classes.c4}/${classes.c2}`
  return { ms, nodes, solutions }
}

const counters = files.map((file) => createLanes(new WebAssembly.Module(readFileSync(file))))
const times: number[][] = files.map(() => [])
// One count each first, untimed: the engine compiles the kernel's optimized tier meanwhile.
let expected: Timing | undefined
for (const counter of counters) expected ??= countAll(counter)
for (let repeat = 1; repeat <= repeats; repeat++) {
  for (const [i, counter] of counters.entries()) {
    const result = countAll(counter)
    if (result.nodes !== expected!.nodes || result.solutions !== expected!.solutions) {
      throw new Error(`${files[i]} counted ${result.nodes} nodes, ${result.solutions} solutions`)
    }
    times[i].push(result.ms)
    const ns = (result.ms * 1e6) / result.nodes
    console.log(
      `repeat ${repeat} ${files[i]}: ${result.ms.toFixed(0)} ms, ${ns.toFixed(3)} ns/node`,
    )
  }
}
console.log(`n = ${n}: ${expected!.nodes} nodes, orbits ${expected!.solutions} (of 8/4/2 boards)`)
for (const [i, file] of files.entries()) {
  const ns = (median(times[i]) * 1e6) / expected!.nodes
  console.log(`${file}: median ${median(times[i]).toFixed(0)} ms, ${ns.toFixed(3)} ns/node`)
}
if (files.length === 2) {
  const ratios = times[1].map((t, repeat) => t / times[0][repeat])
  console.log(
    `B/A time per node: median ${median(ratios).toFixed(3)}, ` +
      `best ${(Math.min(...times[1]) / Math.min(...times[0])).toFixed(3)} ` +
      `(repeats: ${ratios.map((r) => r.toFixed(3)).join(' ')})`,
  )
}
