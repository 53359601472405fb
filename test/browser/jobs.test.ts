import { afterAll, describe, expect, inject, it } from 'vitest'
import { type OpenedPage, openPage, useChromium } from './chromium.ts'

// The job page at /jobs/: the form starts a distributed count, which runs through wrangler dev's
// local Durable Object and Queue while the page follows it to the end.
describe('job page', () => {
  const baseUrl = inject('baseUrl')
  const browser = useChromium()
  const opened: OpenedPage[] = []

  afterAll(() => {
    for (const { page, consoleErrors, failedRequests } of opened) {
      expect(consoleErrors, `${page.url()}: ${failedRequests.join('; ')}`).toEqual([])
    }
  })

  it('starts a job for n = 10 and follows it to 724 solutions', async () => {
    const tab = await openPage(browser.context, `${baseUrl}/jobs/`)
    opened.push(tab)
    const { page } = tab
    const reads: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (request.method() === 'GET' && url.pathname === '/api/jobs/n10-constellation') {
        reads.push(url.search)
      }
    })
    await page.fill('#job-n', '10')
    await page.click('#job-form button[type="submit"]')
    await page.locator('#job-total', { hasText: '724' }).waitFor({ timeout: 60_000 })
    // Each read waits for the job's next change after the units done it has shown: no polling.
    expect(reads.length).toBeGreaterThanOrEqual(1)
    for (const search of reads) expect(search).toMatch(/^\?wait=20&since=\d+$/)
    await expect(page.textContent('#job-status')).resolves.toBe('done')
    await expect(page.textContent('#job-unique')).resolves.toBe('92')
    await expect(page.textContent('#job-id')).resolves.toBe('n10-constellation')
    expect(new URL(page.url()).searchParams.get('id')).toBe('n10-constellation')
    const done = await page.textContent('#job-units-done')
    await expect(page.textContent('#job-units-total')).resolves.toBe(done)
    const progress = await page.$eval('#job-progress', (p) => [
      (p as HTMLProgressElement).value,
      (p as HTMLProgressElement).max,
    ])
    expect(progress[0]).toBe(progress[1])
    await expect(page.isDisabled('#job-cancel')).resolves.toBe(true)
  })

  it('follows a job given in the URL, and shows a bad n as the API words it', async () => {
    // Not in `opened`: the refused POST logs the one expected console error, checked below.
    const { page, consoleErrors } = await openPage(
      browser.context,
      `${baseUrl}/jobs/?id=n10-constellation`,
    )
    await page.locator('#job-total', { hasText: '724' }).waitFor({ timeout: 30_000 })
    // The form shows the job's own n, so Start would ask for this job again.
    await expect(page.inputValue('#job-n')).resolves.toBe('10')
    await page.fill('#job-n', '21')
    // The browser's own range validation would stop the form; ask the API directly through the page.
    await page.$eval('#job-form', (form) => form.setAttribute('novalidate', ''))
    await page.click('#job-form button[type="submit"]')
    await page.locator('#job-message', { hasText: 'n:' }).waitFor({ timeout: 10_000 })
    expect(consoleErrors.every((text) => text.includes('400'))).toBe(true)
    await page.close()
  })

  it('says in words when the job in the URL does not exist', async () => {
    const { page, consoleErrors } = await openPage(browser.context, `${baseUrl}/jobs/?id=bogus`)
    await page.locator('#job-message', { hasText: 'There is no job “bogus”' }).waitFor()
    await expect(page.isHidden('#job-panel')).resolves.toBe(true)
    expect(consoleErrors.every((text) => text.includes('404'))).toBe(true)
    await page.close()
  })
})
