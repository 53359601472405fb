import createClient from 'openapi-fetch'
import { describe, expect, inject, it } from 'vitest'
import type { paths } from '../client/nqueens-api'

/**
 * The typed client generated from the contract (test/client/, `npm run client:types`, kept up to
 * date by test/node/contract.test.ts), used as a client author would: openapi-fetch against the
 * served Worker (`wrangler dev`, as `npm start` runs it). The calls below type-check against the
 * generated operations, so a renamed parameter or answer field fails `npm run typecheck` too.
 */
describe('a client generated from the contract', () => {
  const client = createClient<paths>({ baseUrl: inject('baseUrl') })

  it('counts, verifies and asks for an embed, typed end to end', async () => {
    const count = await client.GET('/api/count', { params: { query: { n: '8' } } })
    expect(count.response.status).toBe(200)
    expect(count.data?.total).toBe('92')

    const verify = await client.POST('/api/verify', { body: { queens: '2,4,1,3' } })
    expect(verify.data?.valid).toBe(true)

    const url = `${inject('baseUrl')}/s/8/47382516`
    const embed = await client.GET('/api/oembed', { params: { query: { url, maxwidth: 400 } } })
    expect(embed.data).toMatchObject({ type: 'rich', width: 400 })

    const refused = await client.GET('/api/oembed', {
      params: { query: { url: 'https://example.com/s/8/47382516' } },
    })
    expect(refused.response.status).toBe(404)
    expect(refused.error).toMatchObject({ status: 404, parameter: 'url' })
  })
})
