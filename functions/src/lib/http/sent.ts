/**
 * @module
 * Values as the client sent them, quoted back in a problem's detail: never re-read (a number
 * parsed from `99999999999999999999999` prints as `1e+23`), and cut short, so a problem stays a
 * few hundred bytes however long the value was.
 */

/** The most characters of a sent value that a problem quotes. */
const MAX_QUOTED = 60

/**
 * The text as sent, cut to `max` characters (an ellipsis and the full length then follow).
 *
 * @example
 * quoteSent('x'.repeat(65_120)) // 'xxx…xxx… (65120 characters)'
 */
export function quoteSent(text: string, max = MAX_QUOTED): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text
}
