import { describe, expect, inject, it } from 'vitest'
import { paintedPixels } from './dashboard-canvas.ts'
import { openPage, saveScreenshot, useChromium } from './chromium.ts'

const CHARTS = ['time-vs-n', 'max-n', 'local-search', 'paper']
const CHOSEN = '/charts/time-vs-n/?algorithms=bitmask,constellation&to=14'

// /charts/<chart>/, where a chart's link and canonical URL lead: the site's header and navigation,
// a sentence on what the chart shows (and the choice), the chart, its numbers and a way back to
// the dashboard; and the builder's "Link" opens it.
describe("a chart's page", () => {
  const baseUrl = inject('baseUrl')
  const browser = useChromium({ viewport: { width: 1280, height: 900 } })

  it.each(CHARTS)('/charts/%s/ gives the chart its context', async (id) => {
    const { page, consoleErrors, failedRequests } = await openPage(
      browser.context,
      `${baseUrl}/charts/${id}/`,
    )
    expect(await page.locator('header.site-header nav a').count()).toBeGreaterThan(3)
    const title = (await page.locator('h1').innerText()).trim()
    expect(title.length).toBeGreaterThan(5)
    expect(await page.title()).toBe(`${title} · nqueens-edge`)
    expect((await page.locator('figcaption').innerText()).length).toBeGreaterThan(40)
    expect((await paintedPixels(page))[id]).toBeGreaterThan(5_000)
    expect(await page.locator('table tbody tr').count()).toBeGreaterThan(1)
    expect(await page.locator(`a[href="/#${id}"]`).count()).toBe(1)
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(canonical).toBe(`${baseUrl}/charts/${id}/`)
    expect(consoleErrors).toEqual([])
    expect(failedRequests).toEqual([])
    await page.close()
  })

  it('names a choice of series and range of n, and shows only it', async () => {
    const { page, consoleErrors } = await openPage(browser.context, `${baseUrl}${CHOSEN}`)
    const named = 'Counting time against n: Bitmask and Constellations for n up to 14'
    expect(await page.locator('h1').innerText()).toBe(named)
    expect(await page.title()).toBe(`${named} · nqueens-edge`)
    expect(await page.locator('figcaption').innerText()).toContain(
      'Showing Bitmask and Constellations for n up to 14.',
    )
    // Its numbers: n and the two chosen columns, rows up to 14.
    await paintedPixels(page)
    const heads = await page.locator('table thead th:visible').allInnerTexts()
    expect(heads).toEqual(['n', 'Bitmask', 'Constellations'])
    const ns = await page.locator('table tbody tr:visible th').allInnerTexts()
    expect(Math.max(...ns.map(Number).filter(Number.isFinite))).toBe(14)
    // The link to the frame keeps the choice; the card names the choice, the canonical URL keeps it.
    expect(await page.locator('a[data-keeps-selection]').getAttribute('href')).toBe(
      `${baseUrl}/embed/time-vs-n/?algorithms=bitmask,constellation&to=14`,
    )
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(
      `${named} · nqueens-edge`,
    )
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${baseUrl}${CHOSEN}`,
    )
    expect(consoleErrors).toEqual([])
    for (const width of [1280, 680, 390]) {
      for (const scheme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width, height: 900 })
        await page.emulateMedia({ colorScheme: scheme })
        // Nothing wider than the window, once the chart has followed the new width.
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
          .toBeLessThanOrEqual(width)
        await saveScreenshot(page, `chart-page-chosen-${width}-${scheme}`)
      }
    }
    await page.close()
  })

  it("the builder's Link opens the chart's page with the choice", async () => {
    const { page } = await openPage(browser.context, `${baseUrl}/`)
    const panel = page.locator('[data-embed="max-n"]')
    await panel.locator('summary').click()
    for (const key of ['brute-force', 'backtracking', 'flags']) {
      const box = panel.locator(`[data-choice="algorithm"][value="${key}"]`)
      if ((await box.count()) > 0) await box.uncheck()
    }
    const link = await panel.locator('[data-snippet="link"]').inputValue()
    expect(link).toMatch(new RegExp(`^${baseUrl}/charts/max-n/\\?algorithms=`))
    const opened = await openPage(browser.context, link)
    expect(await opened.page.locator('h1').innerText()).toMatch(/^Largest n counted within .+: /)
    expect(await opened.page.locator('header.site-header').count()).toBe(1)
    await opened.page.close()
    await page.close()
  })

  it('the frame alone keeps a heading for screen readers, and links to the chart’s page', async () => {
    const { page } = await openPage(browser.context, `${baseUrl}/embed/max-n/?algorithms=bitmask`)
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
      'Largest n counted within 1 s',
    )
    expect(await page.locator('.source a').getAttribute('href')).toBe(
      `${baseUrl}/charts/max-n/?algorithms=bitmask`,
    )
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${baseUrl}/charts/max-n/?algorithms=bitmask`,
    )
    await page.close()
  })
})
