import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { BASE, getJson } from './helpers.ts'

const oembed = (url: string, extra = '') =>
  getJson(`/api/oembed?url=${encodeURIComponent(url)}${extra}`)

/** The discovery link of a page, as a consumer reads it (oembed.com, section 4). */
function discoveryHref(page: string): string | undefined {
  const link = /<link\s[^>]*type="application\/json\+oembed"[^>]*>/.exec(page)?.[0]
  return link && /href="([^"]+)"/.exec(link)?.[1].replaceAll('&amp;', '&')
}

describe('GET /api/oembed', () => {
  it('a board permalink: rich, the board embed framed within maxwidth, the PNG card as thumbnail', async () => {
    const { response, body } = await oembed(`${BASE}/s/8/4,7,3,8,2,5,1,6`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(body).toMatchObject({
      version: '1.0',
      type: 'rich',
      provider_name: 'nqueens-edge',
      provider_url: `${BASE}/`,
      title: '8 queens: 4,7,3,8,2,5,1,6',
      width: 480,
      height: 566,
      thumbnail_url: `${BASE}/s/8/47382516.png`,
      thumbnail_width: 1200,
      thumbnail_height: 630,
    })
    expect(body.html).toContain(`<iframe src="${BASE}/s/8/47382516/embed"`)
    expect(body.html).toContain(`<script src="${BASE}/embed/host.js" async></script>`)

    const narrow = await oembed(`${BASE}/s/8/47382516`, '&maxwidth=320&maxheight=300')
    expect(narrow.body).toMatchObject({ width: 320, height: 300 })
    expect(narrow.body.html).toContain('width="320" height="300"')
    // The resizing script could grow the frame past maxheight; the card does not fit 320×300.
    expect(narrow.body.html).not.toContain('<script')
    expect(narrow.body.thumbnail_url).toBeUndefined()
  })

  it('a chart page with chosen series: its URL carried into the frame, sized by the chart', async () => {
    const page = `${BASE}/embed/max-n/?algorithms=bitmask,constellation&theme=dark`
    const { response, body } = await oembed(page, '&maxwidth=600')
    expect(response.status).toBe(200)
    expect(body).toMatchObject({ type: 'rich', title: 'Largest n counted within 1 s', width: 600 })
    expect(body.html).toContain(
      `src="${BASE}/embed/max-n/?algorithms=bitmask,constellation&#38;theme=dark"`,
    )
    // Two bars of 34 px, not eight: the frame is as tall as the chosen chart.
    const whole = await oembed(`${BASE}/embed/max-n/`, '&maxwidth=600')
    expect(whole.body.height - body.height).toBe(6 * 34)
    expect(whole.body.thumbnail_url).toBeUndefined() // 600 px leaves no room for 1200
  })

  it('other origins, other pages and bad parameters are problems naming the parameter', async () => {
    const cases: [string, number, string][] = [
      ['?url=https%3A%2F%2Fexample.com%2Fs%2F8%2F47382516', 404, 'url'],
      [`?url=${encodeURIComponent(`${BASE}/solve/`)}`, 404, 'url'],
      [`?url=${encodeURIComponent(`${BASE}/embed/nope/`)}`, 404, 'url'],
      [`?url=${encodeURIComponent(`${BASE}/embed/max-n/?to=14`)}`, 400, 'url'],
      [`?url=${encodeURIComponent(`${BASE}/embed/time-vs-n/?algorithms=quick`)}`, 400, 'url'],
      [`?url=${encodeURIComponent(`${BASE}/s/8/99`)}`, 400, 'url'],
      [`?url=${encodeURIComponent(`${BASE}/s/8/%E0%A4%A`)}`, 400, 'url'],
      ['?url=not%20a%20url', 400, 'url'],
      ['', 400, 'url'],
      [`?url=${encodeURIComponent(`${BASE}/s/8/47382516`)}&maxwidth=100`, 400, 'maxwidth'],
      [`?url=${encodeURIComponent(`${BASE}/s/8/47382516`)}&maxheight=-5`, 400, 'maxheight'],
      [`?url=${encodeURIComponent(`${BASE}/s/8/47382516`)}&format=xml`, 501, 'format'],
      [`?url=${encodeURIComponent(`${BASE}/s/8/47382516`)}&format=yaml`, 400, 'format'],
      [`?url=${encodeURIComponent(`${BASE}/s/8/47382516`)}&callback=x`, 400, 'callback'],
    ]
    for (const [query, status, parameter] of cases) {
      const { response, body } = await getJson(`/api/oembed${query}`)
      expect(response.status, query).toBe(status)
      expect(response.headers.get('Content-Type'), query).toMatch(/^application\/problem\+json/)
      expect(body.parameter, query).toBe(parameter)
    }
  })

  it('pages name the endpoint: permalinks and board embeds carry the discovery link', async () => {
    for (const path of ['/s/8/4,7,3,8,2,5,1,6', '/s/8/47382516/embed']) {
      const page = await (await SELF.fetch(`${BASE}${path}`)).text()
      const href = discoveryHref(page)
      expect(href, path).toBe(
        `${BASE}/api/oembed?url=${encodeURIComponent(`${BASE}/s/8/47382516`)}&format=json`,
      )
      const { body } = await getJson(href!.slice(BASE.length))
      expect(body.html).toContain('/s/8/47382516/embed')
    }
  })
})

describe('GET /s/:n/:board/embed', () => {
  it('any site may frame it; it links back and follows ?theme=', async () => {
    const response = await SELF.fetch(`${BASE}/s/8/47382516/embed?theme=dark`)
    expect(response.status).toBe(200)
    const csp = response.headers.get('Content-Security-Policy') ?? ''
    expect(csp).toContain('frame-ancestors *')
    expect(csp).not.toContain('unsafe-inline')
    const page = await response.text()
    expect(page).toContain('data-theme="dark"')
    expect(page).toContain('class="board-dark"')
    expect(page).not.toContain('class="board-light"')
    expect(page).toContain(`href="${BASE}/s/8/47382516" target="_blank"`)
    expect(page).toContain('<script src="/s/-/embed.js" async></script>')
    const script = await SELF.fetch(`${BASE}/s/-/embed.js`)
    expect(await script.text()).toContain('nqueens-embed:size')
  })

  it('a million queens: the density picture and a summary, not a million squares', async () => {
    const response = await SELF.fetch(`${BASE}/s/1000000/~construct/embed`)
    expect(response.status).toBe(200)
    const page = await response.text()
    expect(page.length).toBeLessThan(1_000_000)
    expect(page).toContain('drawn in blocks of rows and columns')
    expect(page).toContain(`href="${BASE}/s/1000000/~construct:1"`)
  })

  it('a bad board is a 400 page', async () => {
    const response = await SELF.fetch(`${BASE}/s/8/99/embed`)
    expect(response.status).toBe(400)
  })
})

describe('robots.txt and sitemap.xml', () => {
  it('name this origin; the sitemap lists the pages, not permalinks', async () => {
    const robots = await (await SELF.fetch(`${BASE}/robots.txt`)).text()
    expect(robots).toContain(`Sitemap: ${BASE}/sitemap.xml`)
    const response = await SELF.fetch(`${BASE}/sitemap.xml`)
    expect(response.headers.get('Content-Type')).toMatch(/^application\/xml/)
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs).toEqual(
      ['/', '/solve/', '/algorithms/', '/sources/', '/jobs/', '/api/docs'].map((p) => BASE + p),
    )
  })
})
