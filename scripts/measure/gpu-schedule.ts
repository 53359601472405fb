/**
 * @module
 * The GPU engine's schedule without a GPU (`npm run gpu:schedule`): for each n and slot count,
 * the kernel's policy played over the count's real tasks (gpu-schedule/simulate.ts), against the
 * ideal of every invocation busy to the end. One row a line, or a JSON array with `--json`:
 *
 *   { n, slots, totalNodes, idealPasses, makespanPasses, largestTask, exact, sampled, totalError }
 *
 * `idealPasses` is totalNodes / slots, `makespanPasses` the passes until the last invocation is
 * done, `largestTask` the most passes one invocation spent on one task it never handed any of
 * back. Where walking every task would take too long here (`--exact-to`), one task in `every`
 * (`sampled` = 1 / every) of the host's first split, costliest units first, is played on one
 * invocation in `every`: `totalNodes` is then the sample's nodes scaled up (plus the host's
 * split), and `totalError` its relative error at 95%, from the differences of neighbouring
 * units' sampled nodes. (`--before` samples one unit in `every`.)
 *
 *   npm run gpu:schedule -- [--json] [--n 16-21] [--slots 65536,131072,262144] [--exact-to 18]
 *     [--sample 2e10] [--before]
 *
 * `--before` plays the policy as it stood before hand-backs: splits that may each write 32
 * entries, and no bottom entry handed back.
 */
import { parseArgs } from 'node:util'
import { predict } from './gpu-schedule/predict.ts'

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

const rows = []
for (let n = from; n <= to; n++) {
  for (const slots of slotCounts) {
    const started = Date.now()
    const exact = n <= Number(values['exact-to'])
    const row = predict(
      n,
      { slots },
      { exact, sample: Number(values.sample), before: values.before },
    )
    const timed = { ...row, seconds: Math.round((Date.now() - started) / 100) / 10 }
    rows.push(timed)
    if (!values.json) console.log(JSON.stringify(timed))
  }
}
if (values.json) console.log(JSON.stringify(rows, null, 2))
