import { describe, expect, it } from 'vitest'
import { progressBar } from './progress.ts'

/** A terminal that records what is written, and a clock the test moves. */
function terminal(isTTY = true, columns?: number) {
  const written: string[] = []
  const clock = { ms: 0 }
  const io = { stderr: { write: (text: string) => written.push(text), isTTY, columns } }
  return { written, clock, io, now: () => clock.ms }
}

describe('progressBar', () => {
  it('stays silent for its first second, then draws at most every 100 ms', () => {
    const { written, clock, io, now } = terminal()
    const bar = progressBar(io, 'count 18', { now })
    bar.update(0.1)
    clock.ms = 1000
    bar.update(0.25)
    clock.ms = 1050
    bar.update(0.3)
    expect(written).toEqual(['\r\x1b[2Kcount 18 [########......................]  25.0%  1.0 s'])
    clock.ms = 1100
    bar.update(2, 'row 3')
    expect(written[1]).toBe(
      '\r\x1b[2Kcount 18 [##############################] 100.0%  1.1 s  row 3',
    )
  })

  it('erases itself when finished, and draws again on the next update', () => {
    const { written, io, now } = terminal()
    const bar = progressBar(io, 'x', { now, showAfterMs: 0 })
    bar.finish()
    expect(written).toEqual([])
    bar.update(0.5)
    bar.finish()
    bar.update(0.5)
    expect(written.slice(1)).toEqual(['\r\x1b[2K', written[0]])
  })

  it('fits the terminal, and draws nothing where stderr is no terminal', () => {
    const narrow = terminal(true, 20)
    progressBar(narrow.io, 'count 18', { now: narrow.now, showAfterMs: 0 }).update(0.5)
    expect(narrow.written).toEqual(['\r\x1b[2Kcount 18 [#########'])
    const piped = terminal(false)
    const bar = progressBar(piped.io, 'count 18', { now: piped.now, showAfterMs: 0 })
    bar.update(0.5)
    bar.finish()
    expect(piped.written).toEqual([])
  })
})
