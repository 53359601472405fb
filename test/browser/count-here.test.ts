import type { Page } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { type OpenedPage, openPage, saveScreenshot, useChromium } from './chromium.ts'

/**
 * @module
 * "Count it on your machine" on /jobs/, with WebGPU and without. Chromium offers WebGPU here only
 * with `--enable-unsafe-webgpu`, and then on SwiftShader, its software adapter: the panel names it
 * as software and leaves the cores chosen, so these tests choose WebGPU themselves. What a
 * hardware adapter changes (WebGPU chosen, sizes past 17) needs a GPU this machine lacks.
 */

const status = (page: Page) => page.locator('#here-status')
const finished = (page: Page) =>
  page.waitForFunction(
    () => {
      const text = document.getElementById('here-status')?.textContent ?? ''
      return !text.startsWith('Counting') && !text.startsWith('Cancelling')
    },
    null,
    { timeout: 120_000 },
  )

/**
 * Clicks Cancel and resolves with the ms the page took from the click to saying "Cancelled", as
 * the page's own clock measures it (Playwright's round trips on a busy machine left out).
 */
async function cancelAndTime(page: Page): Promise<number> {
  await page.evaluate(() => {
    const status = document.getElementById('here-status')!
    const times = ((window as unknown as { cancelTimes: number[] }).cancelTimes = [] as number[])
    document
      .getElementById('here-cancel')!
      .addEventListener('click', () => times.push(performance.now()), { capture: true, once: true })
    new MutationObserver((_, observer) => {
      if (!status.textContent.startsWith('Cancelled')) return
      times.push(performance.now())
      observer.disconnect()
    }).observe(status, { childList: true, characterData: true, subtree: true })
  })
  await page.click('#here-cancel')
  await page.waitForFunction(
    () => (window as unknown as { cancelTimes: number[] }).cancelTimes.length === 2,
  )
  const [clicked, said] = await page.evaluate(
    () => (window as unknown as { cancelTimes: number[] }).cancelTimes,
  )
  return said - clicked
}

async function openPanel(context: Parameters<typeof openPage>[0], width = 1280) {
  const tab = await openPage(context, `${inject('baseUrl')}/jobs/`, {
    viewport: { width, height: 900 },
  })
  await tab.page.waitForFunction(
    () => !document.getElementById('here-adapter')?.textContent?.includes('looking'),
  )
  return tab
}

