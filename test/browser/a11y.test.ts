import { describe, expect, inject, it } from 'vitest'
import { findViolations } from './axe.ts'
import { openPage, saveScreenshot, useChromium } from './chromium.ts'
import { sitePages, WORKER_PAGES } from './site-pages.ts'

/** Pages in another state than their first load: a board with queens, a job not found, a chart's chosen series. */
const STATES = [
  '/solve/?n=8&queens=1,3,0,0,0,0,0,0',
  '/jobs/?id=bogus',
  '/charts/time-vs-n/?algorithms=bitmask,constellation&to=14',
]

/** Pages that ask for something missing on purpose. */
const NOT_FOUND = ['/no-such-page', '/jobs/?id=bogus']

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]

// axe-core on every page the site builds and every kind of page the Worker serves, at a desktop's
// and a phone's width, in the light and the dark scheme: no violation of any impact, and no
// console errors.
describe('accessibility', () => {
  const baseUrl = inject('baseUrl')
  const browser = useChromium()

  it.each([...sitePages(), ...STATES, ...WORKER_PAGES])('%s has no violations', async (path) => {
    const { page, consoleErrors } = await openPage(browser.context, `${baseUrl}${path}`)
    // Open every collapsed section so that the scan sees all of the page.
    await page.$$eval('details', (all) => all.forEach((d) => (d.open = true)))
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport)
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme })
        const where = `${path} at ${viewport.width} px, ${colorScheme}`
        expect(await findViolations(page), where).toEqual([])
      }
    }
    await saveScreenshot(page, `a11y-${path.replace(/[^a-z0-9]+/gi, '-')}-dark-390`)
    // An unknown page and an unknown job answer 404 on purpose, which the console reports.
    const expected = (error: string) => NOT_FOUND.includes(path) && /404/.test(error)
    expect(consoleErrors.filter((error) => !expected(error))).toEqual([])
    await page.close()
  })
})
