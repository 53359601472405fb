import createClient from 'openapi-fetch'
import { describe, expect, inject, it } from 'vitest'
import type { paths } from '../client/nqueens-api'

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
})
