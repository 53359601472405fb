import MarkdownIt from 'markdown-it'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openPage, saveScreenshot, useChromium } from './chromium.ts'
import { startHostSite, type HostSite } from './host-page.ts'

/**
 * The Markdown snippets as a writer of a README or a forum post uses them: copied from the chart
 * builder and from a permalink page, rendered by markdown-it with its defaults (a renderer in safe
 * mode: raw HTML is printed as text, as GitHub-like and forum renderers treat unknown HTML), and
 * read in Chromium at 1280 and 390 px on another origin: the image shows, fits, and links to the
 * page it came from.
 */
describe('Markdown snippets, rendered safely, show the image linked to its page', () => {
  const baseUrl = inject('baseUrl')
  const browser = useChromium()
  const safe = new MarkdownIt()
  const snippets = new Map<string, { markdown: string; page: string }>()
  let host: HostSite
  beforeAll(async () => {
    host = await startHostSite()
  })
  afterAll(() => host.close())

  it('the chart builder and the permalink page give Markdown, and the HTML image is no substitute', async () => {
    const { page } = await openPage(browser.context, `${baseUrl}/`)
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: baseUrl,
    })
    const panel = page.locator('[data-embed="time-vs-n"]')
    await panel.locator('summary').click()
    await panel.locator('[data-choice="format"]').selectOption('png')
    await panel.locator('[data-choice="algorithm"][value="brute-force"]').uncheck()
    const chosenPage = await panel.locator('[data-snippet="link"]').inputValue()
    expect(chosenPage).toMatch(new RegExp(`^${baseUrl}/charts/time-vs-n/\\?algorithms=`))
    await panel.getByRole('button', { name: 'Copy Markdown' }).click()
    const chart = await page.evaluate(() => navigator.clipboard.readText())
    expect(chart).toBe(
      `[![Counting time against n](${baseUrl}/embed/time-vs-n.png)](${chosenPage})`,
    )
    snippets.set('chart', { markdown: chart, page: chosenPage })
    // The HTML image snippet, in a safe renderer, is text on the page: why Markdown is offered.
    const html = await panel.locator('[data-snippet="image"]').inputValue()
    expect(safe.render(html)).toContain('&lt;a href=')

    const permalink = await openPage(browser.context, `${baseUrl}/s/8/47382516`)
    await permalink.page.getByRole('button', { name: 'Copy Markdown' }).click()
    const board = await permalink.page.evaluate(() => navigator.clipboard.readText())
    expect(board).toBe(`[![8-queens board](${baseUrl}/s/8/47382516.svg)](${baseUrl}/s/8/47382516)`)
    snippets.set('board', { markdown: board, page: `${baseUrl}/s/8/47382516` })
    await page.close()
    await permalink.page.close()
  })

  it.each([1280, 390])(
    'at %i px each image loads, fits the column and links to its page',
    async (width) => {
      expect(snippets.size).toBe(2)
      for (const [name, { markdown, page: target }] of snippets) {
        // In a column styled as Markdown renderers style theirs (GitHub's: img { max-width: 100% }).
        const rendered = `<style>.markdown img{max-width:100%}</style><div class="markdown">${safe.render(markdown)}</div>`
        const url = host.put(`/${name}-md.html`, rendered)
        const { page, failedRequests } = await openPage(browser.context, url, {
          viewport: { width, height: 844 },
        })
        const image = page.locator('a > img')
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0)
        const box = (await image.boundingBox())!
        expect(box.width, name).toBeGreaterThan(100)
        expect(box.x + box.width, name).toBeLessThanOrEqual(width)
        expect(await page.locator('a').getAttribute('href')).toBe(target)
        expect(failedRequests.filter((failed) => failed.startsWith(baseUrl))).toEqual([])
        await saveScreenshot(page, `markdown-${name}-${width}`)
        await page.close()
      }
    },
  )
})
