import { describe, expect, it } from 'vitest'
import { countConstellations } from './constellation.ts'
import { expectedNodes, recordedNodes } from './constellation-nodes.ts'

describe("each n's recorded nodes", () => {
  it.each(Array.from({ length: 13 }, (_, i) => i + 1))(
    'n = %i: the recorded nodes are the ones a count visits',
    (n) => {
      expect(recordedNodes(n)).toBe(countConstellations(n).nodes)
    },
  )

  it('estimates the nodes past the recorded ones from the known solutions, and not past them', () => {
    expect(expectedNodes(16)).toEqual({ nodes: 209210677, recorded: true })
    const past = expectedNodes(20)!
    expect(past.recorded).toBe(false)
    expect(past.nodes).toBeGreaterThan(4e11)
    expect(past.nodes).toBeLessThan(8e11)
    expect(expectedNodes(28)).toBeUndefined()
    expect(recordedNodes(40)).toBeUndefined()
  })
})
