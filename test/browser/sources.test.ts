import { readFileSync } from 'node:fs'
import { describe, expect, inject, it } from 'vitest'
import { BenchmarkSchema } from '@nqueens/charts/benchmark-schema'
import { paperClaims } from '@nqueens/charts/paper'
import { openPage, saveScreenshot, useChromium } from './chromium.ts'
import { paintedPixels } from './dashboard-canvas.ts'

const bench = BenchmarkSchema.parse(
  JSON.parse(readFileSync(new URL('../../charts/src/benchmark.json', import.meta.url), 'utf8')),
)

// /sources/: every source with both machines, its tables beside ours, the paper's figure drawn,
// and a verdict on every claim; it fits a phone without sideways scrolling.
describe('sources page', () => {
  const baseUrl = inject('baseUrl')
  const browser = useChromium()

  it('sets each source beside this machine, with the figure and a verdict per claim', async () => {
    const { page, consoleErrors, failedRequests } = await openPage(
      browser.context,
      `${baseUrl}/sources/`,
    )
    for (const id of ['000', '001', '002', '003', '004']) {
      const heading = page.locator(`h2#s${id}`)
      await expect(heading.count()).resolves.toBe(1)
    }
    const machines = await page.locator('dl.machines').allInnerTexts()
    expect(machines).toHaveLength(5)
    for (const text of machines) expect(text).toContain(bench.machine.cpuModel)
    expect(machines[0]).toContain('Core i7-6700')
    expect(machines[2]).toContain('IBM 3090')
    const painted = await paintedPixels(page)
    expect(Object.keys(painted)).toEqual(['paper'])
    expect(painted.paper).toBeGreaterThan(5_000)
    // 000's table: n = 4..14, with 9×9 brute force on both sides (here a time, or "> time" when
    // the run stopped at the cap unfinished).
    const table000 = page.locator('table', { hasText: 'brute force, 000' }).locator('tbody tr')
    await expect(table000.count()).resolves.toBe(11)
    await expect(table000.nth(5).innerText()).resolves.toMatch(/^9\s+352\s+2,112\s+(> )?\d/)
    // The paper's claims, in the page's words and verdicts, as the judging code gives them.
    const rows = page
      .locator('table.claims', { hasText: 'about 100 times faster' })
      .locator('tbody tr')
    const claims = paperClaims(bench)
    await expect(rows.count()).resolves.toBe(claims.length)
    for (const [i, claim] of claims.entries()) {
      await expect(rows.nth(i).locator('.verdict').innerText()).resolves.toBe(claim.verdict)
    }
    await saveScreenshot(page, 'sources')
    expect(consoleErrors).toEqual([])
    expect(failedRequests).toEqual([])
    await page.close()
  })

  it('fits a 390 px phone without sideways scrolling', async () => {
    const { page } = await openPage(browser.context, `${baseUrl}/sources/`)
    await page.setViewportSize({ width: 390, height: 800 })
    // Chart.js redraws its canvas for the new width on a later frame: give the layout time to
    // settle, then measure.
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
    await page
      .waitForFunction(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        undefined,
        { timeout: 5000 },
      )
      .catch(() => undefined)
    expect(await overflow()).toBeLessThanOrEqual(0)
    await saveScreenshot(page, 'sources-phone')
    await page.close()
  })
})
