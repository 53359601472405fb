import { InvalidInputError } from '@nqueens/core'
import { decodeBase64Url, encodeBase64Url } from 'hono/utils/encode'
import { ProblemError } from '../http/problem.ts'
import { cursorSecret } from './secret.ts'
import { MAX_CURSOR } from '../http/limits.ts'

/**
 * @module
 * Signed cursors. Core's cursor (`v1.<payload>`) carries partial results, so a client that edits
 * it could make us report a wrong count; the Worker adds the nodes the walk has visited over all
 * its requests so far (for progress) and appends an HMAC-SHA-256 of both (Web Crypto):
 * `v1.<payload>.<spent>.<signature>`, spent in base 36, the rest base64url. A cursor whose
 * signature does not match is a 400, and so is one made for another search (core refuses it).
 */

/** base64url of a 32-byte HMAC, without padding. */
const SIGNATURE_LENGTH = 43
/** Nodes spent, in base 36: 12 digits pass 2^53. */
const MAX_SPENT_LENGTH = 12

/** The longest core cursor that, signed, is at most the API's `MAX_CURSOR`. */
export const MAX_UNSIGNED_CURSOR = MAX_CURSOR - (MAX_SPENT_LENGTH + SIGNATURE_LENGTH + 2)

/**
 * Signs a core cursor. Returns undefined when the deployment has no secret (production without
 * `CURSOR_SECRET`): answers then say they cannot be resumed instead of failing.
 */
export async function signCursor(
  cursor: string,
  env: Env | undefined,
  spent = 0,
): Promise<string | undefined> {
  const secret = cursorSecret(env)
  if (secret === undefined) return undefined
  const key = await importKey(secret)
  const body = `${cursor}.${Math.max(0, Math.floor(spent)).toString(36)}`
  const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body))
  // Hono's base64url keeps the padding; a signature is written without it.
  return `${body}.${encodeBase64Url(signature).replace(/=+$/, '')}`
}

/**
 * Verifies a signed cursor and returns core's cursor inside it, ready to pass to the search, and
 * the nodes spent so far. Core reads the cursor when it resumes, and refuses one made for another
 * kind, algorithm or n. Throws `InvalidInputError('cursor', …)` for anything forged, edited or
 * truncated, and a 503 problem when this deployment cannot verify signatures at all.
 */
export async function openCursor(
  signed: string,
  env: Env | undefined,
): Promise<{ cursor: string; spent: number }> {
  const secret = cursorSecret(env)
  if (secret === undefined) {
    throw new ProblemError(
      'cursors-unavailable',
      'this deployment has no CURSOR_SECRET, so it cannot verify cursors; ask again without one',
      'cursor',
      { 'Retry-After': '3600' },
    )
  }
  if (signed.length > MAX_CURSOR) {
    throw new InvalidInputError('cursor', 'is too long')
  }
  const dot = signed.lastIndexOf('.')
  const body = signed.slice(0, dot)
  const signature = signatureBytes(signed.slice(dot + 1))
  if (dot < 0 || signature === undefined || signature.length !== 32) {
    throw new InvalidInputError('cursor', 'is not signed; pass the cursor exactly as it was given')
  }
  const key = await importKey(secret)
  // verify() compares in constant time, so timing tells nothing about the right signature.
  const good = await crypto.subtle.verify('HMAC', key, signature, new TextEncoder().encode(body))
  if (!good) {
    throw new InvalidInputError('cursor', 'was modified or was not issued by this service')
  }
  const spentAt = body.lastIndexOf('.')
  const spent = parseInt(body.slice(spentAt + 1), 36)
  if (!/^[0-9a-z]{1,12}$/.test(body.slice(spentAt + 1)) || !Number.isSafeInteger(spent)) {
    throw new InvalidInputError('cursor', 'is not one of our cursors')
  }
  return { cursor: body.slice(0, spentAt), spent }
}

let cachedKey: { secret: string; key: Promise<CryptoKey> } | undefined

function importKey(secret: string): Promise<CryptoKey> {
  if (cachedKey?.secret !== secret) {
    const key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    )
    cachedKey = { secret, key }
  }
  return cachedKey.key
}

/** A signature's bytes from its text; undefined for anything but a canonical 32-byte one. */
function signatureBytes(text: string): Uint8Array<ArrayBuffer> | undefined {
  // Canonical only: the last character carries 4 bits and 2 zero bits; allowing other values there
  // would let 4 spellings of one signature pass (harmless, but a cursor edit that went unnoticed).
  if (!/^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/.test(text)) return undefined
  return decodeBase64Url(text)
}
