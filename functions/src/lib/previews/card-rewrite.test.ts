import { env, SELF } from 'cloudflare:test'
import { app } from '../../app.ts'
import { buildOembed } from '../../resources/oembed/answers.ts'
import { resolveEmbedUrl } from '../../resources/oembed/resolve.ts'
import { drawsChartCards } from './thumbnails.ts'
import { describe, expect, it } from 'vitest'
import { BASE } from '../../../test/helpers.ts'

/** The content of a page's `<meta property|name="…">` or the href of its canonical link. */
async function cardOf(path: string) {
  const response = await SELF.fetch(`${BASE}${path}`)
  expect(response.status, path).toBe(200)
  const page = await response.text()
  const meta = (key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`)
      .exec(page)?.[1]
      .replaceAll('&amp;', '&')
  return {
    title: meta('og:title'),
    description: meta('og:description'),
    siteName: meta('og:site_name'),
    url: meta('og:url'),
    image: meta('og:image'),
    twitterImage: meta('twitter:image'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(page)?.[1].replaceAll('&amp;', '&'),
    icon: page.includes('<link rel="icon" href="/favicon.ico"'),
  }
}

/** A card image: its status, type and size. */
async function imageAt(url: string) {
  // The site's own cards (/cards/*.png) are static assets that the platform serves without the
  // Worker (they are not in wrangler.toml's run_worker_first), so they are asked of ASSETS.
  const response = new URL(url).pathname.startsWith('/cards/')
    ? await env.ASSETS.fetch(url)
    : await SELF.fetch(url)
  expect(response.status, url).toBe(200)
  expect(response.headers.get('Content-Type'), url).toBe('image/png')
  // The size from the PNG's header (a chart card's PNG is RGB, not the indexed one png-reader reads).
  const bytes = new Uint8Array(await response.arrayBuffer())
  const view = new DataView(bytes.buffer, bytes.byteOffset)
  expect(String.fromCharCode(...bytes.subarray(12, 16))).toBe('IHDR')
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

describe('every URL a user may paste gives a complete card', () => {
  it.each([
    ['the dashboard', '/', `${BASE}/`],
    ['solve', '/solve/', `${BASE}/solve/`],
    ['a chart', '/charts/time-vs-n/', `${BASE}/charts/time-vs-n/`],
    ["a chart's frame", '/embed/time-vs-n/', `${BASE}/charts/time-vs-n/`],
    ['a board permalink', '/s/8/47382516', `${BASE}/s/8/47382516`],
    ["a board's embed page", '/s/8/47382516/embed', `${BASE}/s/8/47382516`],
    [
      'a chosen-series chart',
      '/charts/time-vs-n/?algorithms=bitmask,constellation&from=4&to=14&theme=dark',
      `${BASE}/charts/time-vs-n/?algorithms=bitmask,constellation&from=4&to=14`,
    ],
    [
      "a chosen-series chart's frame",
      '/embed/time-vs-n/?algorithms=bitmask,constellation&from=4&to=14&theme=dark',
      `${BASE}/charts/time-vs-n/?algorithms=bitmask,constellation&from=4&to=14`,
    ],
    [
      'solve with a board',
      '/solve/?n=8&queens=4,7,3,8,2,5,1,6',
      `${BASE}/solve/?n=8&queens=4,7,3,8,2,5,1,6`,
    ],
  ])(
    '%s: title, description, publisher, canonical URL on this origin, an image that answers',
    async (_, path, url) => {
      const card = await cardOf(path)
      expect(card.title).toBeTruthy()
      expect(card.description).toBeTruthy()
      expect(card.siteName).toBe('nqueens-edge')
      expect(card.url).toBe(url)
      expect(card.canonical).toBe(url)
      expect(card.icon).toBe(true)
      expect(card.twitterImage).toBe(card.image)
      expect(card.image!.startsWith(`${BASE}/`)).toBe(true)
      expect(await imageAt(card.image!)).toEqual({ width: 1200, height: 630 })
    },
  )

  it('a chosen-series chart names its choice and shows it; the whole chart keeps the built card', async () => {
    const chosen = await cardOf('/embed/time-vs-n/?algorithms=bitmask,constellation&to=14')
    expect(chosen.title).toBe(
      'Counting time against n: Bitmask and Constellations for n up to 14 · nqueens-edge',
    )
    expect(chosen.description).toMatch(/^Showing Bitmask and Constellations for n up to 14\. /)
    expect(chosen.image).toBe(
      `${BASE}/embed/time-vs-n/card.png?algorithms=bitmask,constellation&to=14`,
    )
    const whole = await cardOf('/embed/time-vs-n/')
    expect(whole.image).toBe(`${BASE}/embed/time-vs-n.card.png`)
  })

  it('solve with a board shows that board; one it cannot read keeps the page as built', async () => {
    const board = await cardOf('/solve/?n=8&queens=4,7,3,8,2,5,1,6')
    expect(board.image).toBe(`${BASE}/s/8/47382516.png`)
    const bad = await cardOf('/solve/?n=8&queens=9,9')
    expect(bad.url).toBe(`${BASE}/solve/`)
    expect(bad.image).toBe(`${BASE}/cards/solve.png`)
  })
})

describe('GET /embed/<chart>/card.png', () => {
  it('draws any width from 16 to 1200 in the card shape, chosen series and all', async () => {
    expect(await imageAt(`${BASE}/embed/max-n/card.png`)).toEqual({ width: 1200, height: 630 })
    const small = `${BASE}/embed/paper/card.png?algorithms=swap-random&width=150`
    expect(await imageAt(small)).toEqual({ width: 150, height: 79 })
  })

  it('refuses what it cannot draw with a problem naming the parameter', async () => {
    for (const [query, parameter, status] of [
      ['?width=2000', 'width', 400],
      ['?width=abc', 'width', 400],
      ['?algorithms=quick', 'algorithms', 400],
      ['?from=20&to=4', 'from', 400],
    ] as const) {
      const response = await SELF.fetch(`${BASE}/embed/time-vs-n/card.png${query}`)
      expect(response.status, query).toBe(status)
      expect((await response.json<{ parameter: string }>()).parameter, query).toBe(parameter)
    }
    const none = await SELF.fetch(`${BASE}/embed/no-such-chart/card.png`)
    expect(none.status).toBe(404)
  })
})

describe('a deployment whose requests cannot afford to draw a chart card (the free plan)', () => {
  const free = { ...env, CPU_MS: '10' }

  it('names only the built cards, and redirects a card it would draw to the whole chart', async () => {
    expect(drawsChartCards(free)).toBe(false)
    expect(drawsChartCards(env)).toBe(true)
    const chosen = resolveEmbedUrl(`${BASE}/embed/max-n/?algorithms=bitmask`, BASE, free)
    expect(buildOembed(chosen, BASE, {}, false)).not.toHaveProperty('thumbnail_url')
    const whole = resolveEmbedUrl(`${BASE}/embed/max-n/`, BASE, free)
    expect(buildOembed(whole, BASE, {}, false)).toMatchObject({
      thumbnail_url: `${BASE}/embed/max-n.card.png`,
    })
    expect(buildOembed(whole, BASE, { maxwidth: 600 }, false)).not.toHaveProperty('thumbnail_url')
    const response = await app.request(`${BASE}/embed/max-n/card.png?width=300`, {}, free)
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(`${BASE}/embed/max-n.card.png`)
  })
})
