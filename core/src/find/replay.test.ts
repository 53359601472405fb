import { describe, expect, it } from 'vitest'
import { decodeCursor } from '../cursor.ts'
import type { SolveOptions, SolveResult } from '../types.ts'
import { getFinder } from './registry.ts'
import { replayCursor } from './replay.ts'

/** Follows a search to its end in steps of `budget`, swapping each cursor for `rewrite`'s. */
function follow(
  id: string,
  n: number,
  options: SolveOptions,
  budget: number,
  rewrite: (cursor: string) => string = (cursor) => cursor,
): { result: SolveResult; nodes: number; steps: number } {
  const finder = getFinder(id)
  let result = finder.solve(n, { ...options, budget })
  let nodes = result.nodes
  let steps = 1
  while (result.status === 'partial') {
    result = finder.solve(n, { ...options, budget, cursor: rewrite(result.cursor!) })
    nodes += result.nodes
    steps++
  }
  return { result, nodes, steps }
}

describe('replayCursor', () => {
  it('writes a local search without its snapshot: shorter, and it ends where the full one does', () => {
    for (const id of ['swap-det', 'swap-random', 'boltzmann']) {
      const n = id === 'boltzmann' ? 40 : 300
      const search = { kind: 'solve', algorithm: id, n }
      const first = getFinder(id).solve(n, { seed: 3, budget: 50 })
      const replay = replayCursor(first.cursor!, search)!
      expect(replay.length, id).toBeLessThan(first.cursor!.length)
      expect(decodeCursor(replay, search).state, id).toEqual({ seed: 3, moves: 50 })
      const whole = follow(id, n, { seed: 3 }, 5000)
      const replayed = follow(id, n, { seed: 3 }, 5000, (c) => replayCursor(c, search) ?? c)
      expect(replayed.result.queens, id).toEqual(whole.result.queens)
      // The replayed moves are not counted again: every node is counted once, as in one run.
      expect(replayed.nodes, id).toBe(whole.nodes)
    }
  })

  it('writes mrv as its run and moves, and a resumed search goes on exactly', () => {
    // Three queens that leave no completion: mrv needs many steps to prove it.
    const queens = new Int32Array(12).fill(-1)
    queens[0] = 0
    queens[1] = 2
    queens[2] = 4
    const search = { kind: 'solve', algorithm: 'mrv', n: 12 }
    const whole = follow('mrv', 12, { queens }, 7)
    expect(whole.steps).toBeGreaterThan(3)
    const replayed = follow('mrv', 12, { queens }, 7, (cursor) => {
      const replay = replayCursor(cursor, search)!
      expect(decodeCursor(replay, search).state).toMatchObject({ run: expect.any(Number) })
      expect(decodeCursor(replay, search).state).not.toHaveProperty('path')
      return replay
    })
    expect(replayed.result.status).toBe(whole.result.status)
    expect(replayed.result.queens).toEqual(whole.result.queens)
    expect(replayed.nodes).toBe(whole.nodes)
    expect(replayed.steps).toBe(whole.steps)
  })

  it('has no shorter form for a depth-first search or a cursor that already replays', () => {
    const first = getFinder('first').solve(20, { budget: 10 })
    expect(replayCursor(first.cursor!, { kind: 'solve', algorithm: 'first', n: 20 })).toBe(
      undefined,
    )
    const big = getFinder('min-conflicts').solve(5000, { budget: 10 })
    const search = { kind: 'solve', algorithm: 'min-conflicts', n: 5000 }
    expect(replayCursor(big.cursor!, search)).toBe(undefined)
  })
})