describe('counting on the visitor’s GPU with WebGPU (SwiftShader)', () => {
  const browser = useChromium({ args: ['--enable-unsafe-webgpu'] })
  const opened: OpenedPage[] = []
  afterAll(() => {
    for (const { page, consoleErrors } of opened) expect(consoleErrors, page.url()).toEqual([])
  })

  it('offers WebGPU named by its adapter, and counts exactly there, checked against the published counts', async () => {
    const tab = await openPanel(browser.context)
    opened.push(tab)
    const { page } = tab
    await expect(page.textContent('#here-adapter')).resolves.toBe(
      '(google swiftshader, a software adapter: slower than your cores)',
    )
    // A software adapter is offered, not chosen, and brings no sizes past the cores' own.
    await expect(page.isChecked('#here-cpu')).resolves.toBe(true)
    await page.check('#here-webgpu')
    const sizes = await page.$$eval('#here-n option:not([disabled])', (options) =>
      options.map((o) => Number((o as HTMLOptionElement).value)),
    )
    expect(Math.max(...sizes)).toBe(17)
    await page.selectOption('#here-n', '12')
    await page.click('#here-start')
    await finished(page)
    await expect(status(page).textContent()).resolves.toMatch(
      /^n = 12: 14,200 solutions \(1,787 unique\), equal to the published counts \(OEIS A000170, A002562\)\. 162,651 nodes in [\d.]+ s on WebGPU \(google swiftshader, a software adapter\)/,
    )
    await expect(
      page.$eval('#here-progress', (p) => (p as HTMLProgressElement).value),
    ).resolves.toBe(1)
    await saveScreenshot(page, 'count-here-webgpu')
  })

  it('counts every n it offers up to 14 exactly on WebGPU, as the published counts say', async () => {
    const tab = await openPanel(browser.context)
    opened.push(tab)
    const { page } = tab
    await page.check('#here-webgpu')
    const offered = await page.$$eval('#here-n option:not([disabled])', (options) =>
      options.map((o) => Number((o as HTMLOptionElement).value)),
    )
    // The panel starts at n = 10, where a count takes long enough to watch.
    const sizes = offered.filter((n) => n <= 14)
    expect(sizes).toEqual([10, 11, 12, 13, 14])
    for (const n of sizes) {
      await page.selectOption('#here-n', String(n))
      await page.click('#here-start')
      await finished(page)
      await expect(status(page).textContent(), `n = ${n}`).resolves.toMatch(
        new RegExp(
          `^n = ${n}: [\\d,]+ solutions? \\([\\d,]+ unique\\), equal to the published counts .* on WebGPU`,
        ),
      )
    }
  })

  it('stays usable while the GPU counts, and cancels on request', async () => {
    const tab = await openPanel(browser.context, 390)
    opened.push(tab)
    const { page } = tab
    await page.check('#here-webgpu')
    // n = 17: long enough on a software adapter that the count never ends first.
    await page.selectOption('#here-n', '17')
    await page.click('#here-start')
    // A round of dispatches has come back: the GPU is counting. (The share done moves as whole
    // units finish, and the costliest run first, so it stays low for most of the count.)
    await page.waitForFunction(
      () => document.getElementById('here-status')!.textContent.startsWith('Counting n = 17 '),
      null,
      { timeout: 60_000 },
    )
    // The page's thread answers at once: the count runs in a worker and on the GPU.
    const lag = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const asked = performance.now()
          setTimeout(() => resolve(performance.now() - asked), 0)
        }),
    )
    expect(lag).toBeLessThan(250)
    await expect(page.isDisabled('#here-start')).resolves.toBe(true)
    // Cancel stops the GPU's worker at once, without waiting for its round of dispatches.
    expect(await cancelAndTime(page)).toBeLessThan(500)
    await finished(page)
    await expect(status(page).textContent()).resolves.toMatch(/^Cancelled after [\d.]+ s\.$/)
    await expect(page.isHidden('#here-cancel')).resolves.toBe(true)
    // No sideways scroll at a phone's width, and the panel counts again.
    const wide = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(wide).toBeLessThanOrEqual(390)
    await page.selectOption('#here-n', '10')
    await page.click('#here-start')
    await finished(page)
    await expect(status(page).textContent()).resolves.toMatch(/^n = 10: 724 solutions/)
  })

  it('says so when the GPU is lost mid-count, keeps nothing of it, and counts again after', async () => {
    const tab = await openPanel(browser.context)
    opened.push(tab)
    const { page } = tab
    await page.check('#here-webgpu')
    // n = 17: long enough on a software adapter that the count never ends first.
    await page.selectOption('#here-n', '17')
    await page.click('#here-start')
    // A round of dispatches has come back: the GPU is counting. (The share done moves as whole
    // units finish, and the costliest run first, so it stays low for most of the count.)
    await page.waitForFunction(
      () => document.getElementById('here-status')!.textContent.startsWith('Counting n = 17 '),
      null,
      { timeout: 60_000 },
    )
    // What a driver reset or a browser's watchdog does: the GPU process goes, and the device with it.
    const cdp = await browser.context.newCDPSession(page)
    await cdp.send('Browser.crashGpuProcess')
    await finished(page)
    await expect(status(page).textContent()).resolves.toMatch(
      /^The count stopped: the GPU device was lost .*Nothing it counted is kept: count again, or on the CPU lanes\.$/,
    )
    await page.selectOption('#here-n', '10')
    await page.click('#here-start')
    await finished(page)
    await expect(status(page).textContent()).resolves.toMatch(
      /^n = 10: 724 solutions .* on WebGPU \(google swiftshader, a software adapter\)/,
    )
  })
})

