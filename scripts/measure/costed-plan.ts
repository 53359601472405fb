/**
 * @module
 * The costed plan: what a job for n = 16 … 28 would cost on Cloudflare, from measured per-unit
 * CPU. For n = 16 every unit is counted; for 17 … 20 a random sample of units (fixed seed) is
 * counted, and the whole count's nodes are estimated as the sample's nodes per unit of the plan's
 * cost estimate times the plan's whole cost; past 20, nodes are n = 20's nodes per solution times
 * Q(n). CPU per node is the samples' own (process.cpuUsage), counted together with a batch's
 * budget as a job's consumer counts them, on the lanes. Writes
 * site/src/data/costed-plan.json and prints the table that docs/deploy.md shows (`npm run
 * docs:figures` writes it there).
 *
 *   npx tsx scripts/measure/costed-plan.ts            # about two minutes on a quiet machine
 *   npx tsx scripts/measure/costed-plan.ts --sample 12
 */
import { writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { getSplit, knownCount } from '@nqueens/core'
import { maxBudget, readJobPolicy } from '../../functions/src/lib/budget/policy.ts'
import { costedPlanTable } from '../docs/figures.ts'
import { PRICES, costOf, type PlanRow } from './costed-plan-prices.ts'
import { cpuMs } from '../stats.ts'

const ROOT = resolve(import.meta.dirname, '../..')
const OUT = join(ROOT, 'site/src/data/costed-plan.json')
const { values } = parseArgs({ options: { sample: { type: 'string', default: '24' } } })
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
  let tasks: { id: number; cursor?: string }[] = sample.map((unit) => ({ id: unit.id }))
  while (tasks.length > 0) {
    const left: { id: number; cursor?: string }[] = []
    let taken = 0
    const run = split.countMany(
      n,
      () => tasks[taken++],
      (task, r) => void (r.status === 'partial' && left.push({ id: task.id, cursor: r.cursor })),
      { budget },
    )
    nodes += run.nodes
    engine = run.engine
    tasks = [...left, ...tasks.slice(Math.min(taken, tasks.length))]
  }
  const used = cpuMs(start)
  const sampleCost = sample.reduce((sum, unit) => sum + unit.cost, 0)
  const planCost = plan.reduce((sum, unit) => sum + unit.cost, 0)
  const whole = n === 16 ? nodes : (nodes / sampleCost) * planCost
  return {
    engine,
    nodes: whole,
    cpuMs: (used / nodes) * whole,
    sampled: sample.length,
    units: plan.length,
    longest: longestShare(plan),
  }
}

function main(): void {
  const rows: PlanRow[] = []
  const perMessage = (n: number) => maxBudget(readJobPolicy(undefined), 'constellation', n) / 100
  for (const n of MEASURED) {
    const m = measure(n)
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
  // Past the measured sizes, nodes follow the solutions: the last measured nodes per solution
  // times Q(n) as published (to 27; Q(28) taken as Q(27) times the last growth, Q(27) / Q(26)).
  const last = rows.at(-1)!
  const perSolution = last.nodes / Number(knownCount(last.n)!.total)
  const msPerNode =
    rows.reduce((sum, r) => sum + r.cpuMs, 0) / rows.reduce((sum, r) => sum + r.nodes, 0)
  for (const n of PLANNED) {
    const nodes = perSolution * solutions(n)
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
    measuredAt: new Date().toISOString(),
    node: process.version,
    nodesPerSolution: perSolution,
    nodesPerMs: 1 / msPerNode,
    prices: PRICES,
    rows,
  }
  writeFileSync(OUT, JSON.stringify(data, null, 2) + '\n')
  console.log(
    `${perSolution.toFixed(1)} nodes per solution at n = ${last.n}, ` +
      `${Math.round(1 / msPerNode)} nodes per CPU ms`,
  )
  console.log(costedPlanTable(data))
}

/** Q(n), published to n = 27; n = 28 estimated from the growth from 26 to 27. */
function solutions(n: number): number {
  const known = knownCount(n)
  if (known) return Number(known.total)
  return Number(knownCount(27)!.total) ** 2 / Number(knownCount(26)!.total)
}

main()
