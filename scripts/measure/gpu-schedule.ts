/**
 * @module
 * The GPU engine's schedule without a GPU (`npm run gpu:schedule`): for each n and slot count,
 * the kernel's policy played over the count's real tasks (gpu-schedule/simulate.ts), against the
 * ideal of every invocation busy to the end. One row a line, or a JSON array with `--json`:
 *
 *   { n, slots, totalNodes, idealPasses, makespanPasses, largestTask, exact, sampled, totalError }
 *
 * `idealPasses` is totalNodes / slots, `makespanPasses` the passes until the last invocation is
 * done, `largestTask` the most passes one invocation spent on one task it took. Where walking
 * every task would take too long here (`--exact-to`), every `1 / sampled`-th unit, costliest
 * first, is played on as many fewer slots: `totalNodes` is then the sample's nodes scaled up,
 * and `totalError` its relative error at 95% (from the differences of neighbouring units).
 *
 *   npm run gpu:schedule -- [--json] [--n 16-21] [--slots 65536,131072,262144] [--exact-to 18]
 *     [--sample 2e10] [--before]
 *
 * `--before` plays the policy as it stood before hand-backs: splits that may each write 32
 * entries, and no bottom frame handed back.
 */
import { parseArgs } from 'node:util'
import { planOf } from '../../core/src/count/constellation/constellation-plan.ts'
import { DEFAULT_TUNING } from '../../core/src/gpu/gpu-run.ts'
import { layOutWork } from '../../core/src/gpu/gpu-work.ts'
import { expectedNodes } from '../../core/src/count/constellation/constellation-nodes.ts'
import { splitFirstTasks } from '../../core/src/gpu/gpu-presplit.ts'
import { simulate, type SchedulePolicy } from './gpu-schedule/simulate.ts'
import { sampledTotalError } from './gpu-schedule/sample.ts'

const { values } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    n: { type: 'string', default: '16-21' },
    slots: { type: 'string', default: '65536,131072,262144' },
    'exact-to': { type: 'string', default: '16' },
    sample: { type: 'string', default: '5e8' },
    before: { type: 'boolean', default: false },
  },
})
const [from, to = from] = values.n.split('-').map(Number)
const slotCounts = values.slots.split(',').map(Number)

/** The policy the engine runs on a GPU, in passes: `maxPasses` is a round of about 100 ms. */
function policyFor(slots: number, expected: number): SchedulePolicy {
  return {
    slots,
    lowWater: DEFAULT_TUNING.lowWater,
    minSplit: DEFAULT_TUNING.minSplit,
    dispatches: DEFAULT_TUNING.dispatches,
    passes: DEFAULT_TUNING.passes,
    maxPasses: 1 << 18,
    expectedNodes: values.before ? 0 : expected,
    splitOnTake: values.before,
    tail: 16,
    giveBack: !values.before,
    reserve: !values.before,
    capacity: 0,
  }
}

const rows = []
for (let n = from; n <= to; n++) {
  const all = planOf(n).map((_, id) => id)
  const full = layOutWork(n, all)
  // Sample so that about `--sample` nodes are walked.
  const exact = n <= Number(values['exact-to'])
  const every = exact
    ? 1
    : Math.max(2, 2 ** Math.round(Math.log2(estimate(n) / Number(values.sample))))
  const ids = full.ids.filter((_, i) => i % every === 0)
  const laid = every === 1 ? full : layOutWork(n, ids)
  for (const slots of slotCounts) {
    const started = Date.now()
    const policy = policyFor(Math.max(64, slots / every), expectedNodes(n)!.nodes / every)
    const work = values.before ? laid : splitFirstTasks(laid, 3 * policy.slots, policy.minSplit)
    const run = simulate(work, policy)
    const totalNodes = run.totalNodes * every
    const row = {
      n,
      slots,
      totalNodes,
      idealPasses: Math.round(totalNodes / slots),
      makespanPasses: run.makespanPasses,
      largestTask: run.largestTask,
      exact,
      sampled: 1 / every,
      totalError: exact ? 0 : sampledTotalError(run.unitNodes, every),
      ratio: Math.round((run.makespanPasses / (totalNodes / slots)) * 1000) / 1000,
      refused: run.refused,
      seconds: Math.round((Date.now() - started) / 100) / 10,
    }
    rows.push(row)
    if (!values.json) console.log(JSON.stringify(row))
  }
}
if (values.json) console.log(JSON.stringify(rows, null, 2))

/** The nodes of n, as the engine expects them (only to choose a sample's size). */
function estimate(n: number): number {
  return expectedNodes(n)!.nodes
}
