import { expect } from 'vitest'
import { InvalidInputError } from './errors.ts'

/**
 * What every suite asserts of refused input: `run` throws (or, when it returns a promise, rejects
 * with) `InvalidInputError` naming `parameter`. A helper for tests, not a suite
 * (`*.case.test.ts` files are not run on their own).
 *
 * @example
 * expectInvalid(() => countSymmetry(0), 'n')
 * await expectInvalid(() => countParallel(33), 'n')
 */
export function expectInvalid(run: () => Promise<unknown>, parameter: string): Promise<void>
export function expectInvalid(run: () => unknown, parameter: string): void
export function expectInvalid(run: () => unknown, parameter: string): void | Promise<void> {
  const refused = (error: unknown): void => {
    expect(error).toBeInstanceOf(InvalidInputError)
    expect((error as InvalidInputError).parameter).toBe(parameter)
  }
  const unreachable = (): never =>
    expect.unreachable(`expected InvalidInputError('${parameter}', …)`)
  let result: unknown
  try {
    result = run()
  } catch (error) {
    return refused(error)
  }
  if (result instanceof Promise) return result.then(unreachable, refused)
  unreachable()
}
