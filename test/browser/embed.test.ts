import { describe, expect, inject, it } from 'vitest'
import { join } from 'node:path'
import { ARTIFACTS_DIR, openPage, saveScreenshot, useChromium } from './chromium.ts'
import { paintedPixels } from './dashboard-canvas.ts'

const CHARTS = ['time-vs-n', 'max-n', 'local-search', 'paper']

// /embed/<chart>/ pages and their static SVG twins, and the headers that let other sites frame them.
describe('embeds', () => {
  const baseUrl = inject('baseUrl')
  const browser = useChromium({ viewport: { width: 800, height: 600 } })

  it.each(CHARTS)('/embed/%s/ renders the chart alone, without the site chrome', async (id) => {
    const { page, consoleErrors, failedRequests } = await openPage(
      browser.context,
      `${baseUrl}/embed/${id}/`,
    )
    const painted = await paintedPixels(page)
    expect(Object.keys(painted)).toEqual([id])
    expect(painted[id]).toBeGreaterThan(5_000)
    expect(await page.locator('header, nav, footer').count()).toBe(0)
    expect(await page.locator(`#${id} table tbody tr`).count()).toBeGreaterThan(0)
    await saveScreenshot(page, `embed-${id}`)
    expect(consoleErrors).toEqual([])
    expect(failedRequests).toEqual([])
    await page.close()
  })

  it.each(CHARTS)('/embed/%s.svg loads as an image', async (id) => {
    const { page, consoleErrors } = await openPage(browser.context, `${baseUrl}/embed/${id}/`)
    const size = await page.evaluate(async (src) => {
      const img = new Image()
      img.src = src
      await img.decode()
      return { width: img.naturalWidth, height: img.naturalHeight }
    }, `/embed/${id}.svg`)
    expect(size.width).toBe(760)
    expect(size.height).toBeGreaterThan(200)
    expect(consoleErrors).toEqual([])
    await page.goto(`${baseUrl}/embed/${id}.svg`)
    await page.screenshot({ path: join(ARTIFACTS_DIR, `embed-${id}-svg.png`) })
    await page.close()
  })

  it('lets any site frame /embed/*, and only this site frame the other pages', async () => {
    for (const path of ['/embed/time-vs-n/', '/embed/max-n.svg']) {
      const response = await fetch(`${baseUrl}${path}`)
      expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors \*$/)
      expect(response.headers.get('x-frame-options')).toBeNull()
    }
    expect((await fetch(`${baseUrl}/embed/max-n.svg`)).headers.get('content-type')).toBe(
      'image/svg+xml',
    )
    for (const path of ['/', '/solve/', '/algorithms/']) {
      const response = await fetch(`${baseUrl}${path}`)
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("frame-ancestors 'self'")
      expect(csp).toContain("script-src 'self'")
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    }
  })
})
