import { describe, expect, inject, it } from 'vitest'
import { findSeriousViolations } from './axe.ts'
import { openPage, saveScreenshot, useChromium } from './chromium.ts'

// axe-core on the site's pages, in the light and the dark scheme: no serious or critical
// violations, and no console errors.
describe('accessibility', () => {
  const baseUrl = inject('baseUrl')
  const browser = useChromium()

  const pages = [
    ['/', 'home'],
    ['/solve/?n=8&queens=1,3,0,0,0,0,0,0', 'solve'],
    ['/algorithms/', 'algorithms'],
    ['/sources/', 'sources'],
    ['/charts/time-vs-n/?algorithms=bitmask,constellation&to=14', 'chart'],
    ['/embed/max-n/', 'embed'],
  ] as const

  it.each(pages)('%s has no serious or critical violations', async (path, name) => {
    const { page, consoleErrors } = await openPage(browser.context, `${baseUrl}${path}`)
    // Open every collapsed section so that the scan sees all of the page.
    await page.$$eval('details', (all) => all.forEach((d) => (d.open = true)))
    expect(await findSeriousViolations(page)).toEqual([])
    // Dark mode follows the system: the same page must pass with dark colours too.
    await page.emulateMedia({ colorScheme: 'dark' })
    expect(await findSeriousViolations(page)).toEqual([])
    await saveScreenshot(page, `a11y-${name}-dark`)
    expect(consoleErrors).toEqual([])
    await page.close()
  })
})
