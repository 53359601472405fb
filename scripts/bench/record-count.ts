import { performance } from 'node:perf_hooks'
import { countParallel, KNOWN_COUNTS, type CountResult } from '@nqueens/core'
import type { RecordCount } from '@nqueens/charts/benchmark-schema'
import { roundMs } from './timed-run.ts'
import type { Progress } from './progress.ts'

/** Counts n on `threads` threads, reporting the fraction of the work done. */
export type ThreadedCount = (
  n: number,
  threads: number,
  onProgress: (fraction: number) => void,
) => Promise<CountResult>

/** The default counter of `nqueens count`: the fastest way to count on this machine. */
const countOnThreads: ThreadedCount = (n, threads, onProgress) =>
  countParallel(n, { threads, onProgress })

/**
 * The record count: n (18 by default, the largest n issue #7 names) counted once, in this
 * process, with the parallel counter on `threads` threads. The time is the wall time of the
 * whole call, worker start-up included: what someone who runs the count waits. The result is
 * compared with the published counts and recorded either way; a mismatch is logged loudly and
 * shown on the dashboard rather than hidden by a failed run.
 */
export async function countRecord(
  n: number,
  options: { threads: number; count?: ThreadedCount },
  progress: Progress,
): Promise<RecordCount> {
  const known = KNOWN_COUNTS[n]
  if (!known) throw new Error(`record count: no published count for n = ${n} to check against`)
  const count = options.count ?? countOnThreads
  const detail = `n=${n} on ${options.threads} threads`
  progress.update(0, detail)
  const start = performance.now()
  const result = await count(n, options.threads, (fraction) => progress.update(fraction, detail))
  const ms = performance.now() - start
  if (result.status !== 'complete' || result.unique === undefined) {
    throw new Error(`record count: ${result.algorithm} gave no complete total and unique count`)
  }
  const record: RecordCount = {
    ran: true,
    n,
    algorithm: result.algorithm,
    threads: options.threads,
    total: result.total.toString(),
    unique: result.unique.toString(),
    ms: roundMs(ms),
    nodes: result.nodes,
    knownTotal: known.total.toString(),
    knownUnique: known.unique.toString(),
    totalMatches: result.total === known.total,
    uniqueMatches: result.unique === known.unique,
  }
  const firstRow = result.firstRow
  if (firstRow !== undefined) {
    record.byFirstRow = firstRow.map(String)
    // Published rows stop at n = 22 and are not at hand here: check what any true row must do.
    record.firstRowChecked =
      firstRow.length === n &&
      firstRow.reduce((a, b) => a + b, 0n) === known.total &&
      firstRow.every((count, c) => count === firstRow[n - 1 - c])
  }
  const matches = record.totalMatches && record.uniqueMatches
  progress.log(
    `  n=${n}: ${group(record.total)} total, ${group(record.unique)} unique in ` +
      `${(ms / 1000).toFixed(1)} s on ${options.threads} threads: ` +
      (matches
        ? 'matches OEIS'
        : `DIFFERS from OEIS (${group(record.knownTotal)} total, ${group(record.knownUnique)} unique)`) +
      (record.firstRowChecked === undefined
        ? ''
        : record.firstRowChecked
          ? '; the first-row counts add up to it and mirror'
          : '; the first-row counts DO NOT add up to it or mirror'),
  )
  return record
}

function group(count: string): string {
  return count.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}
