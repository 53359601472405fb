import type { Io } from './format.ts'

/** Runs below this long never show a bar, so quick answers print nothing extra. */
const SHOW_AFTER_MS = 1000
const REDRAW_MS = 100
const WIDTH = 30

/**
 * A progress bar on stderr for long runs: silent for the first second, then redrawn at most ten
 * times a second, and only when stderr is a terminal (never in pipes, files or tests).
 */
export function progressBar(io: Io, label: string) {
  const start = performance.now()
  let drawn = 0
  let shown = false
  const enabled = io.stderr.isTTY === true
  return {
    update(fraction: number): void {
      if (!enabled) return
      const now = performance.now()
      if (now - start < SHOW_AFTER_MS || now - drawn < REDRAW_MS) return
      drawn = now
      shown = true
      const share = Math.max(0, Math.min(1, fraction))
      const filled = Math.round(share * WIDTH)
      const seconds = ((now - start) / 1000).toFixed(1)
      io.stderr.write(
        `\r${label} [${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ` +
          `${(share * 100).toFixed(1).padStart(5)}%  ${seconds} s`,
      )
    },
    /** Erases the bar, if one was drawn, before the answer is printed. */
    finish(): void {
      if (shown) io.stderr.write('\r\x1b[2K')
    },
  }
}
