import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { embedCharts } from '@nqueens/charts/embeds'
import { BASE, getJson } from '../../../test/helpers.ts'

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
      height: 542,
      thumbnail_url: `${BASE}/s/8/47382516.png`,
      thumbnail_width: 1200,
      thumbnail_height: 630,
    })
    expect(body.html).toContain(`<iframe src="${BASE}/s/8/47382516/embed"`)
    expect(body.html).toContain(`<script src="${BASE}/embed/host.js" async></script>`)

    const narrow = await oembed(`${BASE}/s/8/47382516`, '&maxwidth=320&maxheight=400')
    expect(narrow.body).toMatchObject({ type: 'rich', width: 320, height: 371 })
    expect(narrow.body.html).toContain('height="371"')
    expect(narrow.body.html).toContain('max-width:320px')
    // The resizing script could grow the frame past maxheight; the card is drawn 320 wide.
    expect(narrow.body.html).not.toContain('<script')
    expect(narrow.body).toMatchObject({
      thumbnail_url: `${BASE}/s/8/47382516.png?width=320`,
      thumbnail_width: 320,
      thumbnail_height: 168,
    })
    // A board's page is as tall as its width allows: a low maxheight narrows the frame.
    const low = await oembed(`${BASE}/s/8/47382516`, '&maxwidth=500&maxheight=400')
    expect(low.body).toMatchObject({ type: 'rich', width: 349, height: 400 })
  })

  it('a chart page with chosen series: its URL carried into the frame, its choice in the title', async () => {
    const page = `${BASE}/charts/max-n/?algorithms=bitmask,constellation&theme=dark`
    const { response, body } = await oembed(page, '&maxwidth=600')
    expect(response.status).toBe(200)
    expect(body).toMatchObject({
      type: 'rich',
      title: 'Largest n counted within 1 s: Bitmask and Constellations',
      width: 600,
    })
    expect(body.html).toContain(
      `src="${BASE}/embed/max-n/?algorithms=bitmask,constellation&#38;theme=dark"`,
    )
    // WordPress's fallback link is the chart's page, with the choice and without the theme.
    expect(body.html).toContain(`<a href="${BASE}/charts/max-n/?algorithms=bitmask,constellation">`)
    // The frame of the chart alone names the same chart.
    const framed = await oembed(page.replace('/charts/', '/embed/'), '&maxwidth=600')
    expect(framed.body).toEqual(body)
    // As tall as it is wide, for gateways that keep the answer's aspect; the page fills it.
    const whole = await oembed(`${BASE}/charts/max-n/`, '&maxwidth=600')
    expect(whole.body).toMatchObject({ title: 'Largest n counted within 1 s', height: 600 })
    expect(body.height).toBe(600)
    // Taller where the page needs more: a narrow frame's summary wraps to more lines.
    const narrow = await oembed(`${BASE}/charts/time-vs-n/`, '&maxwidth=300')
    expect(narrow.body.height).toBeGreaterThan(550)
    // Within maxheight: the aspect gives way to the consumer's limit, down to the page's height.
    const low = await oembed(`${BASE}/charts/max-n/`, '&maxwidth=600&maxheight=560')
    expect(low.body).toMatchObject({ type: 'rich', height: 560 })
    // The chosen series' card, drawn by the Worker, as wide as maxwidth allows.
    expect(body).toMatchObject({
      thumbnail_url: `${BASE}/embed/max-n/card.png?algorithms=bitmask,constellation&width=600`,
      thumbnail_width: 600,
      thumbnail_height: 315,
    })
    expect(whole.body.thumbnail_url).toBe(`${BASE}/embed/max-n/card.png?width=600`)
  })

  it("takes WordPress's request for every chart and board: dnt ignored, its fallback link first", async () => {
    // What WordPress 6.1 asks (WP_oEmbed::fetch): its default 500 × 750, and dnt=1 since 4.9.
    const wordpress = '&maxwidth=500&maxheight=750&dnt=1&format=json'
    const pages = [
      ...Object.keys(embedCharts()).map((id) => `${BASE}/embed/${id}/`),
      ...Object.keys(embedCharts()).map((id) => `${BASE}/charts/${id}/`),
      `${BASE}/embed/time-vs-n/?algorithms=bitmask,constellation&from=4&to=14`,
      `${BASE}/s/8/47382516`,
      `${BASE}/s/8/47382516/embed`,
      `${BASE}/s/20/~construct`,
    ]
    for (const page of pages) {
      const { response, body } = await oembed(page, wordpress)
      expect(response.status, page).toBe(200)
      expect(body.type, page).toBe('rich')
      expect(body.width, page).toBeLessThanOrEqual(500)
      expect(body.height, page).toBeLessThanOrEqual(750)
      // wp_filter_oembed_result keeps a <blockquote> only if it comes before the <iframe>, and
      // enqueues wp-embed.js, which sizes the frame, only for an embed that has one.
      const html = String(body.html)
      expect(html, page).toMatch(/^<blockquote class="wp-embedded-content"[^>]*><a href="[^"]+">/)
      expect(html.indexOf('<blockquote'), page).toBeLessThan(html.indexOf('<iframe'))
      expect(html, page).not.toContain('<script') // maxheight given: the frame keeps within it
    }
  })

  it('parameters it does not know are ignored, as consumers add their own', async () => {
    const page = `${BASE}/s/8/47382516`
    const plain = await oembed(page, '&maxwidth=500')
    for (const extra of ['&dnt=1', '&callback=x', '&utm_source=feed&lang=en', '&MaxWidth=9']) {
      const { response, body } = await oembed(page, `&maxwidth=500${extra}`)
      expect(response.status, extra).toBe(200)
      expect(body, extra).toEqual(plain.body)
    }
  })

  it('where no live embed fits the limits, the PNG twin as a photo within them', async () => {
    const board = await oembed(`${BASE}/s/8/47382516`, '&maxwidth=200')
    expect(board.response.status).toBe(200)
    expect(board.body).toMatchObject({
      type: 'photo',
      url: `${BASE}/s/8/47382516.png`,
      width: 200,
      height: 105,
      title: '8 queens: 4,7,3,8,2,5,1,6',
    })
    expect(board.body.html).toBeUndefined()
    // A photo has its card as a thumbnail too, within the same limits.
    expect(board.body).toMatchObject({
      thumbnail_url: `${BASE}/s/8/47382516.png?width=200`,
      thumbnail_width: 200,
      thumbnail_height: 105,
    })
    // Lower than a board 280 px wide needs: the photo, as tall as allowed.
    const low = await oembed(`${BASE}/s/8/47382516`, '&maxwidth=500&maxheight=300')
    expect(low.body).toMatchObject({ type: 'photo', width: 500, height: 263 })

    // A chart lower than its page, in the theme its URL fixes.
    const chart = await oembed(`${BASE}/embed/time-vs-n/?theme=dark`, '&maxwidth=760&maxheight=300')
    expect(chart.body).toMatchObject({ type: 'photo', url: `${BASE}/embed/time-vs-n.dark.png` })
    expect(chart.body.height).toBe(300)
    expect(chart.body.width).toBeLessThanOrEqual(760)
    expect(chart.body.thumbnail_url).toMatch(/\/embed\/time-vs-n\/card\.png\?width=\d+$/)
    expect(chart.body.thumbnail_height).toBeLessThanOrEqual(300)
    expect(chart.body.thumbnail_width).toBeLessThanOrEqual(760)
    const tiny = await oembed(`${BASE}/embed/paper/`, '&maxwidth=1&maxheight=1')
    expect(tiny.body).toMatchObject({ type: 'photo', width: 1, height: 1 })
    // The photo is there to fetch.
    const png = await SELF.fetch(chart.body.url)
    expect(png.status).toBe(200)
    expect(png.headers.get('Content-Type')).toBe('image/png')
  })

  it('failures: 404 for what it cannot embed, 501 for other formats, 400 for bad sizes; no type', async () => {
    const board = encodeURIComponent(`${BASE}/s/8/47382516`)
    const cases: [string, number, string][] = [
      ['?url=https%3A%2F%2Fexample.com%2Fs%2F8%2F47382516', 404, 'url'],
      [`?url=${encodeURIComponent(`${BASE}/solve/`)}`, 404, 'url'],
      [`?url=${encodeURIComponent(`${BASE}/embed/nope/`)}`, 404, 'url'],
      [`?url=${encodeURIComponent(`${BASE}/embed/max-n/?to=14`)}`, 404, 'url'],
      [`?url=${encodeURIComponent(`${BASE}/embed/time-vs-n/?algorithms=quick`)}`, 404, 'url'],
      [`?url=${encodeURIComponent(`${BASE}/s/8/99`)}`, 404, 'url'],
      [`?url=${encodeURIComponent(`${BASE}/s/8/%E0%A4%A`)}`, 404, 'url'],
      ['?url=not%20a%20url', 404, 'url'],
      ['', 400, 'url'],
      [`?url=${board}&url=${board}`, 400, 'url'],
      [`?url=${board}&maxwidth=wide`, 400, 'maxwidth'],
      [`?url=${board}&maxwidth=0`, 400, 'maxwidth'],
      [`?url=${board}&maxheight=-5`, 400, 'maxheight'],
      [`?url=${board}&format=xml`, 501, 'format'],
      [`?url=${board}&format=yaml`, 501, 'format'],
    ]
    for (const [query, status, parameter] of cases) {
      const { response, body } = await getJson(`/api/oembed${query}`)
      expect(response.status, query).toBe(status)
      expect(response.headers.get('Content-Type'), query).toMatch(/^application\/problem\+json/)
      expect(body.parameter, query).toBe(parameter)
      expect(body.detail, query).toEqual(expect.any(String))
      // WordPress reads a `type` as an oEmbed type: with one, its editor shows an empty embed.
      expect(body, query).not.toHaveProperty('type')
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

  it("a chart's page and its frame carry the discovery link, naming the chart's page", async () => {
    const query = '?algorithms=bitmask,constellation&to=14'
    for (const path of [`/charts/time-vs-n/${query}`, `/embed/time-vs-n/${query}`]) {
      const response = await SELF.fetch(`${BASE}${path}`)
      expect(response.status, path).toBe(200)
      const href = discoveryHref(await response.text())
      expect(href, path).toBe(
        `${BASE}/api/oembed?url=${encodeURIComponent(`${BASE}/charts/time-vs-n/${query}`)}&format=json`,
      )
      const { body } = await getJson(href!.slice(BASE.length))
      expect(body.title).toBe('Counting time against n: Bitmask and Constellations for n up to 14')
      expect(body.html).toContain(`src="${BASE}/embed/time-vs-n/?algorithms=bitmask,constellation`)
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
    expect(page).toContain('<script src="/s/-/embed.js" defer></script>')
    const script = await SELF.fetch(`${BASE}/s/-/embed.js`)
    const source = await script.text()
    expect(source).toContain('nqueens-embed:size')
    // It reports the page's natural height, the board at its flex basis, on its own: no helper
    // of the bundler's that the served source would lack.
    expect(source).toContain('[data-fill]')
    expect(source).not.toContain('__name(')
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
