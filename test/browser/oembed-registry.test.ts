import { extract, findProvider, setProviderList } from '@extractus/oembed-extractor'
import { CHART_IDS } from '@nqueens/charts/charts-data'
import { parse } from 'yaml'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { oembedEntry } from '../../scripts/oembed-entry.ts'

/**
 * This file's requests come from an address of their own (wrangler dev takes CF-Connecting-IP from
 * the request), so that its burst does not spend the per-address rate limit (50 requests in 10 s)
 * that the suite's other files share.
 */
const OWN_ADDRESS = { 'CF-Connecting-IP': '198.51.100.38' }

interface Entry {
  provider_name: string
  provider_url: string
  endpoints: {
    schemes: string[]
    url: string
    example_urls: string[]
    discovery: boolean
    formats: string[]
  }[]
}

/**
 * The entry prepared for oembed.com's provider registry (docs/oembed/nqueens-edge.yml), with the
 * served Worker's origin as the operator's domain, read by @extractus/oembed-extractor, the
 * library that carries the registry into Ghost and others: its schemes match every URL the
 * provider embeds and none of the other pages a user may paste, and the library, given only the
 * entry (no discovery), gets each embed from the endpoint it names. The library calls registry
 * endpoints over https; the service here is served over http on 127.0.0.1, so its fetcher maps
 * the one to the other and refuses any other host.
 */
describe('the oembed.com registry entry matches the routes the provider embeds', () => {
  const baseUrl = inject('baseUrl')
  const entry = parse(oembedEntry(baseUrl)) as Entry[]
  afterAll(() => void setProviderList([]))

  const embeddable = [
    ...CHART_IDS.map((id) => `/embed/${id}/`),
    ...CHART_IDS.map((id) => `/charts/${id}/`),
    '/charts/time-vs-n/?algorithms=bitmask,constellation&from=4&to=14',
    '/embed/time-vs-n/?algorithms=bitmask,constellation&from=4&to=14',
    '/embed/max-n/?theme=dark',
    '/s/8/47382516',
    '/s/8/4,7,3,8,2,5,1,6',
    '/s/8/47382516.svg',
    '/s/8/47382516.png',
    '/s/8/47382516.txt',
    '/s/8/47382516/embed',
    '/s/20/~construct',
  ]
  const notEmbeddable = [
    '/',
    '/solve/?n=8&queens=4,7,3,8,2,5,1,6',
    '/sources/',
    '/api/docs',
    '/api/count?n=8',
    '/embed/host.js',
    '/embed/time-vs-n.svg',
    '/embed/time-vs-n.card.png',
  ]

  it("is in the registry's format: one provider, its endpoint, JSON, discovery, examples that answer", async () => {
    expect(entry).toHaveLength(1)
    const [provider] = entry
    expect(provider.provider_name).toBe('nqueens-edge')
    expect(provider.provider_url).toBe(`${baseUrl}/`)
    expect(provider.endpoints).toHaveLength(1)
    const [endpoint] = provider.endpoints
    expect(endpoint.url).toBe(`${baseUrl}/api/oembed`)
    expect(endpoint).toMatchObject({ discovery: true, formats: ['json'] })
    for (const example of endpoint.example_urls) {
      const response = await fetch(example, { headers: OWN_ADDRESS })
      expect(response.status, example).toBe(200)
      expect((await response.json()).provider_name, example).toBe('nqueens-edge')
    }
  })

  it('its schemes match every URL the provider embeds, and no other page', () => {
    expect(setProviderList(entry as unknown as Record<string, unknown>[])).toBe(1)
    for (const path of embeddable) {
      expect(findProvider(`${baseUrl}${path}`)?.endpoint, path).toBe(
        `${baseUrl.replace('http:', 'https:')}/api/oembed`,
      )
    }
    for (const path of notEmbeddable) expect(findProvider(`${baseUrl}${path}`), path).toBeNull()
  })

  it('the library, given the entry alone, gets the embed of each URL from its endpoint', async () => {
    setProviderList(entry as unknown as Record<string, unknown>[])
    const asked: string[] = []
    const fetcher = (url: string) => {
      const local = url.replace(/^https:\/\/127\.0\.0\.1:/, 'http://127.0.0.1:')
      if (!local.startsWith(`${baseUrl}/`)) throw new Error(`refused to fetch ${url}`)
      asked.push(local)
      return fetch(local, { headers: OWN_ADDRESS })
    }
    for (const path of embeddable) {
      const data = await extract(`${baseUrl}${path}`, { maxwidth: 600 }, fetcher)
      expect(data.provider_name, path).toBe('nqueens-edge')
      expect(['rich', 'photo'], path).toContain(data.type)
    }
    // Every answer came from the endpoint the entry names, none from a page's discovery link.
    expect(asked.every((url) => url.startsWith(`${baseUrl}/api/oembed?`))).toBe(true)
    expect(asked).toHaveLength(embeddable.length)
  })
})
