/**
 * The CPU one request may spend, by Workers plan, in milliseconds. A deployment picks one with
 * `CPU_MS` in wrangler.toml [vars]; `[limits] cpu_ms`, the platform's ceiling for any invocation,
 * must be at least that (and at least `JOB_CPU_MS`, the jobs queue's batches).
 * - `paid`: Workers Paid lets a request run for up to 5 minutes of CPU; a second keeps answers
 *   quick while every finder, large boards and mid-sized counts fit one request (what fits at
 *   each profile follows from measured.json: the API reference's Limits section shows it).
 * - `free`: the free plan's fixed 10 ms.
 */
export const PROFILES = { paid: 1000, free: 10 } as const

/**
 * The CPU one batch of the jobs queue may spend by default, in milliseconds: Workers Paid's most
 * for one invocation, five minutes, so that a whole batch of messages (`MESSAGE_NODES` of counting
 * each, send.ts) fits and most units finish within their first message. `[limits] cpu_ms` must be
 * at least this.
 */
export const JOB_BATCH_MS = 300_000

/**
 * The share of the allowance a search is planned to take. The rest covers a machine slower than
 * the one that measured the node rates: measured.json's `spread` is how far the slowest run fell
 * below the median on that machine, and the CPU tests run every route's worst case against the
 * full allowance.
 */
export const SAFETY = 0.5

/**
 * A randomised finder is offered at a size when this many times the most nodes it needed over the
 * measured seeds still fits: its tail past the seeds tried is covered this many times over.
 */
export const TAIL = 3
