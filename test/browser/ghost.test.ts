import { createHash } from 'node:crypto'
import { CARD, SAFE_BOX, type Box } from '@nqueens/charts/card'
import { CHART_IDS } from '@nqueens/charts/charts-data'
import type { Frame, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openPage, saveElementScreenshot, saveScreenshot, useChromium } from './chromium.ts'
import { paintedPixels } from './dashboard-canvas.ts'
import { wholeInFrame } from './frames.ts'
import { startGhost, type Ghost } from './ghost.ts'

const WIDTHS = [1280, 390] as const
const viewport = (width: number) => ({ width, height: width > 500 ? 900 : 844 })

interface Bookmark {
  type: string
  url: string
  metadata: {
    url: string
    title: string
    description: string
    publisher: string
    thumbnail: string
    icon: string
  }
}

/**
 * A stock Ghost (npm's `ghost`, on MariaDB; ghost.ts) given every kind of URL a user copies from
 * the service. Ghost's editor asks its own oEmbed endpoint with no type; from a provider outside
 * oembed.com's registry it keeps no rich answer and makes a bookmark card from the page, so each
 * answer must be a complete card: title, description, publisher, the canonical URL with any
 * selection, a thumbnail and our icon, both fetched and stored by Ghost. The live chart and board
 * reach Ghost's readers through an HTML card holding the snippet the builder and the permalink
 * page give (docs/site.md): posted, and read in Chromium at 1280 and 390 px.
 */
describe('a real Ghost: a complete bookmark card from every URL, the live embed by an HTML card', () => {
  const baseUrl = inject('baseUrl')
  const browser = useChromium()
  let ghost: Ghost
  const bookmarks = new Map<string, Bookmark>()
  beforeAll(async () => {
    ghost = await startGhost(baseUrl)
  }, 600_000)
  afterAll(() => ghost?.close())

  const chosen = '/embed/time-vs-n/?algorithms=bitmask,constellation&from=4&to=14'
  const pasted: { name: string; path: string; canonical: string }[] = [
    { name: 'dashboard', path: '/', canonical: '/' },
    { name: 'solve', path: '/solve/?n=8&queens=4,7,3,8,2,5,1,6', canonical: '' },
    ...CHART_IDS.map((id) => ({ name: id, path: `/embed/${id}/`, canonical: `/charts/${id}/` })),
    { name: 'chart page', path: '/charts/time-vs-n/', canonical: '' },
    { name: 'chosen', path: chosen, canonical: chosen.replace('/embed/', '/charts/') },
    { name: 'board', path: '/s/8/47382516', canonical: '' },
    { name: 'board embed', path: '/s/8/47382516/embed', canonical: '/s/8/47382516' },
  ]

  it("pastes each URL through Ghost's oEmbed endpoint as its editor does: a complete bookmark", async () => {
    for (const { name, path, canonical } of pasted) {
      const url = `${baseUrl}${path}`
      const { status, body } = await ghost.admin<Bookmark>(`oembed/?url=${encodeURIComponent(url)}`)
      expect(status, name).toBe(200)
      expect(body.type, name).toBe('bookmark')
      const card = body.metadata
      expect(card.title, name).toMatch(/ · nqueens-edge$/)
      expect(card.description.length, name).toBeGreaterThan(20)
      expect(card.publisher, name).toBe('nqueens-edge')
      expect(card.url, name).toBe(`${baseUrl}${canonical || path}`)
      // Ghost fetched both images and serves its own copies; the icon is our mark, not its default.
      expect(card.thumbnail, name).toMatch(new RegExp(`^${ghost.origin}/content/images/thumbnail/`))
      expect(card.icon, name).toMatch(new RegExp(`^${ghost.origin}/content/images/icon/`))
      for (const image of [card.thumbnail, card.icon]) {
        const response = await fetch(image)
        expect(response.status, image).toBe(200)
        expect(response.headers.get('Content-Type'), image).toMatch(/^image\/png/)
      }
      bookmarks.set(name, body)
    }
    expect(bookmarks.get('chosen')!.metadata.title).toContain('Bitmask and Constellations')
  }, 300_000)

  it("stores each URL's own picture: the chosen series' card, not the whole chart's", async () => {
    const digest = async (url: string) =>
      createHash('sha256')
        .update(new Uint8Array(await (await fetch(url)).arrayBuffer()))
        .digest('hex')
    const chosenCard = `${baseUrl}/embed/time-vs-n/card.png?algorithms=bitmask,constellation&from=4&to=14`
    expect(await digest(bookmarks.get('chosen')!.metadata.thumbnail)).toBe(await digest(chosenCard))
    expect(await digest(bookmarks.get('time-vs-n')!.metadata.thumbnail)).toBe(
      await digest(`${baseUrl}/embed/time-vs-n.card.png`),
    )
    expect(await digest(bookmarks.get('board')!.metadata.thumbnail)).toBe(
      await digest(`${baseUrl}/s/8/47382516.png`),
    )
  })

  it('a bookmark card, published, shows its title, icon and thumbnail at 1280 and 390 px', async () => {
    const cards = ['chosen', 'board'].map((name) => {
      const { url, metadata } = bookmarks.get(name)!
      return { type: 'bookmark', version: 1, url, metadata, caption: '' }
    })
    const address = await ghost.publish('Bookmarks of nqueens-edge', cards)
    for (const width of WIDTHS) {
      const { page } = await openPage(browser.context, address, { viewport: viewport(width) })
      const shown = page.locator('.kg-bookmark-card')
      expect(await shown.count()).toBe(2)
      for (const selector of ['.kg-bookmark-icon', '.kg-bookmark-thumbnail img']) {
        const loaded = await page.$$eval(selector, (images) =>
          images.map((img) => (img as HTMLImageElement).naturalWidth > 0),
        )
        expect(loaded, `${selector} at ${width}`).toEqual([true, true])
      }
      // The thumbnail is cropped to its box (object-fit: cover): that crop keeps the safe box.
      const boxes = await page.$$eval('.kg-bookmark-thumbnail img', (images) =>
        images.map((img) => {
          const { width, height } = img.getBoundingClientRect()
          return { width, height, fit: getComputedStyle(img).objectFit }
        }),
      )
      for (const box of boxes) {
        const crop = coverCrop(box.width, box.height)
        expect(box.fit).toBe('cover')
        expect(contains(crop, SAFE_BOX), `${JSON.stringify(crop)} at ${width}`).toBe(true)
      }
      await saveScreenshot(page, `ghost-bookmarks-${width}`)
      await page.close()
    }
  })

  it('an HTML card with the Ghost snippets: at 1280 and 390 px the chart draws, the board shows, each frame fits', async () => {
    const copied = await copyGhostSnippets(browser.context.newPage(), baseUrl)
    const address = await ghost.publish(
      'The live chart and board',
      copied.map((html) => ({ type: 'html', version: 1, html })),
    )
    for (const width of WIDTHS) {
      const { page, failedRequests } = await openPage(browser.context, address, {
        viewport: viewport(width),
      })
      const frames = page.locator('.gh-content iframe, .post-content iframe, iframe')
      await expect.poll(() => frames.count()).toBe(2)
      for (let i = 0; i < 2; i++) {
        await frames.nth(i).scrollIntoViewIfNeeded()
        const handle = await frames.nth(i).elementHandle()
        const frame = (await handle.contentFrame())!
        await frame.waitForSelector('.source a')
        const label = `frame ${i} at ${width}`
        await expect.poll(() => gapOf(page, i, frame), { message: label }).toBeLessThanOrEqual(1)
        expect(await wholeInFrame(frame), label).toBe(true)
        const box = (await handle.boundingBox())!
        expect(box.x + box.width, label).toBeLessThanOrEqual(width)
        if (i === 0) {
          const painted = await paintedPixels(frame)
          expect(Object.values(painted)[0], label).toBeGreaterThan(5_000)
        } else {
          const shown = await frame.$$eval('.board-embed-figure svg', (all) =>
            all.map((svg) => svg.getBoundingClientRect().width).filter((w) => w > 0),
          )
          expect(shown, label).toHaveLength(1)
          expect(shown[0], label).toBeGreaterThan(250)
          await saveElementScreenshot(frames.nth(i), `ghost-html-card-board-${width}`)
        }
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      )
      expect(failedRequests.filter((url) => url.startsWith(baseUrl))).toEqual([])
      await saveScreenshot(page, `ghost-html-card-${width}`)
      await page.close()
    }
  })
})

