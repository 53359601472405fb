import { describe, expect, it } from 'vitest'
import {
  checkBudget,
  checkN,
  checkPlacement,
  constellation,
  countInOrder,
  parallel,
  traceSearch,
  traceSteps,
  validateBudget,
  validateN,
  validatePlacement,
} from './index.ts'

describe("0.1.0's names of the validators", () => {
  it('are the validators themselves', () => {
    expect(checkN).toBe(validateN)
    expect(checkBudget).toBe(validateBudget)
    expect(checkPlacement).toBe(validatePlacement)
    expect(() => checkN(40, 32)).toThrow('Invalid n: must be an integer from 1 to 32, got 40')
  })
})

describe("0.1.0's countInOrder", () => {
  it('is the constellation counter, or parallel in one thread', () => {
    expect(countInOrder(11, 'constellation')).toEqual(constellation.count(11))
    expect(countInOrder(11, 'parallel', { budget: 4000 })).toEqual(
      parallel.count(11, { budget: 4000 }),
    )
  })
})

describe("0.1.0's traceSteps", () => {
  it('is traceSearch itself', () => {
    expect(traceSteps).toBe(traceSearch)
  })
})
