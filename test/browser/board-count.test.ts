import type { Page } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { countCompletions, readQueens } from '@nqueens/core'
import { type OpenedPage, openPage, saveScreenshot, useChromium } from './chromium.ts'

// The board's "Count the solutions" panel: /api/count with the user's queens, cursor by cursor.
describe('counting the solutions that keep the queens on /solve/', () => {
  const baseUrl = inject('baseUrl')
  const browser = useChromium()
  const opened: OpenedPage[] = []

  async function open(path: string, width = 1280): Promise<Page> {
    const tab = await openPage(browser.context, `${baseUrl}${path}`, {
      viewport: { width, height: 900 },
    })
    opened.push(tab)
    await tab.page.locator('#board-grid .square').first().waitFor()
    return tab.page
  }

  const result = (page: Page) => page.locator('#count-result')
  const exact = (n: number, queens: string) =>
    countCompletions(n, { queens: readQueens(queens, n) }).total.toLocaleString('en-US')

  afterAll(() => {
    for (const { page, consoleErrors, failedRequests } of opened) {
      expect(consoleErrors, `${page.url()}: ${failedRequests.join('; ')}`).toEqual([])
    }
  })

  it("counts the user's queens, not the completed board on display", async () => {
    const page = await open('/solve/?n=8&queens=1,0,0,0,0,0,0,0')
    await page.locator('#board-complete').click()
    await page.locator('#board-message', { hasText: 'Solved' }).waitFor()
    await page.locator('#count-start').click()
    await result(page).locator('text=/exact/').waitFor()
    const text = await result(page).innerText()
    expect(text).toMatch(new RegExp(`^${exact(8, '1:1')} solutions keep your queen where it is`))
    // The board on display holds 8 queens: the count says it counted the user's one, and why.
    expect(text).toMatch(/The board shows one of them: your queen and 7 queens added to it\.$/)
    await saveScreenshot(page, 'solve-count')
    // Changing the board clears the count: it belonged to the queens before.
    await page.locator('#board-grid .square[data-row="3"][data-col="3"]').click()
    await expect(result(page).innerText()).resolves.toBe('')
  })

  it('counts every solution on an empty board, and 0 with the pair for queens in conflict', async () => {
    const page = await open('/solve/?n=9')
    await page.locator('#count-start').click()
    await result(page).locator('text=/exact/').waitFor()
    await expect(result(page).innerText()).resolves.toMatch(
      /^352 solutions on the 9×9 board in all/,
    )
    await page.goto(`${baseUrl}/solve/?n=8&queens=1,2,0,0,0,0,0,0`)
    await page.locator('#count-start').click()
    await result(page).locator('text=/attack each other/').waitFor()
    await expect(result(page).innerText()).resolves.toBe(
      '0 solutions: the queens at 1:1 and 2:2 attack each other.',
    )
  })

  it('goes on from the cursor when one click of requests does not finish, to the exact count', async () => {
    // 10,000 nodes a request: n = 11 with one queen takes 16 requests, two clicks (and stays
    // under the API's rate limit of 50 requests in 10 s, with the other tests' requests).
    const page = await open('/solve/?n=11&queens=0,4,0,0,0,0,0,0,0,0,0&budget=10000', 390)
    let asks = 0
    page.on('request', (request) => {
      if (request.url().includes('/api/count')) asks++
    })
    await page.locator('#count-start').click()
    await page.locator('#count-on:not([hidden]):not([disabled])').waitFor()
    expect(asks).toBe(8)
    await expect(result(page).innerText()).resolves.toMatch(/found so far .* over 8 requests/)
    let clicks = 1
    while (!(await result(page).innerText()).includes('exact')) {
      expect(clicks++, 'clicks of Count on').toBeLessThan(60)
      await page.locator('#count-on').click()
      await page.locator('#count-on[disabled]').waitFor({ state: 'detached' })
    }
    const text = await result(page).innerText()
    expect(text.startsWith(`${exact(11, '2:4')} solutions keep your queen`)).toBe(true)
    expect(text).toContain(`over ${asks} requests`)
    await expect(page.locator('#count-on').isHidden()).resolves.toBe(true)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await saveScreenshot(page, 'solve-count-phone')
  })
})
