import { InvalidInputError } from './errors.ts'

/**
 * The largest n any counter takes: a row's columns are the bits of one 32-bit integer. The
 * interactive board, the parallel count and jobs take the same limit.
 */
export const COUNT_MAX_N = 32

/**
 * Validates a board size against what an algorithm accepts.
 *
 * @example
 * validateN(8, 32) // 8
 * validateN(40, 32) // throws InvalidInputError('n', 'must be an integer from 1 to 32, got 40')
 */
export function validateN(n: unknown, maxN: number, parameter = 'n'): number {
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > maxN) {
    throw new InvalidInputError(
      parameter,
      `must be an integer from 1 to ${maxN}, got ${describeValue(n)}`,
    )
  }
  return n
}

/**
 * Validates a node budget: a positive whole number, or undefined for no limit.
 *
 * @example
 * validateBudget(undefined) // Infinity
 * validateBudget(-5) // throws InvalidInputError('budget', 'must be a positive whole number of nodes, got -5')
 */
export function validateBudget(budget: unknown, parameter = 'budget'): number {
  if (budget === undefined) return Infinity
  if (
    typeof budget !== 'number' ||
    !(budget === Infinity || (Number.isSafeInteger(budget) && budget >= 1))
  ) {
    throw new InvalidInputError(
      parameter,
      `must be a positive whole number of nodes, got ${describeValue(budget)}`,
    )
  }
  return budget
}

/** A short, safe rendering of a bad value for an error message. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string')
    return JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value)
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value)
  if (value === undefined) return 'nothing'
  if (value === null) return 'null'
  return typeof value
}
