import { readdirSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { openPage, saveScreenshot, useChromium } from './chromium.ts'

const PHONE = { width: 390, height: 844 }
const DIST = resolve(import.meta.dirname, '../../site/dist')

/** Every page the site builds (each index.html under site/dist), as its path. */
function sitePages(dir = DIST): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sitePages(path)
    return entry.name === 'index.html' ? [`/${relative(DIST, dir)}/`.replace(/^\/\/$/, '/')] : []
  })
}

/** The Worker's pages, one of each kind, with the boards that were widest before. */
const WORKER_PAGES = [
  '/s/8/4,7,3,8,2,5,1,6',
  '/s/4/1,2,0,0',
  '/s/32/~construct',
  '/s/1000/~construct',
  '/s/20000/~construct',
  '/api/docs',
  '/no-such-page',
  '/s/abc/1',
]

/** Pages in other states than their first load: a big board, a job, an unknown job. */
const STATES = ['/solve/?n=32', '/jobs/?id=bogus']

// Every page fits a 390 px phone: nothing makes the page scroll sideways; wide tables and boards
// scroll inside their own frames, and their captions stay whole above them.
describe('every page at 390 px', () => {
  const baseUrl = inject('baseUrl')
  const browser = useChromium({ viewport: PHONE })

  it('finds the built pages', () => {
    expect(sitePages()).toEqual(expect.arrayContaining(['/', '/solve/', '/embed/max-n/']))
  })

  it.each([...sitePages(), ...STATES, ...WORKER_PAGES])('%s fits', async (path) => {
    const { page } = await openPage(browser.context, `${baseUrl}${path}`)
    await page.$$eval('details', (all) => all.forEach((d) => (d.open = true)))
    const layout = await page.evaluate(() => {
      const width = document.documentElement.clientWidth
      const scrolls = (element: Element) => {
        for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
          if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(at).overflowX)) return true
        }
        return false
      }
      const outside = Array.from(document.body.querySelectorAll('*'))
        .filter((element) => {
          const box = element.getBoundingClientRect()
          return box.width > 0 && box.right > width + 0.5 && !scrolls(element)
        })
        .map((element) => `<${element.tagName.toLowerCase()} class="${element.className}">`)
      return { scrollWidth: document.documentElement.scrollWidth, width, outside }
    })
    await saveScreenshot(page, `phone${path.replace(/[^a-z0-9]+/gi, '-')}`)
    expect(layout.outside).toEqual([])
    expect(layout.scrollWidth).toBeLessThanOrEqual(layout.width)
    await page.close()
  })

  it('keeps the squares of a 32×32 board at least 24 px', async () => {
    const { page } = await openPage(browser.context, `${baseUrl}/solve/?n=32`)
    const square = await page.locator('#board-grid .square').first().boundingBox()
    expect(square!.width).toBeGreaterThanOrEqual(24)
    await page.close()
  })
})
