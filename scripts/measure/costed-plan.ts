/**
 * @module
 * The costed plan: what a job for n = 16 … 28 would cost on Cloudflare, from measured per-node
 * CPU. A count's nodes are the ones the Worker works with (functions/src/lib/budget/count-nodes.ts):
 * recorded where they were counted (to n = 18), modelled past that. CPU per node is measured for
 * n = 16 … 20 (every unit of 16, a random sample of units of 17 … 20, fixed seed), counted
 * together with a batch's budget as a job's consumer counts them, on the lanes
 * (process.cpuUsage); past 20 it is the measured sizes' mean. Writes
 * site/src/data/costed-plan.json and prints the table that docs/deploy.md shows (`npm run
 * docs:figures` writes it there).
 *
 *   npx tsx scripts/measure/costed-plan.ts            # about two minutes on a quiet machine
 *   npx tsx scripts/measure/costed-plan.ts --sample 12
 *   npx tsx scripts/measure/costed-plan.ts --keep-cpu   # the committed CPU per node, new nodes
 *
 * `--keep-cpu` measures nothing: each measured n keeps the CPU per node of the committed plan (and
 * its date), so that a change to the nodes or the prices is costed without a quiet machine.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { getSplit, type UnitToCount } from '@nqueens/core'
import { estimateCountNodes } from '../../functions/src/lib/budget/count-nodes.ts'
import { maxBudget, readJobPolicy } from '../../functions/src/lib/budget/policy.ts'
import { costedPlanTable, type CostedPlan } from '../docs/figures.ts'
import { PRICES, costOf, type PlanRow } from './costed-plan-prices.ts'
import { cpuMs } from '../stats.ts'

const ROOT = resolve(import.meta.dirname, '../..')
const OUT = join(ROOT, 'site/src/data/costed-plan.json')
const { values } = parseArgs({
  options: {
    sample: { type: 'string', default: '24' },
    'keep-cpu': { type: 'boolean', default: false },
  },
})
const SAMPLE = Number(values.sample)
const MEASURED = [16, 17, 18, 19, 20]
const PLANNED = [21, 22, 23, 24, 25, 26, 27, 28]

/** A small seeded generator (mulberry32), so the sample is the same on every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The costliest unit's share of the plan's cost: a unit runs on one consumer at a time. */
function longestShare(plan: { cost: number }[]): number {
  const all = plan.reduce((sum, unit) => sum + unit.cost, 0)
  return Math.max(...plan.map((unit) => unit.cost)) / all
}

function measure(n: number) {
  const split = getSplit('constellation')
  const plan = split.plan(n)
  const random = seeded(20261122 + n)
  const sample =
    n === 16 ? plan : [...plan].sort(() => random() - 0.5).slice(0, Math.min(SAMPLE, plan.length))
  // As a job's consumer counts a batch: the units together on core's engine (the lanes), with the
  // batch's budget, those left partial resumed from their cursors until every one is complete.
  const budget = maxBudget(readJobPolicy(undefined), 'constellation', n)
  let nodes = 0
  let engine = ''
  const start = process.cpuUsage()
  let toCount: UnitToCount[] = sample.map((unit) => ({ id: unit.id }))
  while (toCount.length > 0) {
    const left: UnitToCount[] = []
    let taken = 0
    const run = split.countMany(
      n,
      () => toCount[taken++],
      (unit, r) => void (r.status === 'partial' && left.push({ id: unit.id, cursor: r.cursor })),
      { budget },
    )
    nodes += run.nodes
    engine = run.engine
    toCount = [...left, ...toCount.slice(Math.min(taken, toCount.length))]
  }
  const used = cpuMs(start)
  const whole = estimateCountNodes('constellation', n).nodes
  return {
    engine,
    nodes: whole,
    cpuMs: (used / nodes) * whole,
    sampled: sample.length,
    units: plan.length,
    longest: longestShare(plan),
  }
}

/** n's row as the committed plan measured it, with n's nodes as they are now. */
function committed(plan: CostedPlan, n: number): ReturnType<typeof measure> {
  const row = plan.rows.find((r) => r.n === n && r.measured)
  if (!row) throw new Error(`the committed costed plan has no measured row for n = ${n}`)
  const split = getSplit('constellation').plan(n)
  const nodes = estimateCountNodes('constellation', n).nodes
  return {
    engine: 'lanes (committed)',
    nodes,
    cpuMs: (row.cpuMs / row.nodes) * nodes,
    sampled: row.sampled,
    units: split.length,
    longest: longestShare(split),
  }
}

function main(): void {
  const rows: PlanRow[] = []
  const perMessage = (n: number) => maxBudget(readJobPolicy(undefined), 'constellation', n) / 100
  const before = values['keep-cpu']
    ? (JSON.parse(readFileSync(OUT, 'utf8')) as CostedPlan)
    : undefined
  for (const n of MEASURED) {
    const m = before ? committed(before, n) : measure(n)
    rows.push(
      costOf({
        n,
        units: m.units,
        nodes: m.nodes,
        cpuMs: m.cpuMs,
        perMessage: perMessage(n),
        measured: true,
        sampled: m.sampled,
        longestShare: m.longest,
      }),
    )
    console.error(
      `n = ${n}: ${m.sampled} of ${m.units} units counted on the ${m.engine}, ${m.nodes.toExponential(2)} nodes, ${(m.cpuMs / 1000).toFixed(1)} CPU s`,
    )
  }
  // Past the measured sizes, the modelled nodes at the measured sizes' CPU per node.
  const msPerNode =
    rows.reduce((sum, r) => sum + r.cpuMs, 0) / rows.reduce((sum, r) => sum + r.nodes, 0)
  for (const n of PLANNED) {
    const nodes = estimateCountNodes('constellation', n).nodes
    const plan = getSplit('constellation').plan(n)
    const units = plan.length
    rows.push(
      costOf({
        n,
        units,
        nodes,
        cpuMs: nodes * msPerNode,
        perMessage: perMessage(n),
        measured: false,
        sampled: 0,
        longestShare: longestShare(plan),
      }),
    )
  }
  const data = {
    measuredAt: before?.measuredAt ?? new Date().toISOString(),
    node: before?.node ?? process.version,
    recordedTo: recordedTo(),
    nodesPerMs: 1 / msPerNode,
    prices: PRICES,
    rows,
  }
  writeFileSync(OUT, JSON.stringify(data, null, 2) + '\n')
  console.log(`${Math.round(1 / msPerNode)} nodes per CPU ms`)
  console.log(costedPlanTable(data))
}

/** The largest n whose constellation count's nodes are recorded. */
function recordedTo(): number {
  let n = 1
  while (estimateCountNodes('constellation', n + 1).recorded) n++
  return n
}

main()
