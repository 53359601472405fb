import createClient from 'openapi-fetch'
import { describe, expect, inject, it } from 'vitest'
import type { paths } from '../client/nqueens-api'
import {
  MAX_QUEENS_BESIDE_CURSOR,
  MAX_QUEENS_IN_URL,
  MAX_URL_BYTES,
} from '../../functions/src/lib/http/limits.ts'

/**
 * The typed client generated from the contract (test/client/, `npm run client:types`, kept up to
 * date by test/node/contract.test.ts), used as a client author would: openapi-fetch against the
 * served Worker (`wrangler dev`, as `npm start` runs it). The calls below type-check against the
 * generated operations, so a renamed parameter or answer field fails `npm run typecheck` too, and
 * the contract's integers are numbers here, as a TypeScript user writes them.
 */
describe('a client generated from the contract', () => {
  const client = createClient<paths>({ baseUrl: inject('baseUrl') })

  it('counts, solves, pages, verifies and asks for an embed with numbers, typed end to end', async () => {
    const count = await client.GET('/api/count', { params: { query: { n: 8 } } })
    expect(count.response.status).toBe(200)
    expect(count.data?.total).toBe('92')

    // The largest budget the contract allows arrives exact, and is clamped to this request's.
    const solve = await client.GET('/api/solve', {
      params: {
        query: { n: 8, method: 'min-conflicts', seed: 4_294_967_295, budget: 999_999_999_999_999 },
      },
    })
    expect(solve.data).toMatchObject({ status: 'solved', seed: 4_294_967_295 })
    expect(solve.data?.budget).toMatchObject({ requested: 999_999_999_999_999, clamped: true })

    const page = await client.GET('/api/solutions', { params: { query: { n: 8, limit: 3 } } })
    expect(page.data?.solutions).toEqual(['1,5,8,6,3,7,2,4', '1,6,8,3,7,4,2,5', '1,7,4,6,8,2,5,3'])

    const verify = await client.POST('/api/verify', { body: { queens: '2,4,1,3' } })
    expect(verify.data?.valid).toBe(true)

    const text = await client.GET('/s/{n}/{board}.txt', {
      params: { path: { n: 4, board: '2413' } },
      parseAs: 'text',
    })
    expect(text.response.status).toBe(200)
    expect(text.data).toContain('Q')

    const url = `${inject('baseUrl')}/s/8/47382516`
    const embed = await client.GET('/api/oembed', { params: { query: { url, maxwidth: 400 } } })
    expect(embed.data).toMatchObject({ type: 'rich', width: 400 })

    const refused = await client.GET('/api/oembed', {
      params: { query: { url: 'https://example.com/s/8/47382516' } },
    })
    expect(refused.response.status).toBe(404)
    expect(refused.error).toMatchObject({ status: 404, parameter: 'url' })
  })

  it('gets a 400 naming n for a number past the route’s limit', async () => {
    const count = await client.GET('/api/count', { params: { query: { n: 40 } } })
    expect(count.response.status).toBe(400)
    expect(count.error).toMatchObject({ status: 400, parameter: 'n' })
  })

  it('sends the longest board the contract allows, commas escaped as it escapes them', async () => {
    // openapi-fetch escapes commas (%2C), as most generators do: each takes three characters.
    const sent: string[] = []
    const escaping = createClient<paths>({
      baseUrl: inject('baseUrl'),
      fetch: (request) => {
        sent.push(request.url)
        return fetch(request)
      },
    })
    // Empty rows and one queen: a board of exactly the longest length, mostly commas.
    const board = (length: number) => `${'0,'.repeat((length - 1) / 2)}1`
    const verify = await escaping.GET('/api/verify', {
      params: { query: { queens: board(MAX_QUEENS_IN_URL) } },
    })
    expect(verify.response.status).toBe(200)
    expect(verify.data).toMatchObject({ n: (MAX_QUEENS_IN_URL + 1) / 2, conflicts: [] })
    const text = await escaping.GET('/s/{n}/{board}.txt', {
      params: { path: { n: (MAX_QUEENS_IN_URL + 1) / 2, board: board(MAX_QUEENS_IN_URL) } },
      parseAs: 'text',
    })
    expect(text.response.status).toBe(200)

    // Beside the longest cursor a route hands out for it: a solve resumed with its queens.
    const queens = board(MAX_QUEENS_BESIDE_CURSOR)
    const first = await escaping.GET('/api/solve', {
      params: { query: { queens, method: 'mrv', budget: 1000 } },
    })
    expect(first.data?.status).toBe('partial')
    const resumed = await escaping.GET('/api/solve', {
      params: { query: { queens, method: 'mrv', budget: 1000, cursor: first.data!.cursor! } },
    })
    expect(resumed.response.status).toBe(200)

    // Each URL was sent escaped, and would fit Cloudflare's limit on the longest host name.
    expect(sent.every((url) => url.includes('%2C'))).toBe(true)
    const host = `https://${'h'.repeat(253)}`
    for (const url of sent) {
      expect(host.length + url.length - new URL(url).origin.length).toBeLessThanOrEqual(
        MAX_URL_BYTES,
      )
    }
  })
})
