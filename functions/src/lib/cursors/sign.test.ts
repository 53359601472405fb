import { env, SELF } from 'cloudflare:test'
import { InvalidInputError, KNOWN_COUNTS } from '@nqueens/core'
import { describe, expect, it } from 'vitest'
import { openCursor, signCursor } from './sign.ts'
import { BASE, getJson } from '../../../test/helpers.ts'

/**
 * @module
 * Cursors carry partial results (a count so far, a search frontier), so a client who could edit
 * one could make us report a wrong answer. Why no client can change another client's result:
 *
 * - The Worker keeps no state between requests: an answer depends only on the request that asks
 *   for it (URL, body) and the deployment's secret. A cursor can only influence the answer to the
 *   request that carries it, and caches key answers by that same URL.
 * - A cursor is `v1.<payload>.<HMAC-SHA-256 of "v1.<payload>">` (functions/src/lib/cursors/sign.ts).
 *   The MAC covers the whole payload (kind, algorithm, n, frontier, sums), so any edit,
 *   truncation or splice is refused before the payload is read; the kind, algorithm and n inside
 *   must match the request, so a cursor for another problem is refused too.
 * - Refusals are `Cache-Control: no-store`, so no cache keeps one.
 *
 * This file checks the refusals byte by byte, and that an honest chain stays exact.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

async function partialCursor(path: string): Promise<string> {
  const { body } = await getJson(path)
  expect(body.status).toBe('partial')
  expect(typeof body.cursor).toBe('string')
  return body.cursor as string
}

async function expectRefused(path: string): Promise<void> {
  const response = await SELF.fetch(`${BASE}${path}`)
  const body = await response.json<Record<string, unknown>>()
  expect(response.status, path).toBe(400)
  expect(response.headers.get('Content-Type')).toMatch(/^application\/problem\+json/)
  expect(response.headers.get('Cache-Control')).toBe('no-store')
  expect(body.parameter, path).toBe('cursor')
}

/** Every variant of `cursor` with one character replaced by each of a few others. */
function flips(cursor: string): string[] {
  const variants: string[] = []
  for (let at = 0; at < cursor.length; at++) {
    const index = ALPHABET.indexOf(cursor[at])
    // The neighbour (low bit), the far half of the alphabet (high bit), and a non-alphabet byte.
    const replacements = [
      ALPHABET[index < 0 ? 0 : index ^ 1],
      ALPHABET[index < 0 ? 32 : index ^ 32],
      cursor[at] === '.' ? 'A' : '.',
    ]
    for (const replacement of replacements) {
      variants.push(cursor.slice(0, at) + replacement + cursor.slice(at + 1))
    }
  }
  return variants
}

const COUNT = '/api/count?n=12&algorithm=bitmask&budget=1000'

// Hundreds of requests each, on a shared 2-core machine.
const SLOW = 60_000

