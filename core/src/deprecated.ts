/**
 * @module
 * Names of 0.1.0 kept for its users: in the glossary "check" means comparing a count with an
 * independent one, and validating input is `validate…`; `parallel` has one cursor shape, whoever
 * runs its units. Each old name calls what replaced it.
 */
import { validatePlacement } from './board/placement.ts'
import {
  constellation,
  type ConstellationCountResult,
} from './count/constellation/constellation.ts'
import { countSplitInOrder } from './count/split-in-order.ts'
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
 * 0.1.0's count in plan order, by counter id: `constellation` is `constellation.count`, and
 * `parallel` is `countSplitInOrder`, whose answers carry no classes and whose cursors are the
 * thread pool's (`countParallel` resumes them, and they it).
 *
 * @deprecated Use `constellation.count(n, options)` or `countSplitInOrder(n, options)`.
 */
export function countInOrder(
  n: number,
  algorithm: 'constellation',
  options?: CountOptions,
): ConstellationCountResult
/**
 * 0.1.0's `parallel` in plan order, in one thread.
 *
 * @deprecated Use `countSplitInOrder(n, options)`.
 */
export function countInOrder(n: number, algorithm: 'parallel', options?: CountOptions): CountResult
/**
 * 0.1.0's count in plan order, by counter id.
 *
 * @deprecated Use `constellation.count(n, options)` or `countSplitInOrder(n, options)`.
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
  return algorithm === 'parallel' ? countSplitInOrder(n, options) : constellation.count(n, options)
}
