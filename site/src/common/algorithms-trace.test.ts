import { describe, expect, it } from 'vitest'
import { traceSearch } from '@nqueens/core'
import { decodeTrace, encodeTrace, replay } from './algorithms-trace.ts'

describe("the animation's trace", () => {
  it('encodes the trace losslessly, and replay matches the search at every solution', () => {
    for (let n = 4; n <= 8; n++) {
      const events = traceSearch(n, { limit: 1_000_000 })
      const decoded = decodeTrace(encodeTrace(events))
      expect(decoded.map((s) => [s.kind, s.row, s.col])).toEqual(
        events.map((s) => [s.type, s.row, s.col]),
      )
      events.forEach((event, i) => {
        if (event.type !== 'solution') return
        const frame = replay(decoded, n, i + 1)
        expect([...frame.board]).toEqual(event.queens)
      })
      expect(replay(decoded, n, decoded.length).board.every((col) => col === -1)).toBe(true)
    }
  })
})
