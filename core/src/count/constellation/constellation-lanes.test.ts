import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { countBranches } from '../engine.ts'
import { EMPTY_TALLY, type Tally } from '../tally.ts'
import type { Engine } from '../../types.ts'
import {
  classesOf,
  openConstellationToCount,
  type Stopped,
  type ConstellationToCount,
} from './constellation-branches.ts'
import { createLanes } from './constellation-lanes.ts'
import { LANES } from './constellation-lanes-layout.ts'
import { planConstellations } from './constellation-plan.ts'
import { openConstellation } from './constellation-search.ts'
import { walkConstellation } from './constellation-walk.ts'

/** Counts `units` on `engine`: per unit (by index) its classes once done, and what stopped. */
function count(n: number, units: ConstellationToCount[], engine: Engine, budget = Infinity) {
  const plan = planConstellations(n)
  const classes = new Map<number, Tally>()
  const nodesOf = new Map<number, number>()
  let next = 0
  const run = countBranches(
    n,
    () => {
      const unit = units[next++]
      return unit && openConstellationToCount(n, plan, unit)
    },
    (o, c) => {
      expect(classes.has(o.id)).toBe(false) // each constellation is reported once
      classes.set(o.id, c)
      nodesOf.set(o.id, o.nodes)
    },
    { budget, engine },
  )
  expect(run.engine).toBe(engine)
  return { ...run, classes, nodesOf, taken: Math.min(next, units.length) }
}

const every = (n: number): ConstellationToCount[] => planConstellations(n).map((_, id) => ({ id }))

// The lanes are held to the walk: constellation by constellation, node for node, class by class,
// and to the walk of a whole constellation at once, which classes each board it finds.
describe('the lanes', () => {
  it('visit the walk’s nodes and find its classes, every constellation to n = 13', () => {
    for (let n = 1; n <= 13; n++) {
      const lanes = count(n, every(n), 'lanes')
      const walk = count(n, every(n), 'walk')
      expect(lanes.nodesOf, `n = ${n}`).toEqual(walk.nodesOf)
      expect(lanes.classes, `n = ${n}`).toEqual(walk.classes)
      for (const [index, c] of planConstellations(n).entries()) {
        const whole = openConstellation(n, c)
        expect(lanes.nodesOf.get(index)).toBe(walkConstellation(whole, -1))
        expect(lanes.classes.get(index)).toEqual(classesOf(whole))
      }
    }
  })

  it('stop within every budget, and resume exactly on either engine', () => {
    const n = 12
    const one = count(n, every(n), 'walk')
    const sum = (classes: Map<number, Tally>) =>
      [...classes.values()].reduce(
        (a, b) => ({
          c1: a.c1 + b.c1,
          c2: a.c2 + b.c2,
          c4: a.c4 + b.c4,
          c8: a.c8 + b.c8,
        }),
        EMPTY_TALLY,
      )
    for (const [budget, engines] of [
      [1, ['lanes']],
      [29, ['lanes', 'walk']],
      [4321, ['lanes', 'walk', 'walk']],
      [99_999, ['walk', 'lanes']],
    ] as [number, Engine[]][]) {
      let units = every(n)
      const classes = new Map<number, Tally>()
      let nodes = 0
      for (let call = 0; units.length > 0; call++) {
        const run = count(n, units, engines[call % engines.length], budget)
        expect(run.nodes).toBeLessThanOrEqual(budget)
        nodes += run.nodes
        for (const [index, c] of run.classes) classes.set(index, c)
        // The stopped ones first, then those not taken.
        const stopped: ConstellationToCount[] = run.stopped.map(({ open }: Stopped) => ({
          id: open.index,
          open,
        }))
        units = [...stopped, ...units.slice(run.taken)]
        if (units.length > 0) expect(run.nodes, `budget ${budget}`).toBe(budget)
      }
      expect(nodes).toBe([...one.nodesOf.values()].reduce((a, b) => a + b))
      expect(sum(classes)).toEqual(sum(one.classes))
    }
  })

  it('take fewer constellations than lanes, and nothing', () => {
    const few = [100, 200, 300].map((id) => ({ id }))
    expect(few.length).toBeLessThan(LANES)
    expect(count(12, few, 'lanes').nodesOf).toEqual(count(12, few, 'walk').nodesOf)
    expect(count(12, [], 'lanes')).toMatchObject({ nodes: 0, stopped: [] })
  })

  it('refuse a module that is not the lanes', () => {
    const empty = new WebAssembly.Module(new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]))
    expect(() => createLanes(empty)).toThrow('not the lanes module')
    const path = createRequire(import.meta.url).resolve('@nqueens/core/lanes.wasm')
    expect(WebAssembly.validate(readFileSync(path))).toBe(true)
  })
})
