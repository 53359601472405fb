/**
 * @module
 * Names of 0.1.0 kept for its users: in the glossary "check" means comparing a count with an
 * independent one, and validating input is `validate…`; `parallel` is a counter like every other.
 * A trace's events were once "steps", a word that now means one budgeted request of a search,
 * and a unit to count was a "task", which now means what one GPU invocation searches.
 * Each old name calls what replaced it.
 */
import { validatePlacement } from './board/placement.ts'
import { traceSearch, type TraceEvent } from './board/trace.ts'
import {
  constellation,
  type ConstellationCountResult,
} from './count/constellation/constellation.ts'
import { parallel } from './count/parallel.ts'
import type { UnitToCount } from './count/unit-result.ts'
import type { CountOptions, CountResult } from './types.ts'
import { validateBudget, validateN } from './validate.ts'

/**
 * 0.1.0's name of `validateN`.
 *
 * @deprecated Use `validateN`, the same function.
 */
export const checkN = validateN

/**
 * 0.1.0's name of `validateBudget`.
 *
 * @deprecated Use `validateBudget`, the same function.
 */
export const checkBudget = validateBudget

/**
 * 0.1.0's name of `validatePlacement`.
 *
 * @deprecated Use `validatePlacement`, the same function.
 */
export const checkPlacement = validatePlacement

/**
 * 0.1.0's count in plan order, by counter id: the same as `constellation.count` or
 * `parallel.count`. A cursor it hands out resumes in the thread pool (`countParallel`), and a
 * cursor of the thread pool resumes here.
 *
 * @deprecated Use `constellation.count(n, options)` or `parallel.count(n, options)`.
 */
export function countInOrder(
  n: number,
  algorithm: 'constellation',
  options?: CountOptions,
): ConstellationCountResult
/**
 * 0.1.0's `parallel` in plan order, in one thread.
 *
 * @deprecated Use `parallel.count(n, options)`.
 */
export function countInOrder(n: number, algorithm: 'parallel', options?: CountOptions): CountResult
/**
 * 0.1.0's count in plan order, by counter id.
 *
 * @deprecated Use `constellation.count(n, options)` or `parallel.count(n, options)`.
 */
export function countInOrder(
  n: number,
  algorithm: 'constellation' | 'parallel',
  options?: CountOptions,
): CountResult
export function countInOrder(
  n: number,
  algorithm: 'constellation' | 'parallel',
  options?: CountOptions,
): CountResult {
  return algorithm === 'parallel' ? parallel.count(n, options) : constellation.count(n, options)
}

/**
 * 0.1.0's name of `TraceEvent`.
 *
 * @deprecated Use `TraceEvent`, the same type.
 */
export type Step = TraceEvent

/**
 * 0.1.0's name of `traceSearch`.
 *
 * @deprecated Use `traceSearch`, the same function.
 */
export const traceSteps = traceSearch

/**
 * The earlier name of `UnitToCount`.
 *
 * @deprecated Use `UnitToCount`, the same type.
 */
export type UnitTask = UnitToCount
