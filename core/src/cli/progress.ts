/** Where a bar is drawn: a terminal's stderr, or anything written like one. */
export interface BarStream {
  write(text: string): unknown
  /** Only a terminal gets a bar: never pipes, files or tests. */
  isTTY?: boolean
  /** The terminal's width; a longer line is cut to fit. */
  columns?: number
}

/** A progress bar, drawn on one line that each update redraws. */
export interface ProgressBar {
  /** Where the work stands (0..1), and optionally what it is doing now. */
  update(fraction: number, detail?: string): void
  /** Erases the bar, if one was drawn; a later update draws it again. */
  finish(): void
}

const REDRAW_MS = 100
const WIDTH = 30

/**
 * A progress bar on `io.stderr`, only when it is a terminal: silent for the first `showAfterMs`
 * (a second by default, so quick answers print nothing extra), then redrawn at most ten times a
 * second. The CLI's counts and the bench (scripts/bench/progress.ts) draw with it.
 *
 * @example
 * const bar = progressBar(process, 'count 18')
 * bar.update(0.25) // count 18 [########......................]  25.0%  1.2 s
 * bar.finish()
 */
export function progressBar(
  io: { stderr: BarStream },
  label: string,
  { showAfterMs = 1000, now = Date.now }: { showAfterMs?: number; now?: () => number } = {},
): ProgressBar {
  const stream = io.stderr
  const start = now()
  let drawn = -Infinity
  let shown = false
  const enabled = stream.isTTY === true
  return {
    update(fraction, detail) {
      if (!enabled) return
      const at = now()
      if (at - start < showAfterMs || at - drawn < REDRAW_MS) return
      drawn = at
      shown = true
      const share = Math.max(0, Math.min(1, fraction))
      const filled = Math.round(share * WIDTH)
      const seconds = ((at - start) / 1000).toFixed(1)
      const line =
        `${label} [${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ` +
        `${(share * 100).toFixed(1).padStart(5)}%  ${seconds} s` +
        (detail ? `  ${detail}` : '')
      stream.write(`\r\x1b[2K${stream.columns ? line.slice(0, stream.columns - 1) : line}`)
    },
    finish() {
      if (shown) stream.write('\r\x1b[2K')
      shown = false
      drawn = -Infinity
    },
  }
}