describe('counting on the visitor’s cores where the browser offers no GPU', () => {
  const browser = useChromium()

  it('names the size control "n", keeps its layout while counting, and cancels within half a second', async () => {
    const tab = await openPanel(browser.context, 390)
    const { page, consoleErrors } = tab
    await expect(page.getByRole('combobox', { name: 'n', exact: true }).count()).resolves.toBe(1)
    // The form's size, and where the bar and the buttons stand within the panel.
    const layout = () =>
      page.evaluate(() => {
        const top = document.querySelector('.here')!.getBoundingClientRect().top
        const at = (id: string) => document.getElementById(id)!.getBoundingClientRect()
        const form = at('here-form')
        const start = at('here-start')
        const cancel = at('here-cancel')
        return {
          form: [form.width, form.height],
          bar: at('here-progress').top - top,
          place: [start.left, start.top - top, cancel.left, cancel.top - top],
        }
      })
    const before = await layout()
    await page.selectOption('#here-n', '17')
    await page.click('#here-start')
    await page.waitForFunction(() =>
      document.getElementById('here-status')!.textContent.startsWith('Counting n = 17 '),
    )
    // Cancel takes Count here's place: nothing moves when it appears.
    await expect(page.isVisible('#here-cancel')).resolves.toBe(true)
    expect(await layout()).toEqual(before)
    expect(await cancelAndTime(page)).toBeLessThan(500)
    await finished(page)
    await expect(status(page).textContent()).resolves.toMatch(/^Cancelled after [\d.]+ s\.$/)
    await expect(page.isHidden('#here-cancel')).resolves.toBe(true)
    await expect(page.isEnabled('#here-start')).resolves.toBe(true)
    expect(consoleErrors).toEqual([])
    await page.close()
  })

  it('says why WebGPU is not offered, and counts on the CPU lanes', async () => {
    const tab = await openPanel(browser.context)
    const { page, consoleErrors } = tab
    await expect(page.textContent('#here-adapter')).resolves.toBe(
      '(not available: this browser offers no GPU adapter)',
    )
    await expect(page.isDisabled('#here-webgpu')).resolves.toBe(true)
    await page.selectOption('#here-n', '11')
    // Every share the bar is given, as the page sets it.
    await page.$eval('#here-progress', (bar) => {
      const shares = ((window as unknown as { shares: number[] }).shares = [] as number[])
      const value = Object.getOwnPropertyDescriptor(HTMLProgressElement.prototype, 'value')!
      Object.defineProperty(bar, 'value', {
        get: () => value.get!.call(bar) as number,
        set: (share: number) => {
          shares.push(share)
          value.set!.call(bar, share)
        },
      })
    })
    await page.click('#here-start')
    await finished(page)
    // The cores' progress is nodes counted over n = 11's 30,965: a whole number of nodes each.
    const shares = await page.evaluate(() => (window as unknown as { shares: number[] }).shares)
    expect(shares.some((share) => share > 0 && share < 1)).toBe(true)
    for (const share of shares) {
      expect(Math.abs(share * 30965 - Math.round(share * 30965))).toBeLessThan(1e-6)
    }
    await expect(status(page).textContent()).resolves.toMatch(
      /^n = 11: 2,680 solutions \(341 unique\), equal to the published counts .* on \d+ workers here, on WebAssembly SIMD lanes/,
    )
    // The page's CSP lets its workers compile core's WebAssembly lanes, and they counted there.
    await expect(
      page.$eval('#here-progress', (p) => (p as HTMLProgressElement).value),
    ).resolves.toBe(1)
    await expect(page.isDisabled('#here-start')).resolves.toBe(false)
    expect(consoleErrors).toEqual([])
  })
})
