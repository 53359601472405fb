/**
 * @module
 * A share done as a percentage, for progress shown to people: rounded down, so that work not yet
 * done never reads 100 %; one decimal below 10 %.
 */

/**
 * @example
 * percentDone(0.996) // '99%'
 * percentDone(0.0123) // '1.2%'
 * percentDone(1) // '100%'
 */
export function percentDone(share: number): string {
  const digits = share < 0.1 ? 1 : 0
  const scale = 10 ** digits
  // The small addition undoes float error (0.29 · 100 is 28.999…); below 1 stays below 100 %.
  const shown = Math.floor(share * 100 * scale + 1e-9)
  const kept = share < 1 ? Math.min(shown, 100 * scale - 1) : shown
  return `${(kept / scale).toFixed(digits)}%`
}
