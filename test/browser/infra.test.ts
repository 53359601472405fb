import { describe, expect, inject, it } from 'vitest'
import { openPage, useChromium } from './chromium.ts'

// The harness itself: the Worker answers through the browser, and no other host is reachable.
describe('browser test harness', () => {
  const baseUrl = inject('baseUrl')
  const browser = useChromium()

  it('reaches the Worker on 127.0.0.1', async () => {
    const { page } = await openPage(browser.context, `${baseUrl}/api/health`)
    expect(JSON.parse(await page.locator('body').innerText())).toMatchObject({ ok: true })
    await page.close()
  })

  it('cannot reach any other host', async () => {
    const { page } = await openPage(browser.context, `${baseUrl}/api/health`)
    const outcome = await page.evaluate(() =>
      fetch('http://example.com/', { mode: 'no-cors' }).then(
        () => 'reached',
        () => 'blocked',
      ),
    )
    expect(outcome).toBe('blocked')
    await page.close()
  })
})
