/**
 * The one error class of core: bad input from a caller. It names the parameter, so the CLI can
 * print it and the Worker can turn it into a 400 problem+json that says which field was wrong.
 *
 * @example
 * throw new InvalidInputError('n', 'must be an integer from 1 to 32, got 40')
 * // message: 'Invalid n: must be an integer from 1 to 32, got 40'
 */
export class InvalidInputError extends Error {
  readonly parameter: string
  readonly detail: string

  constructor(parameter: string, detail: string) {
    super(`Invalid ${parameter}: ${detail}`)
    this.name = 'InvalidInputError'
    this.parameter = parameter
    this.detail = detail
  }
}

/** A result that is either a value or the reason it could not be made (chess.js `validateFen` style). */
export type Result<T> = { ok: true; value: T } | { ok: false; error: string; parameter: string }
