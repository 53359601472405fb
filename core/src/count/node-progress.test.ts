import { describe, expect, it } from 'vitest'
import { expectedNodes, recordedNodes } from './constellation/constellation-nodes.ts'
import { NodeProgress } from './node-progress.ts'

describe('NodeProgress', () => {
  it("moves with the nodes counted over n's recorded nodes, up to 1", () => {
    const progress = NodeProgress.of(12)!
    const all = recordedNodes(12)!
    expect(progress.share).toBe(0)
    expect(progress.add(1000)).toBe(1000 / all)
    expect(progress.add(all - 1000)).toBe(1)
    expect(progress.add(5)).toBe(1)
  })

  it("stops at 0.99 where n's nodes are estimated", () => {
    const progress = NodeProgress.of(20)!
    expect(expectedNodes(20)!.recorded).toBe(false)
    expect(progress.add(expectedNodes(20)!.nodes / 2)).toBeCloseTo(0.5)
    expect(progress.add(expectedNodes(20)!.nodes)).toBe(0.99)
  })

  it("is undefined where n's nodes are not known", () => {
    expect(NodeProgress.of(40)).toBeUndefined()
  })
})
