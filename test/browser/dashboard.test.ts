import { describe, expect, inject, it } from 'vitest'
import { openPage, saveScreenshot, useChromium } from './chromium.ts'
import { inkAtRightEdge, paintedPixels, xTickLabels } from './dashboard-canvas.ts'

// The dashboard at /: every chart drawn, every table filled, no errors, and dark mode followed.
describe('dashboard', () => {
  const baseUrl = inject('baseUrl')
  const browser = useChromium()

  it('draws every chart and table, with no console errors or failed requests', async () => {
    const { page, consoleErrors, failedRequests } = await openPage(browser.context, `${baseUrl}/`)
    const painted = await paintedPixels(page)
    expect(Object.keys(painted).sort()).toEqual(['local-search', 'max-n', 'paper', 'time-vs-n'])
    for (const [chart, pixels] of Object.entries(painted)) {
      expect(pixels, `${chart} is blank`).toBeGreaterThan(5_000)
    }
    // Each chart carries its numbers as a table, and names itself for screen readers.
    for (const figure of await page.locator('figure.chart').all()) {
      expect(await figure.locator('canvas').getAttribute('aria-label')).toMatch(/^\S+( \S+){8,}/)
      expect(await figure.locator('table tbody tr').count()).toBeGreaterThan(0)
    }
    // The counts table: n = 1..27 against the reference, and no disagreement.
    const counts = page.locator('table.counts tbody tr')
    expect(await counts.count()).toBe(27)
    expect(await page.locator('table.counts').innerText()).not.toContain('differs')
    // Its caption names the sequences in words; the links are in the footer, not spelled out.
    expect(await page.locator('table.counts caption').textContent()).not.toContain('https://')
    expect(await counts.nth(7).innerText()).toMatch(/^8\s+92\s+92\s+12\s+12/)
    await page.$$eval('details', (all) => all.forEach((d) => (d.open = true)))
    await saveScreenshot(page, 'dashboard')
    expect(consoleErrors).toEqual([])
    expect(failedRequests).toEqual([])
    await page.close()
  })

  it('keeps every axis label inside its chart on a phone', async () => {
    const { page } = await openPage(browser.context, `${baseUrl}/`, {
      viewport: { width: 390, height: 844 },
    })
    // A log axis's last label ("100,000", "10,000,000") is centred on the plot's right edge.
    expect(await inkAtRightEdge(page)).toEqual({
      'time-vs-n': 0,
      'max-n': 0,
      'local-search': 0,
      paper: 0,
    })
    await page.close()
  })

  it.each([320, 390, 768, 1280])('never runs x-axis labels together at %i px', async (width) => {
    const { page } = await openPage(browser.context, `${baseUrl}/`, {
      viewport: { width, height: 900 },
    })
    for (const [chart, { widths, widest }] of Object.entries(await xTickLabels(page))) {
      expect(widths.length, `${chart} at ${width} px has labels`).toBeGreaterThan(1)
      for (const label of widths) {
        expect(label, `a label of ${chart} at ${width} px`).toBeLessThanOrEqual(widest + 2)
      }
    }
    await page.close()
  })

  it('redraws the charts in the dark scheme when the reader switches', async () => {
    const { page, consoleErrors } = await openPage(browser.context, `${baseUrl}/`)
    await paintedPixels(page)
    const snapshot = () =>
      page.$eval('#time-vs-n canvas', (c) => (c as HTMLCanvasElement).toDataURL())
    const light = await snapshot()
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.waitForFunction((before) => {
      const canvas = document.querySelector('#time-vs-n canvas') as HTMLCanvasElement
      return canvas.toDataURL() !== before
    }, light)
    const background = await page.evaluate(
      () => getComputedStyle(document.documentElement).backgroundColor,
    )
    expect(background).toBe('rgb(15, 19, 24)')
    await saveScreenshot(page, 'dashboard-dark')
    expect(consoleErrors).toEqual([])
    await page.close()
  })

  it('offers a frame, an image, Markdown, a Ghost card and a link to copy next to every chart', async () => {
    const { page } = await openPage(browser.context, `${baseUrl}/`)
    for (const id of ['time-vs-n', 'max-n', 'local-search', 'paper']) {
      const snippets = await page.locator(`#${id} .embed textarea`).allInnerTexts()
      const values = await page
        .locator(`#${id} .embed textarea`)
        .evaluateAll((all) => all.map((t) => (t as HTMLTextAreaElement).value))
      expect(snippets.length + values.length).toBeGreaterThan(0)
      // The snippets name the origin that served the page, so they work where they are pasted.
      expect(values[0]).toMatch(new RegExp(`^<iframe src="${baseUrl}/embed/${id}/"`))
      expect(values[1]).toContain(`src="${baseUrl}/embed/${id}.svg"`)
      expect(values[2]).toMatch(
        new RegExp(
          `^\\[!\\[[^\\]]+\\]\\(${baseUrl}/embed/${id}\\.svg\\)\\]\\(${baseUrl}/charts/${id}/\\)$`,
        ),
      )
      expect(values[3]).toBe(`<figure class="kg-card kg-embed-card">\n${values[0]}\n</figure>`)
      expect(values[4]).toBe(`${baseUrl}/charts/${id}/`)
      expect(await page.locator(`#${id} .embed button[data-copy-from]`).count()).toBe(5)
    }
    await page.close()
  })

  it('links every section of the site from the navigation', async () => {
    const { page } = await openPage(browser.context, `${baseUrl}/`)
    const links = await page
      .locator('header nav a')
      .evaluateAll((all) => all.map((a) => a.getAttribute('href')))
    expect(links).toEqual(['/', '/solve/', '/algorithms/', '/sources/', '/jobs/', '/api/docs'])
    expect(await page.locator('header nav a[aria-current="page"]').innerText()).toBe('Dashboard')
    await page.close()
  })
})
