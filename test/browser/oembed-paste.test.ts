import { extract, type Fetcher } from '@extractus/oembed-extractor'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openPage, saveScreenshot, useChromium } from './chromium.ts'
import { chartFrame, frameGap, loadedFrame, wholeInFrame } from './frames.ts'
import { startHostSite, type HostSite } from './host-page.ts'

const WIDTHS = [1280, 390] as const
const viewport = (width: number) => ({ width, height: width > 500 ? 900 : 844 })

/**
 * Embeds as a writer makes them and as a blog platform makes them: the dashboard's builder and a
 * permalink's "Copy embed", and a URL pasted into an oEmbed consumer, which finds the endpoint in
 * the page's discovery link. Everything is pasted into a page on another origin (host-page.ts)
 * and looked at in Chromium at 1280 and 390 px. The consumer library may fetch only 127.0.0.1.
 */
describe('embeds built, copied and discovered, pasted on another origin', () => {
  const baseUrl = inject('baseUrl')
  const browser = useChromium()
  let host: HostSite
  beforeAll(async () => {
    host = await startHostSite()
  })
  afterAll(() => host.close())

  it.each(WIDTHS)(
    'at %i px the builder narrows a chart, and the pasted frame shows only that',
    async (width) => {
      const { page, consoleErrors } = await openPage(browser.context, `${baseUrl}/`, {
        viewport: viewport(width),
      })
      const panel = page.locator('[data-embed="time-vs-n"]')
      await panel.locator('summary').click()
      for (const box of await panel.locator('[data-choice="algorithm"]').all()) {
        const keep = ['bitmask', 'constellation'].includes(await box.inputValue())
        if ((await box.isChecked()) !== keep) await box.click()
      }
      await panel.locator('[data-choice="to"]').fill('14')
      await panel.locator('[data-choice="to"]').dispatchEvent('change')
      const snippet = await panel.locator('[data-snippet="iframe"]').inputValue()
      expect(snippet).toContain(
        `src="${baseUrl}/embed/time-vs-n/?algorithms=bitmask,constellation&#38;to=14"`,
      )
      await expect.poll(() => panel.locator('[data-static-note]').isVisible()).toBe(true)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      )
      await saveScreenshot(page, `embed-builder-${width}`)
      expect(consoleErrors).toEqual([])
      await page.close()

      const pasted = await openPage(browser.context, host.put(`/built-${width}.html`, snippet), {
        viewport: viewport(width),
      })
      const frame = await chartFrame(pasted.page)
      const drawn = await frame.$eval('canvas[data-chart]', (c) =>
        JSON.parse((c as HTMLCanvasElement).dataset.chart!),
      )
      expect(drawn.series.map((s: { key: string }) => s.key)).toEqual(['bitmask', 'constellation'])
      expect(
        Math.max(
          ...drawn.series.flatMap((s: { points: { x: number }[] }) => s.points.map((p) => p.x)),
        ),
      ).toBe(14)
      await expect.poll(() => frameGap(pasted.page, frame)).toBe(0)
      expect(await wholeInFrame(frame)).toBe(true)
      await saveScreenshot(pasted.page, `embed-built-pasted-${width}`)
      expect(pasted.consoleErrors).toEqual([])
      await pasted.page.close()
    },
  )

  it.each(WIDTHS)(
    "at %i px a permalink's Copy embed gives a board that fits its frame",
    async (width) => {
      const { page } = await openPage(browser.context, `${baseUrl}/s/8/4,7,3,8,2,5,1,6`, {
        viewport: viewport(width),
      })
      await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: baseUrl,
      })
      await page.getByRole('button', { name: 'Copy embed' }).click()
      const snippet = await page.evaluate(() => navigator.clipboard.readText())
      expect(snippet).toContain(`<iframe src="${baseUrl}/s/8/47382516/embed"`)
      await page.locator('.board-embed-snippet summary').click()
      expect(await page.locator('.board-embed-snippet pre code').first().textContent()).toBe(
        snippet,
      )
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      )
      await saveScreenshot(page, `permalink-embed-snippet-${width}`)
      await page.close()

      const pasted = await openPage(browser.context, host.put(`/board-${width}.html`, snippet), {
        viewport: viewport(width),
      })
      const frame = await loadedFrame(pasted.page)
      await expect.poll(() => frameGap(pasted.page, frame)).toBe(0)
      expect(await wholeInFrame(frame)).toBe(true)
      const board = await frame.$$eval('.board-embed-figure svg', (all) =>
        all
          .map((svg) => svg.getBoundingClientRect())
          .filter((box) => box.width > 0)
          .map((box) => ({ width: box.width, inside: box.bottom <= window.innerHeight })),
      )
      expect(board).toHaveLength(1)
      expect(board[0].width).toBeGreaterThan(width > 500 ? 400 : 300)
      expect(board[0].inside).toBe(true)
      expect(
        await pasted.page.evaluate(() => document.documentElement.scrollWidth),
      ).toBeLessThanOrEqual(width)
      await saveScreenshot(pasted.page, `board-embed-pasted-${width}`)
      expect(pasted.consoleErrors).toEqual([])
      expect(pasted.failedRequests).toEqual([])
      await pasted.page.close()
    },
  )

  describe('pasting the URL into an oEmbed consumer', () => {
    const asked: string[] = []
    // The consumer's only way out: anything but this machine is refused, so nothing leaves it.
    const loopbackOnly: Fetcher = (url) => {
      if (new URL(url).hostname !== '127.0.0.1') throw new Error(`refused to fetch ${url}`)
      asked.push(url)
      return fetch(url)
    }
    const pages = {
      board: () => `${baseUrl}/s/8/4,7,3,8,2,5,1,6`,
      chart: () => `${baseUrl}/embed/time-vs-n/?algorithms=bitmask,constellation&to=14`,
    }
    const html = new Map<string, string>()

    it('@extractus/oembed-extractor 6 discovers the endpoint from each page and gets the embed', async () => {
      for (const [kind, url] of Object.entries(pages)) {
        const data = await extract(url(), { maxwidth: 700 }, loopbackOnly)
        expect(data.method, kind).toBe('auto-discovery')
        expect(data, kind).toMatchObject({
          version: '1.0',
          type: 'rich',
          provider_name: 'nqueens-edge',
        })
        expect(Number(data.width), kind).toBeLessThanOrEqual(700)
        html.set(kind, String(data.html))
      }
      expect(html.get('board')).toContain(`${baseUrl}/s/8/47382516/embed`)
      expect(html.get('chart')).toContain(
        '/embed/time-vs-n/?algorithms=bitmask,constellation&#38;to=14',
      )
      expect(asked.every((url) => url.startsWith(`${baseUrl}/`))).toBe(true)
      expect(asked.filter((url) => url.includes('/api/oembed?'))).toHaveLength(2)
    })

    // WordPress itself, with its sandbox and its own sizing script, is in wordpress.test.ts.
    it("the page's discovery link names this origin's endpoint, which answers as it did the library", async () => {
      for (const [kind, url] of Object.entries(pages)) {
        const page = await (await fetch(url())).text()
        const link = /<link\s[^>]*type="application\/json\+oembed"[^>]*>/.exec(page)?.[0] ?? ''
        const href = (/href="([^"]+)"/.exec(link)?.[1] ?? '').replaceAll('&amp;', '&')
        // The link names the page in its canonical form (a board's digits, a chart's page rather
        // than its frame), on the serving origin.
        const canonical =
          kind === 'board' ? `${baseUrl}/s/8/47382516` : url().replace('/embed/', '/charts/')
        expect(href, kind).toBe(
          `${baseUrl}/api/oembed?url=${encodeURIComponent(canonical)}&format=json`,
        )
        const answer = await (await fetch(`${href}&maxwidth=700`)).json()
        expect(answer.html, kind).toBe(html.get(kind))
      }
    })

    it.each(WIDTHS)(
      "at %i px the consumer's html, pasted on another origin, is the live embed, sandboxed too",
      async (width) => {
        for (const kind of ['board', 'chart'] as const)
          for (const sandbox of ['', 'sandbox="allow-scripts" ']) {
            // A host that sandboxes the frame gives it an opaque origin; its messages come from `null`.
            const pasted = await openPage(
              browser.context,
              host.put(
                `/oembed-${kind}-${width}${sandbox ? '-sandboxed' : ''}.html`,
                html.get(kind)!.replace('<iframe ', `<iframe ${sandbox}`),
              ),
              { viewport: viewport(width) },
            )
            const frame =
              kind === 'chart' ? await chartFrame(pasted.page) : await loadedFrame(pasted.page)
            await expect.poll(() => frameGap(pasted.page, frame)).toBe(0)
            expect(await wholeInFrame(frame)).toBe(true)
            expect(
              await pasted.page.evaluate(() => document.documentElement.scrollWidth),
            ).toBeLessThanOrEqual(width)
            await saveScreenshot(
              pasted.page,
              `oembed-${kind}-pasted-${width}${sandbox ? '-sandboxed' : ''}`,
            )
            expect(pasted.consoleErrors).toEqual([])
            await pasted.page.close()
          }
      },
    )
  })
})
