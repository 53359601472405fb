import { expect } from 'vitest'
import { InvalidInputError } from './errors.ts'

/**
 * The check every suite makes of refused input: `run` throws `InvalidInputError` naming
 * `parameter`. A helper for tests, not a suite (`*.case.test.ts` files are not run on their own).
 *
 * @example
 * expectInvalid(() => countSymmetry(0), 'n')
 */
export function expectInvalid(run: () => unknown, parameter: string): void {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidInputError)
    expect((error as InvalidInputError).parameter).toBe(parameter)
    return
  }
  expect.unreachable(`expected InvalidInputError('${parameter}', …)`)
}
