import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { findSeriousViolations } from './axe.ts'
import { launchChromium, openPage, type Browser } from './chromium.ts'

// axe-core on the site's pages: no serious or critical violations, and no console errors.
describe('accessibility', () => {
  const baseUrl = inject('baseUrl')
  let browser: Browser

  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it.each(['/', '/solve/?n=8&queens=1,3,0,0,0,0,0,0', '/algorithms/'])(
    '%s has no serious or critical violations',
    async (path) => {
      const { page, consoleErrors } = await openPage(browser.context, `${baseUrl}${path}`)
      // Open every collapsed section so that the scan sees all of the page.
      await page.$$eval('details', (all) =>
        all.forEach((d) => ((d as HTMLDetailsElement).open = true)),
      )
      expect(await findSeriousViolations(page)).toEqual([])
      expect(consoleErrors).toEqual([])
      await page.close()
    },
  )
})