/** The difference between frame `index`'s height and its page's. */
async function gapOf(page: Page, index: number, frame: Frame): Promise<number> {
  const content = await frame.evaluate(() =>
    Math.ceil(document.body.getBoundingClientRect().height),
  )
  const shown = (await page.locator('iframe').nth(index).boundingBox())!.height
  return Math.abs(shown - content)
}

/** "Copy Ghost card" from the dashboard's builder (the chosen series) and a permalink page. */
async function copyGhostSnippets(opening: Promise<Page>, baseUrl: string): Promise<string[]> {
  const page = await opening
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl })
  await page.goto(`${baseUrl}/`)
  const panel = page.locator('[data-embed="time-vs-n"]')
  await panel.locator('summary').click()
  await panel.locator('[data-choice="algorithm"][value="brute-force"]').uncheck()
  await panel.getByRole('button', { name: 'Copy Ghost card' }).click()
  const chart = await page.evaluate(() => navigator.clipboard.readText())
  await page.goto(`${baseUrl}/s/8/47382516`)
  await page.getByRole('button', { name: 'Copy Ghost card' }).click()
  const board = await page.evaluate(() => navigator.clipboard.readText())
  await page.close()
  expect(chart).toMatch(
    /^<figure class="kg-card kg-embed-card">\n<iframe src="[^"]*\/embed\/time-vs-n\/\?algorithms=/,
  )
  expect(board).toContain(`<iframe src="${baseUrl}/s/8/47382516/embed"`)
  return [chart, board]
}

/** The part of a 1200×630 card an image box of `width` × `height` shows, centred, with cover. */
function coverCrop(width: number, height: number): Box {
  const scale = Math.max(width / CARD.width, height / CARD.height)
  const shown = { width: width / scale, height: height / scale }
  return { x: (CARD.width - shown.width) / 2, y: (CARD.height - shown.height) / 2, ...shown }
}

function contains(outer: Box, inner: Box): boolean {
  return (
    inner.x >= outer.x - 0.5 &&
    inner.y >= outer.y - 0.5 &&
    inner.x + inner.width <= outer.x + outer.width + 0.5 &&
    inner.y + inner.height <= outer.y + outer.height + 0.5
  )
}
