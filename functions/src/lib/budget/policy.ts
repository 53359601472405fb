import { MAX_PARSED_N } from '@nqueens/core'
import table from './measured.json' with { type: 'json' }
import { estimateCountNodes } from './count-nodes.ts'
import { readJobMaxN } from '../http/limits.ts'
import { JOB_BATCH_MS, PROFILES, SAFETY } from './profiles.ts'

/**
 * @module
 * The budget policy: every node budget and every size limit of the Worker comes from here, out of
 * three inputs. A Worker's clock stands still while it computes, so searches are bounded by
 * nodes, never time.
 * 1. The CPU one request may spend, `CPU_MS` (profiles.ts: a second on Workers Paid, 10 ms free).
 * 2. Each kernel's own speed and setup, and what reading and writing a board costs per queen, all
 *    measured without a request around them (scripts/measure/budget-table.ts → measured.json).
 * 3. The safety factor: a search is planned to take `SAFETY` of `CPU_MS`, less the board's reading
 *    and writing.
 * So at n = 8, paid: `first` may visit rate × (CPU_MS × SAFETY − setup − 8 queens' I/O) nodes,
 * with rate and setup from measured.json, far more than it needs there. That is `maxBudget`, the
 * default budget; `budget=` only lowers it. Which finder takes which n follows from the same
 * figures (finders.ts).
 */

const RATES = table.nodesPerMs as Record<string, Record<string, number> | undefined>
const SETUP = table.setupMs as Record<string, Record<string, number> | undefined>
/**
 * Counters measured under another's id: in one thread `parallel` is the constellation counter's
 * runner under its own name (core's count/parallel.ts), so it has the same speed and nodes.
 */
const MEASURED_AS: Record<string, string> = { parallel: 'constellation' }

/** The vars the policy reads: the Worker's `Env` has them (wrangler.toml's [vars]). */
export interface PolicyVars {
  CPU_MS?: string
  JOB_CPU_MS?: string
  JOB_MAX_N?: string
}

export interface Policy {
  /** CPU milliseconds one request may spend. */
  cpuMs: number
  /** Of which a search is planned to take at most this much, before the board's I/O. */
  searchMs: number
  /** The largest n of a job here (`JOB_MAX_N`, lib/http/limits.ts), past which counts point to the CLI. */
  jobMaxN: number
}

/** The policy of this deployment's API: `CPU_MS` from [vars], the paid profile when unset. */
export function readPolicy(env: PolicyVars | undefined): Policy {
  return policyOf(env?.CPU_MS, PROFILES.paid, env)
}

/** The policy of one batch of the jobs queue: `JOB_CPU_MS` from [vars], seconds by default. */
export function readJobPolicy(env: PolicyVars | undefined): Policy {
  return policyOf(env?.JOB_CPU_MS, JOB_BATCH_MS, env)
}

function policyOf(setting: string | undefined, fallback: number, env?: PolicyVars): Policy {
  const given = Number(setting)
  const cpuMs = setting !== undefined && given > 0 ? given : fallback
  return { cpuMs, searchMs: cpuMs * SAFETY, jobMaxN: readJobMaxN(env) }
}

/** CPU milliseconds to write an n-queen board into an answer, and to read (and verify) one. */
export function ioMs(n: number, reads: boolean): number {
  return ((table.io.writeNs + (reads ? table.io.readNs : 0)) * n) / 1e6
}

/**
 * The most nodes one request may visit for this algorithm (counter or finder id) on an n-board:
 * its speed at n (the slower of the two measured sizes around n) times the search time left after
 * its setup and writing the board (and reading one, when the request `reads` a board).
 */
export function maxBudget(policy: Policy, algorithm: string, n: number, reads = false): number {
  const id = MEASURED_AS[algorithm] ?? algorithm
  const rate = around(RATES[id], n)
  if (rate === undefined) throw new Error(`no measured speed for ${id}: run budget-table.ts`)
  const left = policy.searchMs - (around(SETUP[id], n, Math.max) ?? 0) - ioMs(n, reads)
  return Math.max(1, Math.floor(rate * Math.max(0, left)))
}

/** The largest board a request reads and writes whole: its I/O fits the search time. */
export function boardMaxN(policy: Policy): number {
  return Math.min(MAX_PARSED_N, Math.floor(policy.searchMs / ioMs(1, true)))
}

/** Whether a whole count fits one request, decided without counting. */
export function countFits(policy: Policy, algorithm: string, n: number): boolean {
  return judgeCount(policy, algorithm, n).fits
}

/**
 * The policy's verdict on one count: a request's budget, the whole count's nodes, and whether it
 * fits one request.
 */
export interface CountVerdict {
  /** The most nodes one request may visit (`maxBudget`). */
  max: number
  /** Nodes of the whole count, recorded or modelled past the record (count-nodes.ts). */
  nodes: number
  /** `nodes` is the recorded total, exact; else the model's estimate. */
  recorded: boolean
  /** The whole count fits one request: its recorded nodes are at most `max`. */
  fits: boolean
}

/**
 * Everything a count request needs from the policy, in one call: its budget, the nodes of the
 * whole count (for progress and for how many requests it would take), and whether it fits.
 *
 * @example
 * judgeCount(readPolicy(env), 'constellation', 16) // { max: …, nodes: …, fits: true }
 */
export function judgeCount(policy: Policy, algorithm: string, n: number): CountVerdict {
  return judgeCountWith(maxBudget(policy, algorithm, n), algorithm, n)
}

/** The verdict on a count of `algorithm`'s tree at n, with `max` nodes to a request. */
export function judgeCountWith(max: number, algorithm: string, n: number): CountVerdict {
  const { nodes, recorded } = estimateCountNodes(algorithm, n)
  return { max, nodes, recorded, fits: recorded && nodes <= max }
}

/** A table's sizes and figures, smallest size first. */
export function sizesOf(bySize: Record<string, number | null>): [number, number | null][] {
  return Object.entries(bySize)
    .map(([size, value]): [number, number | null] => [Number(size), value])
    .sort((a, b) => a[0] - b[0])
}

/** The worse of the figures at the measured sizes just below and just above n (speeds: the smaller). */
function around(
  bySize: Record<string, number> | undefined,
  n: number,
  worse: (a: number, b: number) => number = Math.min,
): number | undefined {
  if (bySize === undefined) return undefined
  // A size where nothing was visited (a count over before its first node) says nothing of speed.
  const sizes = (sizesOf(bySize) as [number, number][]).filter(([, value]) => value > 0)
  if (sizes.length === 0) return undefined
  const above = sizes.find(([size]) => size >= n) ?? sizes[sizes.length - 1]
  const below = [...sizes].reverse().find(([size]) => size <= n) ?? sizes[0]
  return worse(above[1], below[1])
}
