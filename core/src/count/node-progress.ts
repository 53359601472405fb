/**
 * @module
 * The share of a whole split count done, by nodes: the search is deterministic, so n's nodes are
 * a constant (constellation-nodes.ts), and the nodes counted so far over them move with the work
 * itself, however unequal its units. Where n's nodes are estimated rather than recorded, the share
 * stops at 0.99 until the count says it is done.
 */
import { expectedNodes } from './constellation/constellation-nodes.ts'

/** Progress by nodes over the whole count of one n. */
export class NodeProgress {
  private counted = 0

  private constructor(
    private readonly expected: number,
    private readonly cap: number,
  ) {}

  /**
   * Progress over the whole count of n, or undefined where n's nodes are not known even roughly
   * (then weigh units by their cost instead: `CostProgress`).
   *
   * @example
   * const progress = NodeProgress.of(12)! // n = 12's search is 162,651 nodes
   * progress.add(81_000) // about 0.5
   */
  static of(n: number): NodeProgress | undefined {
    const expected = expectedNodes(n)
    if (expected === undefined || expected.nodes <= 0) return undefined
    return new NodeProgress(expected.nodes, expected.recorded ? 1 : 0.99)
  }

  /** Adds `nodes` counted, and returns the share. */
  add(nodes: number): number {
    this.counted += nodes
    return this.share
  }

  /** The nodes counted over n's, 0 to 1 (to 0.99 where n's are estimated). */
  get share(): number {
    return Math.min(this.cap, this.counted / this.expected)
  }
}
