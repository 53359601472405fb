import { describe, expect, it } from 'vitest'
import { traceSteps } from '@nqueens/core'
import { decodeSteps, encodeSteps, replay } from './algorithms-steps.ts'

describe('algorithm animation steps', () => {
  it('encodes the trace losslessly, and replay matches the search at every solution', () => {
    for (let n = 4; n <= 8; n++) {
      const steps = traceSteps(n, { limit: 1_000_000 })
      const decoded = decodeSteps(encodeSteps(steps))
      expect(decoded.map((s) => [s.kind, s.row, s.col])).toEqual(
        steps.map((s) => [s.type, s.row, s.col]),
      )
      steps.forEach((step, i) => {
        if (step.type !== 'solution') return
        const frame = replay(decoded, n, i + 1)
        expect([...frame.board]).toEqual(step.queens)
      })
      expect(replay(decoded, n, decoded.length).board.every((col) => col === -1)).toBe(true)
    }
  })
})
