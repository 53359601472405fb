import { progressBar, type ProgressBar } from '@nqueens/core/internal'

/**
 * Progress on stderr: core's bar (the one the CLI draws) on a terminal, plain lines otherwise (CI
 * logs, pipes), so the JSON on disk and anything on stdout stay clean.
 */
export interface Progress {
  /** Starts a phase, e.g. `counters`, out of `phases` in all. */
  phase(name: string): void
  /** Where the current phase stands (0..1) and what it is doing now. */
  update(fraction: number, detail: string): void
  /** A line that stays: a finished row or a result. */
  log(line: string): void
  /** Clears the bar. */
  end(): void
}

export function createProgress(
  phases: number,
  stream: NodeJS.WriteStream = process.stderr,
  tty = Boolean(stream.isTTY),
): Progress {
  let index = 0
  let bar: ProgressBar | undefined
  const stderr = {
    write: (text: string) => stream.write(text),
    isTTY: tty,
    get columns() {
      return stream.columns
    },
  }
  return {
    phase(name) {
      bar?.finish()
      index += 1
      const label = `[${index}/${phases}] ${name}`
      if (!tty) stream.write(`${label}\n`)
      bar = progressBar({ stderr }, label, { showAfterMs: 0 })
      bar.update(0)
    },
    update(fraction, detail) {
      bar?.update(fraction, detail)
    },
    log(line) {
      bar?.finish()
      stream.write(line + '\n')
    },
    end() {
      bar?.finish()
    },
  }
}
