import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { CHART_COLORS } from '@nqueens/design'
import { openPage, saveScreenshot, useChromium } from './chromium.ts'
import { chartFrame, frameGap, frameHeight, wholeInFrame } from './frames.ts'
import { startHostSite, type HostSite } from './host-page.ts'

const CHARTS = ['time-vs-n', 'max-n', 'local-search'] as const

/**
 * The embed snippets as a blogger uses them: copied from the dashboard, pasted into a page on
 * another origin (host-page.ts), with and without the optional sizing script. Whole means the
 * embed page, down to its source link, lies inside the frame.
 */
describe('embed snippets pasted into a page on another origin', () => {
  const baseUrl = inject('baseUrl')
  const browser = useChromium()
  const snippets = new Map<string, string>()
  let host: HostSite

  beforeAll(async () => {
    host = await startHostSite()
  })
  afterAll(() => host.close())

  it('the dashboard offers snippets naming its own origin, with themes and Copy buttons', async () => {
    const { page, consoleErrors } = await openPage(browser.context, `${baseUrl}/`)
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: baseUrl,
    })
    for (const id of CHARTS) {
      const panel = page.locator(`[data-embed="${id}"]`)
      await panel.locator('summary').click()
      const frame = panel.locator('[data-snippet="iframe"]')
      const snippet = await frame.inputValue()
      expect(snippet).toContain(`<iframe src="${baseUrl}/embed/${id}/"`)
      expect(snippet).toContain(`<script src="${baseUrl}/embed/host.js" async></script>`)
      snippets.set(id, snippet)
      await panel.getByRole('button', { name: 'Copy frame' }).click()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet)
      await expect.poll(() => panel.getByText('Copied.').count()).toBe(1)
    }
    const panel = page.locator('[data-embed="max-n"]')
    await panel.locator('[data-choice="theme"]').selectOption('dark')
    expect(await panel.locator('[data-snippet="iframe"]').inputValue()).toContain(
      `src="${baseUrl}/embed/max-n/?theme=dark"`,
    )
    await panel.locator('[data-choice="format"]').selectOption('png')
    expect(await panel.locator('[data-snippet="image"]').inputValue()).toContain(
      `<img src="${baseUrl}/embed/max-n.dark.png"`,
    )
    expect(consoleErrors).toEqual([])
    await page.close()
  })

  it.each(CHARTS)(
    '%s: the host script sizes the frame to the chart, also when its table opens',
    async (id) => {
      const { page, consoleErrors } = await openPage(
        browser.context,
        host.put(`/${id}.html`, snippets.get(id)!),
      )
      const frame = await chartFrame(page)
      await expect.poll(() => frameGap(page, frame)).toBe(0)
      expect(await wholeInFrame(frame)).toBe(true)
      const before = await frameHeight(page)
      await frame.locator('summary').first().click()
      await expect.poll(() => frameHeight(page)).toBeGreaterThan(before + 100)
      await expect.poll(() => frameGap(page, frame)).toBe(0)
      expect(await wholeInFrame(frame)).toBe(true)
      await saveScreenshot(page, `embed-pasted-${id}`)
      expect(consoleErrors).toEqual([])
      await page.close()
    },
  )

  it.each(CHARTS)(
    '%s: without the script, the fixed height still holds the whole chart',
    async (id) => {
      const bare = snippets.get(id)!.replace(/<script[^>]*><\/script>/, '')
      const { page } = await openPage(browser.context, host.put(`/${id}-bare.html`, bare))
      const frame = await chartFrame(page)
      const fixed = Number(/height="(\d+)"/.exec(bare)![1])
      expect(await frameHeight(page)).toBe(fixed)
      expect(await wholeInFrame(frame)).toBe(true)
      await page.close()
    },
  )

  it('a host script that loads after the frame has drawn still sizes it', async () => {
    const snippet = snippets.get('max-n')!
    const bare = snippet.replace(/<script[^>]*><\/script>/, '')
    const script = /<script src="([^"]+)"/.exec(snippet)![1]
    const { page } = await openPage(browser.context, host.put('/late.html', bare))
    const frame = await chartFrame(page)
    expect(await wholeInFrame(frame)).toBe(true)
    const fixed = await frameHeight(page)
    expect(await frameGap(page, frame)).not.toBe(0)
    // The frame has reported its height already, to a page that did not listen yet.
    await page.addScriptTag({ url: script })
    await expect.poll(() => frameGap(page, frame)).toBe(0)
    expect(await frameHeight(page)).not.toBe(fixed)
    await page.close()
  })

  it('fits a 390 px phone: the frame narrows, grows taller and stays whole', async () => {
    const { page } = await openPage(
      browser.context,
      host.put('/phone.html', snippets.get('time-vs-n')!),
      {
        viewport: { width: 390, height: 844 },
      },
    )
    const frame = await chartFrame(page)
    await expect.poll(() => frameGap(page, frame)).toBe(0)
    expect(await wholeInFrame(frame)).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await saveScreenshot(page, 'embed-pasted-phone')
    await page.close()
  })

  it('?theme=dark draws the frame in the dark colours whatever the reader prefers', async () => {
    const dark = snippets.get('max-n')!.replace('/embed/max-n/', '/embed/max-n/?theme=dark')
    const { page } = await openPage(browser.context, host.put('/dark.html', dark))
    const frame = await chartFrame(page)
    expect(await frame.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      rgb(CHART_COLORS.dark.bg),
    )
    await page.close()
  })

  it('the static twins load on the other origin: SVG, PNG and the 1200×630 card', async () => {
    const images = ['max-n.svg', 'max-n.png', 'max-n.dark.png', 'time-vs-n.card.png']
    const html = images.map((file) => `<img src="${baseUrl}/embed/${file}" alt="">`).join('')
    const { page, failedRequests } = await openPage(browser.context, host.put('/images.html', html))
    const sizes = await page.$$eval('img', (all) =>
      Promise.all(
        all.map(async (img) => {
          await img.decode()
          return [img.naturalWidth, img.naturalHeight]
        }),
      ),
    )
    expect(sizes[0][0]).toBe(760)
    expect(sizes[1][0]).toBe(1520) // drawn at twice the SVG's size
    expect(sizes[2][0]).toBe(1520)
    expect(sizes[3]).toEqual([1200, 630])
    expect(failedRequests).toEqual([])
    await page.close()
  })
})

function rgb(hex: string): string {
  const n = parseInt(hex.slice(1), 16)
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`
}
