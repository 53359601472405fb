import type { Page } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { verifyPlacement, getFinder } from '@nqueens/core'
import { finderMaxN } from '../../functions/src/lib/limits/finders.ts'
import { readPolicy } from '../../functions/src/lib/budget/policy.ts'
import { type OpenedPage, openPage, saveScreenshot, useChromium } from './chromium.ts'

// The interactive board at /solve/: placing queens by hand, then the API completing and listing.
describe('interactive board', () => {
  const baseUrl = inject('baseUrl')
  const browser = useChromium()
  const opened: OpenedPage[] = []

  async function open(path: string): Promise<Page> {
    const tab = await openPage(browser.context, `${baseUrl}${path}`)
    opened.push(tab)
    await tab.page.locator('#board-grid .square').first().waitFor()
    return tab.page
  }

  const square = (page: Page, row: number, col: number) =>
    page.locator(`#board-grid .square[data-row="${row}"][data-col="${col}"]`)

  /** The board as 0-based columns read from the squares on screen (-1 = empty row). */
  async function boardOnScreen(page: Page): Promise<number[]> {
    return page.$$eval('#board-grid .square', (squares) => {
      const n = Math.round(Math.sqrt(squares.length))
      const board = new Array<number>(n).fill(-1)
      for (const s of squares) {
        if (s.classList.contains('queen')) board[Number(s.dataset.row)] = Number(s.dataset.col)
      }
      return board
    })
  }

  afterAll(() => {
    for (const { page, consoleErrors, failedRequests } of opened) {
      expect(consoleErrors, `${page.url()}: ${failedRequests.join('; ')}`).toEqual([])
    }
  })

  it('places a queen with a click and shades the squares it attacks', async () => {
    const page = await open('/solve/?n=8')
    await expect(page.locator('#board-grid .square').count()).resolves.toBe(64)
    await square(page, 0, 0).click()
    await expect(square(page, 0, 0).getAttribute('aria-label')).resolves.toBe(
      'Row 1, column 1: queen',
    )
    // A corner queen on 8×8 attacks 7 squares along its row, 7 along its column, 7 on its diagonal.
    await expect(page.locator('#board-grid .square.attacked').count()).resolves.toBe(21)
    await expect(square(page, 5, 5).getAttribute('class')).resolves.toContain('attacked')
    await expect(square(page, 1, 2).getAttribute('class')).resolves.not.toContain('attacked')
    expect(new URL(page.url()).search).toBe('?n=8&queens=1,0,0,0,0,0,0,0')

    // A queen on the diagonal conflicts; a second click in the same row moves it away.
    await square(page, 1, 1).click()
    await expect(page.locator('#board-grid .square.conflict').count()).resolves.toBe(2)
    await expect(page.locator('#board-summary').innerText()).resolves.toContain('1 conflict')
    await square(page, 1, 2).click()
    await expect(page.locator('#board-grid .square.conflict').count()).resolves.toBe(0)
    expect(await boardOnScreen(page)).toEqual([0, 2, -1, -1, -1, -1, -1, -1])
    // Clicking a queen removes it.
    await square(page, 1, 2).click()
    expect(await boardOnScreen(page)).toEqual([0, -1, -1, -1, -1, -1, -1, -1])
    await saveScreenshot(page, 'solve-placed')
  })

  it('works from the keyboard: arrows move focus, Enter places a queen', async () => {
    const page = await open('/solve/?n=5')
    await square(page, 0, 0).focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    expect(await boardOnScreen(page)).toEqual([-1, 2, -1, -1, -1])
    await expect(square(page, 1, 2).evaluate((el) => el === document.activeElement)).resolves.toBe(
      true,
    )
    await page.keyboard.press('End')
    await page.keyboard.press('Space')
    expect(await boardOnScreen(page)).toEqual([-1, 4, -1, -1, -1])
  })

  it('loads a board from the URL and changes size', async () => {
    const page = await open('/solve/?n=6&queens=2,4,0,0,0,0')
    expect(await boardOnScreen(page)).toEqual([1, 3, -1, -1, -1, -1])
    await page.locator('#board-n').selectOption('10')
    await expect(page.locator('#board-grid .square').count()).resolves.toBe(100)
    expect(new URL(page.url()).search).toBe('?n=10')
  })

  it('completes a board through the API and opens its permalink', async () => {
    const page = await open('/solve/?n=8&queens=1,0,0,0,0,0,0,0')
    await page.locator('#board-complete').click()
    await page.locator('#board-message', { hasText: 'Solved' }).waitFor()
    const board = await boardOnScreen(page)
    expect(board[0]).toBe(0)
    expect(verifyPlacement(board).valid).toBe(true)
    // The seven queens the API added wear a ring; the user's own queen does not.
    await expect(page.locator('#board-grid .square.added').count()).resolves.toBe(7)
    // A solved board is not drawn as a conflict: no square shaded as attacked, no queen in red.
    await expect(
      page.locator('#board-grid .attacked, #board-grid .conflict').count(),
    ).resolves.toBe(0)
    // One status line says what happened, and the legend explains the ring.
    await expect(page.isHidden('#board-summary')).resolves.toBe(true)
    await expect(page.locator('#board-message').innerText()).resolves.toMatch(
      /^Solved: 8 queens, none attacking another\. Complete added 7 queens to your 1 \(ringed in blue;/,
    )
    await expect(page.locator('.legend').innerText()).resolves.toContain(
      'a queen that Complete added',
    )
    await saveScreenshot(page, 'solve-completed')

    const link = await page.locator('#share-url').inputValue()
    expect(new URL(link).pathname).toMatch(/^\/s\/8\//)
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: baseUrl,
    })
    await page.locator('#share-copy').click()
    await page.locator('#share-note', { hasText: 'Link copied.' }).waitFor()
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(link)

    // The permalink, served by the Worker, shows the same board and links back here; it declares
    // the site's icons, so nothing it asks for fails (checked with the others after each test).
    const permalink = await openPage(browser.context, link)
    opened.push(permalink)
    await expect(permalink.page.locator('svg').count()).resolves.toBeGreaterThan(0)
    await saveScreenshot(permalink.page, 'solve-permalink')
    await permalink.page.getByRole('link', { name: /interactive board/i }).click()
    await permalink.page.waitForURL(/\/solve\//)
    await permalink.page.locator('#board-grid .square.queen').first().waitFor()
    expect(await boardOnScreen(permalink.page)).toEqual(board)
    await permalink.page.close()
  })

  it('says when a board cannot be completed', async () => {
    // No 4-queens solution has a queen in a corner.
    const page = await open('/solve/?n=4&queens=1,0,0,0')
    await page.locator('#board-complete').click()
    await page.locator('#board-message', { hasText: 'Impossible' }).waitFor()
    expect(await boardOnScreen(page)).toEqual([0, -1, -1, -1])
  })

  it('continues a completion that ran out of budget from its cursor', async () => {
    // Four nodes per call cannot finish 12 rows: mrv needs 14 calls here, few enough to stay
    // well inside the per-IP rate limit (50 requests in 10 s) that the suite's pages share.
    const page = await open('/solve/?n=12&queens=1,0,0,0,0,0,0,0,0,0,0,0&budget=4')
    await page.locator('#board-complete').click()
    await page.locator('#board-message', { hasText: 'Not finished within the budget' }).waitFor()
    let rounds = 1
    while (!(await page.locator('#board-message').innerText()).startsWith('Solved')) {
      expect(rounds++, 'rounds of Continue').toBeLessThan(100)
      await page.locator('#board-continue').click()
      await page.locator('#board-continue[disabled]').waitFor({ state: 'detached' })
    }
    const board = await boardOnScreen(page)
    expect(board[0]).toBe(0)
    expect(verifyPlacement(board).valid).toBe(true)
    expect(new URL(page.url()).searchParams.get('budget')).toBe('4')
  })

  it('after Complete, Next shows the solution after the completed one, not the same board', async () => {
    const page = await open('/solve/?n=8&queens=1,0,0,0,0,0,0,0')
    await page.locator('#board-complete').click()
    await page.locator('#board-message', { hasText: 'Solved' }).waitFor()
    // This completion is also the first of the board's completions in lexicographic order.
    expect((await boardOnScreen(page)).join(',')).toBe('0,4,7,5,2,6,1,3')
    await page.locator('#solutions-next').click()
    await page.locator('#solutions-position', { hasText: 'Solution 2' }).waitFor()
    expect((await boardOnScreen(page)).join(',')).toBe('0,5,7,2,6,3,1,4')
  })

  it('steps through every solution in lexicographic order', async () => {
    const page = await open('/solve/?n=6')
    const seen: string[] = []
    for (let i = 0; i < 4; i++) {
      await page.locator('#solutions-next').click()
      await page.locator('#solutions-position', { hasText: `Solution ${i + 1}` }).waitFor()
      const board = await boardOnScreen(page)
      expect(verifyPlacement(board).valid).toBe(true)
      seen.push(board.join(','))
    }
    // n = 6 has exactly 4 solutions (OEIS A000170): all distinct, in order, and then no more.
    expect(new Set(seen).size).toBe(4)
    expect([...seen].sort()).toEqual(seen)
    await expect(page.locator('#solutions-next').isDisabled()).resolves.toBe(true)
    await page.locator('#solutions-previous').click()
    await page.locator('#solutions-position', { hasText: 'Solution 3' }).waitFor()
    expect((await boardOnScreen(page)).join(',')).toBe(seen[2])
  })

  it('pages with one request per click at the largest n it offers, and says where paging stops', async () => {
    const largest = finderMaxN(readPolicy(undefined), getFinder('enumerate'))
    const page = await open(`/solve/?n=${largest}`)
    let asks = 0
    page.on('request', (request) => {
      if (request.url().includes('/api/solutions')) asks++
    })
    for (let i = 0; i < 3; i++) {
      await page.locator('#solutions-next').click()
      await page.locator('#solutions-position', { hasText: `Solution ${i + 1}` }).waitFor()
      expect(verifyPlacement(await boardOnScreen(page)).valid).toBe(true)
    }
    // The first page holds ten solutions: three clicks, one request.
    expect(asks).toBe(1)
    await page.locator('#board-n').selectOption(String(largest + 1))
    await page.locator('#solutions-position', { hasText: `goes up to n = ${largest}.` }).waitFor()
    await expect(page.locator('#solutions-next').isDisabled()).resolves.toBe(true)
  })

  it('fits a phone screen', async () => {
    const tab = await openPage(
      browser.context,
      `${baseUrl}/solve/?n=12&queens=1,3,0,0,0,0,0,0,0,0,0,0`,
      { viewport: { width: 375, height: 740 } },
    )
    opened.push(tab)
    const overflow = await tab.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    // Squares stay big enough to tap: 12 across a 375 px screen.
    const box = await square(tab.page, 0, 0).boundingBox()
    expect(box?.width).toBeGreaterThan(24)
    await saveScreenshot(tab.page, 'solve-phone')
  })
})
