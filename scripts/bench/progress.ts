/**
 * Progress on stderr: a redrawn bar on a terminal, plain lines otherwise (CI logs, pipes), so the
 * JSON on disk and anything on stdout stay clean.
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

const WIDTH = 24

export function createProgress(
  phases: number,
  stream: NodeJS.WriteStream = process.stderr,
  tty = Boolean(stream.isTTY),
): Progress {
  let index = 0
  let name = ''
  let shown = ''
  const started = Date.now()

  const clear = () => {
    if (tty && shown !== '') stream.write('\r\x1b[2K')
    shown = ''
  }
  const draw = (fraction: number, detail: string) => {
    const f = Math.min(1, Math.max(0, fraction))
    const filled = Math.round(f * WIDTH)
    const bar = '█'.repeat(filled) + '░'.repeat(WIDTH - filled)
    const seconds = ((Date.now() - started) / 1000).toFixed(0)
    const columns = stream.columns || 100
    const line = `[${index}/${phases}] ${name} ${bar} ${(f * 100).toFixed(0).padStart(3)}% ${seconds}s ${detail}`
    shown = line.slice(0, columns - 1)
    stream.write('\r\x1b[2K' + shown)
  }

  return {
    phase(next) {
      index += 1
      name = next
      if (tty) draw(0, '')
      else stream.write(`[${index}/${phases}] ${name}\n`)
    },
    update(fraction, detail) {
      if (tty) draw(fraction, detail)
    },
    log(line) {
      clear()
      stream.write(line + '\n')
    },
    end() {
      clear()
    },
  }
}
