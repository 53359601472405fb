/**
 * @module
 * Names of 0.1.0 kept for its users: in the glossary "check" means comparing a count with an
 * independent one, and validating input is `validate…`. Each old name is the same function.
 */
import { validatePlacement } from './board/placement.ts'
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
