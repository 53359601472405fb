import { InvalidInputError } from './errors.ts'

/**
 * @module
 * Cursors: the exact frontier of a stopped search, as an opaque, versioned string.
 *
 * `v1.` + base64url(JSON of `CursorPayload`). The payload names the kind of search, the algorithm
 * and n, so a cursor made for another problem is refused rather than silently misused. Core does
 * not sign cursors (it has no secret); the Worker wraps them in an HMAC before they leave it.
 */

export interface CursorPayload {
  /** What kind of search made it: `count`, `solve`, `solutions`, or a unit of a split count. */
  kind: string
  /** The algorithm or method id. */
  algorithm: string
  n: number
  /** The algorithm's own frontier (the queens placed so far for depth-first search, a state for local search). */
  state: unknown
  /**
   * The counts so far that the search carries along, as decimal strings or plain JSON. The
   * string holds them under the key `partial`, which every cursor already handed out uses.
   */
  sums?: Record<string, unknown>
  /** @deprecated Use `sums`: the same counts, under the key the string holds them by. */
  partial?: Record<string, unknown>
}

const VERSION = 'v1'
/** Cursors are small; anything past this is not ours and is refused before parsing. */
export const MAX_CURSOR_LENGTH = 65536

/**
 * Makes a cursor string.
 *
 * @example
 * encodeCursor({ kind: 'count', algorithm: 'bitmask', n: 8, state: [0, 4], sums: { total: '4' } })
 * // 'v1.eyJr…'
 */
export function encodeCursor(payload: CursorPayload): string {
  // The deprecated `partial`, when given, is what a caller changed on a decoded payload.
  const { sums, partial, ...rest } = payload
  const written = partial ?? sums
  const json = JSON.stringify(written === undefined ? rest : { ...rest, partial: written })
  return `${VERSION}.${toBase64Url(json)}`
}

/**
 * Reads a cursor and validates it as one of this search; throws `InvalidInputError('cursor', …)`
 * for anything malformed, from another version, or made for another kind, algorithm or n.
 *
 * @example
 * decodeCursor(cursor, { kind: 'count', algorithm: 'bitmask', n: 8 }).state // [0, 4]
 */
export function decodeCursor(
  text: unknown,
  expected: { kind: string; algorithm: string; n: number },
): CursorPayload {
  if (typeof text !== 'string' || text.length === 0) {
    throw new InvalidInputError('cursor', 'must be a cursor string from an earlier partial answer')
  }
  if (text.length > MAX_CURSOR_LENGTH) throw new InvalidInputError('cursor', 'is too long')
  const dot = text.indexOf('.')
  if (dot < 0 || text.slice(0, dot) !== VERSION) {
    throw new InvalidInputError('cursor', `is not a ${VERSION} cursor`)
  }
  let payload: unknown
  try {
    payload = JSON.parse(fromBase64Url(text.slice(dot + 1)))
  } catch {
    throw new InvalidInputError('cursor', 'is malformed')
  }
  if (
    typeof payload !== 'object' ||
    payload === null ||
    typeof (payload as CursorPayload).kind !== 'string' ||
    typeof (payload as CursorPayload).algorithm !== 'string' ||
    typeof (payload as CursorPayload).n !== 'number' ||
    !('state' in payload)
  ) {
    throw new InvalidInputError('cursor', 'is malformed')
  }
  const p = payload as Omit<CursorPayload, 'sums'>
  if (p.kind !== expected.kind || p.algorithm !== expected.algorithm) {
    throw new InvalidInputError(
      'cursor',
      `was made by ${p.kind} ${p.algorithm}, not ${expected.kind} ${expected.algorithm}`,
    )
  }
  if (p.n !== expected.n) {
    throw new InvalidInputError('cursor', `was made for n = ${p.n}, not n = ${expected.n}`)
  }
  return readSums(p)
}

/** The payload as read, its `partial` key under the name `sums` (and, not spread, `partial`). */
function readSums(read: Omit<CursorPayload, 'sums'>): CursorPayload {
  const { partial, ...rest } = read
  const payload: CursorPayload = partial === undefined ? rest : { ...rest, sums: partial }
  Object.defineProperty(payload, 'partial', { value: partial, enumerable: false, writable: true })
  return payload
}

// atob and btoa are in the minimum common API every runtime core runs in has (Node, Workers,
// Deno, browsers); core's types leave the platforms out, so they are declared here.
declare function btoa(data: string): string
declare function atob(data: string): string

/** base64url, unpadded, of a string of code units < 256 (JSON.stringify's, after `toAscii`). */
function toBase64Url(text: string): string {
  return btoa(toAscii(text)).replace(/=+$/, '').replaceAll('+', '-').replaceAll('/', '_')
}

/** The string `toBase64Url` made `text` from; throws for anything that is not unpadded base64url. */
function fromBase64Url(text: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url')
  return atob(text.replaceAll('-', '+').replaceAll('_', '/'))
}

/** Escapes anything outside ASCII as \uXXXX, which JSON.parse reads back unchanged. */
function toAscii(text: string): string {
  return text.replace(
    /[^\x20-\x7e]/g,
    (ch) => '\\u' + ch.charCodeAt(0).toString(16).padStart(4, '0'),
  )
}