describe('cursor integrity', () => {
  // Exhaustive refusals call the signature verification itself (functions/src/lib/cursors/sign.ts), which every
  // route goes through; a sample goes through the whole Worker for the HTTP shape of the refusal.
  it('signs as it always has: HMAC-SHA-256 of the body, in unpadded base64url', async () => {
    // Each signed string as Node's createHmac('sha256', DEVELOPMENT_CURSOR_SECRET)
    // .update(body).digest('base64url') writes it, so that cursors handed out still resume.
    const signed: [string, number, string][] = [
      ['v1.e30', 0, 'v1.e30.0.CBBYYEBUF_2Po1az1ccIu0uycXJ5oUJmcGI_p2gWFFg'],
      ['v1.eyJhIjoxfQ', 1295, 'v1.eyJhIjoxfQ.zz.eGl6qh1wdCsXAdUjGy4-xDe1JLllzxlWx6fvLBNSulU'],
      [
        'v1.eyJrIjoiY291bnQifQ',
        123456789,
        'v1.eyJrIjoiY291bnQifQ.21i3v9.5reuQq0wROyfyouO2dNNepdyUTMElGahAkXnh851kBE',
      ],
    ]
    for (const [cursor, spent, expected] of signed) {
      expect(await signCursor(cursor, undefined, spent)).toBe(expected)
      expect(await openCursor(expected, undefined)).toEqual({ cursor, spent })
    }
  })

  it('refuses every one-character change of a count cursor', { timeout: SLOW }, async () => {
    const cursor = await partialCursor(COUNT)
    await expect(openCursor(cursor, env)).resolves.toBeDefined()
    const variants = flips(cursor)
    for (const variant of variants) {
      await expect(openCursor(variant, env), variant).rejects.toThrow(InvalidInputError)
    }
    for (const variant of variants.filter((_, i) => i % 37 === 0)) {
      await expectRefused(`${COUNT}&cursor=${encodeURIComponent(variant)}`)
    }
  })

  it('refuses every truncation, and the cursor with bytes added', { timeout: SLOW }, async () => {
    const cursor = await partialCursor(COUNT)
    const variants = [cursor + 'A', 'A' + cursor, cursor + '.', `${cursor}.${cursor}`]
    for (let length = 0; length < cursor.length; length++) variants.push(cursor.slice(0, length))
    for (let length = 1; length < cursor.length; length++) variants.push(cursor.slice(length))
    for (const variant of variants) {
      await expect(openCursor(variant, env), variant).rejects.toThrow(InvalidInputError)
    }
    await expectRefused(`${COUNT}&cursor=${encodeURIComponent(cursor.slice(0, -1))}`)
    await expectRefused(`${COUNT}&cursor=${encodeURIComponent(cursor.slice(0, cursor.length / 2))}`)
    await expectRefused(`${COUNT}&cursor=${encodeURIComponent(cursor + 'A')}`)
  })

  it('refuses a cursor replayed for another n, algorithm or route', { timeout: SLOW }, async () => {
    const count = await partialCursor(COUNT)
    await expectRefused(`/api/count?n=11&algorithm=bitmask&cursor=${count}`)
    await expectRefused(`/api/count?n=13&algorithm=bitmask&cursor=${count}`)
    for (const algorithm of ['flags', 'mirror', 'symmetry', 'backtrack', 'parallel']) {
      await expectRefused(`/api/count?n=12&algorithm=${algorithm}&cursor=${count}`)
    }
    await expectRefused(`/api/solutions?n=12&cursor=${count}`)
    await expectRefused(`/api/solve?n=12&method=first&cursor=${count}`)

    const page = await partialCursor('/api/solutions?n=12&limit=3')
    await expectRefused(`/api/solutions?n=13&limit=3&cursor=${page}`)
    await expectRefused(`/api/count?n=12&algorithm=bitmask&cursor=${page}`)
    await expectRefused(`/api/solve?n=12&method=first&cursor=${page}`)
  })

  it(
    'a signature moved onto another payload is refused (the MAC covers the whole payload)',
    { timeout: SLOW },
    async () => {
      const a = await partialCursor(COUNT)
      const b = await partialCursor('/api/count?n=12&algorithm=bitmask&budget=2000')
      const [bodyA, signatureB] = [a.slice(0, a.lastIndexOf('.')), b.slice(b.lastIndexOf('.') + 1)]
      expect(a).not.toBe(b)
      await expectRefused(`${COUNT}&cursor=${bodyA}.${signatureB}`)
    },
  )

  it(
    'an honest chain of cursors adds up to the exact count, whatever others send meanwhile',
    { timeout: SLOW },
    async () => {
      let path = '/api/count?n=10&algorithm=bitmask&budget=5000'
      for (;;) {
        // Another client's forged request in between changes nothing: there is no shared state.
        await expectRefused(`${path.split('&cursor=')[0]}&cursor=v1.e30.${'A'.repeat(43)}`)
        const { body } = await getJson(path)
        // The same request asked twice gets the same answer: it depends on the request alone.
        const again = await getJson(path)
        expect(again.body).toEqual(body)
        if (body.status === 'complete') {
          expect(body.total).toBe(KNOWN_COUNTS[10]?.total.toString())
          break
        }
        path = `/api/count?n=10&algorithm=bitmask&budget=5000&cursor=${body.cursor}`
      }
    },
  )

  it('a completion cursor resumed with other pre-placed queens is refused, naming the cursor', async () => {
    // A cursor is tied to its board's pre-placed queens (by digest, core's lex-search cursor):
    // resuming one board's frontier with another board's queens would skip or repeat solutions.
    const first = await getJson('/api/solutions?n=10&queens=1:1&limit=2')
    const cursor = first.body.cursor as string
    expect(typeof cursor).toBe('string')
    await expectRefused(`/api/solutions?n=10&queens=1:5&limit=5&cursor=${cursor}`)
  })
})
