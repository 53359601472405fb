/**
 * @module
 * The small arithmetic every measurement script shares: medians, CPU time, and figures rounded so
 * that they never claim more than was measured. One copy, so the budget table, the completions
 * rate, the benchmark and the one-off measurements round and average alike.
 */

/**
 * The middle value (the mean of the two middle ones for an even count).
 *
 * @example
 * median([3, 1, 2]) // 2
 * median([4, 1, 3, 2]) // 2.5
 */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/**
 * CPU milliseconds (user + system) this process spent since `start`, or in all without it: a busy
 * machine disturbs CPU time less than wall time.
 */
export function cpuMs(start?: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start)
  return (used.user + used.system) / 1000
}

/**
 * Two significant digits, rounded down, so a speed never claims more than was measured; 0 for
 * anything not positive.
 *
 * @example
 * roundDown(123_456) // 120000
 */
export function roundDown(rate: number): number {
  if (!(rate > 0)) return 0
  const grain = 10 ** (Math.floor(Math.log10(rate)) - 1)
  return Math.floor(rate / grain) * grain
}
