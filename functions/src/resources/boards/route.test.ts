import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { BASE } from '../../../test/helpers.ts'

describe('GET /s/:n/:queens', () => {
  it('renders a solution: verdict, inline SVG, twins, canonical form, links, meta tags', async () => {
    const response = await SELF.fetch(`${BASE}/s/8/4,7,3,8,2,5,1,6`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
    const csp = response.headers.get('Content-Security-Policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain('unsafe-inline')
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('Referrer-Policy')).toBeTruthy()
    expect(response.headers.get('ETag')).toMatch(/^"/)
    const page = await response.text()
    expect(page).toContain('A solution: 8 queens')
    expect(page).toContain('<svg')
    // Link previews get a 1200×630 PNG, and every link names the board in the API's one form.
    expect(page).toContain('property="og:image" content="https://nqueens.test/s/8/47382516.png"')
    expect(page).toContain('property="og:image:width" content="1200"')
    expect(page).toContain('name="twitter:card" content="summary_large_image"')
    expect(page).toContain('name="twitter:image" content="https://nqueens.test/s/8/47382516.png"')
    expect(page).toContain('href="/solve/?n=8&amp;queens=4,7,3,8,2,5,1,6"')
    expect(page).toContain('data-copy="https://nqueens.test/s/8/47382516"')
    expect(page).toContain('<link rel="canonical" href="https://nqueens.test/s/8/47382516"')
    expect(page).toContain('href="/api/verify?queens=4,7,3,8,2,5,1,6"')
    expect(page).toContain('Symmetric twins')
    // Twins are named in words, not by the library's function names.
    expect(page).toContain('turned a quarter clockwise')
    expect(page).not.toContain('rotate90')
    // The canonical form of this solution is the smallest of its 8 images.
    expect(page).toMatch(/Canonical form[^<]*<a href="\/s\/8\/\d{8}">/)
    expect(page).not.toMatch(/<script>|style="/)
    // The site's icon set, so tabs, bookmark cards and unfurlers show the mark.
    expect(page).toContain('<link rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48" />')
    expect(page).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"')
    expect(page).toContain('<link rel="manifest" href="/site.webmanifest" />')
    // The site's own stylesheet and nav: following a permalink stays on the same site.
    expect(page).toContain('<link rel="stylesheet" href="/site.css"')
    expect(page).toContain('<header class="site-header">')
    expect(page).toContain('<a href="/api/docs">API docs</a>')
  })

  it('links to the interactive board only for the sizes it offers (4 to 32)', async () => {
    const board = (n: number) => Array.from({ length: n }, () => 0).join(',')
    for (const [n, linked] of [
      [3, false],
      [4, true],
      [32, true],
      [33, false],
    ] as const) {
      const page = await (await SELF.fetch(`${BASE}/s/${n}/${board(n)}`)).text()
      expect(page.includes(`href="/solve/?n=${n}&amp;`), `n = ${n}`).toBe(linked)
    }
  })

  it('links the previous and next solutions in lexicographic order for small n', async () => {
    const page = (await (await SELF.fetch(`${BASE}/s/6/3,6,2,5,1,4`)).text()).replace(/\s+/g, ' ')
    expect(page).toContain('Solution 2 of 4.')
    expect(page).toContain('<a href="/s/6/246135" rel="prev">')
    expect(page).toContain('<a href="/s/6/415263" rel="next">')
    const last = (await (await SELF.fetch(`${BASE}/s/6/531642`)).text()).replace(/\s+/g, ' ')
    expect(last).toContain('This is the last solution.')
    // A board that is not a solution sits between solutions; it is never called one.
    const partial = (await (await SELF.fetch(`${BASE}/s/8/1,3,0,0,0,0,0,5`)).text()).replace(
      /\s+/g,
      ' ',
    )
    expect(partial).toContain('Among the 92 solutions: none comes before this board.')
    expect(partial).toContain('rel="next">next solution')
    expect(partial).not.toContain('This is the first solution.')
  })

  it('shows an invalid board with its conflicts listed', async () => {
    const page = (await (await SELF.fetch(`${BASE}/s/4/1,2,0,0`)).text()).replace(/\s+/g, ' ')
    expect(page).toContain('Not a solution: 1 pair of queens attack')
    expect(page).toContain('row 1 column 1 and row 2 column 2: same diagonal')
    expect(page).toContain('Twins are shown for solutions, and this board is not one.')
    const two = (await (await SELF.fetch(`${BASE}/s/4/1,2,3,0`)).text()).replace(/\s+/g, ' ')
    expect(two).toContain('Not a solution: 3 pairs of queens attack')
  })

  it('escapes everything it echoes', async () => {
    const response = await SELF.fetch(`${BASE}/s/8/%3Cscript%3Ealert(1)%3C%2Fscript%3E`)
    expect(response.status).toBe(400)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
    const page = await response.text()
    expect(page).not.toContain('<script>alert')
    expect(page).toContain('unexpected character')
  })

  it('serves the SVG and text variants', async () => {
    const svg = await SELF.fetch(`${BASE}/s/4/2413.svg`)
    expect(svg.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/)
    expect(await svg.text()).toMatch(/^<svg[^>]*role="img"/)
    const txt = await SELF.fetch(`${BASE}/s/4/2413.txt`)
    expect(txt.headers.get('Content-Type')).toMatch(/^text\/plain/)
    expect(await txt.text()).toBe('4 queens, a solution\n2,4,1,3\n\n.Q..\n...Q\nQ...\n..Q.\n')
  })

  it('regenerates a recipe permalink, the same board every time', async () => {
    const a = await (await SELF.fetch(`${BASE}/s/12/~first.txt`)).text()
    const b = await (await SELF.fetch(`${BASE}/s/12/~first:7.txt`)).text()
    expect(a.startsWith('12 queens, a solution\n1,3,5,8,10,12,6,11,2,7,9,4\n')).toBe(true)
    expect(b).toBe(a) // first is deterministic: the seed changes nothing
    const page = await (await SELF.fetch(`${BASE}/s/12/~first`)).text()
    expect(page).toContain('Regenerated from the recipe')
  })

  it('answers bad permalinks with an HTML 400 naming the problem', async () => {
    for (const path of ['/s/abc/2413', '/s/5/2413', '/s/4/~teleport:1', '/s/4/~construct:abc']) {
      const response = await SELF.fetch(`${BASE}${path}`)
      expect(response.status, path).toBe(400)
      expect(response.headers.get('Content-Type'), path).toMatch(/^text\/html/)
    }
    const svg = await SELF.fetch(`${BASE}/s/5/2413.svg`)
    expect(svg.status).toBe(400)
    expect(svg.headers.get('Content-Type')).toMatch(/^application\/problem\+json/)
  })

  it("serves the page script; the stylesheet is the site's, not the Worker's", async () => {
    const js = await SELF.fetch(`${BASE}/s/-/page.js`)
    expect(js.headers.get('Content-Type')).toMatch(/^text\/javascript/)
    expect(await js.text()).toContain('data-copy')
    const css = await SELF.fetch(`${BASE}/s/-/page.css`)
    expect(css.headers.get('Content-Type')).not.toMatch(/^text\/css/)
  })
})
