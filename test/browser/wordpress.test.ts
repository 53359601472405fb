import { CHART_IDS } from '@nqueens/charts/charts-data'
import type { Frame, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openPage, saveScreenshot, useChromium } from './chromium.ts'
import { paintedPixels } from './dashboard-canvas.ts'
import { frameGap, wholeInFrame } from './frames.ts'
import { startWordPress, writeEmbedPost, type WordPress } from './wordpress.ts'

const WIDTHS = [1280, 390] as const
const viewport = (width: number) => ({ width, height: width > 500 ? 900 : 844 })

interface Embed {
  name: string
  kind: 'chart' | 'board'
  url: string
  /** A chosen-series chart: the series its frame must draw, and no other. */
  series?: string[]
}

interface Post extends Embed {
  how: 'classic' | 'block' | 'wide block'
  address: string
}

/**
 * A stock WordPress (Debian's 6.1, Twenty Twenty-Three; wordpress.ts) given posts whose body is
 * only a chart or board URL of the served Worker, both ways writers make them: the URL alone on its
 * line (the classic editor, a publishing client) and the block editor's Embed block, driven in
 * Chromium as a writer does. Every chart in the catalog, a chosen-series chart and two boards; each
 * post is read at 1280 and 390 px: the embed appears, draws, is as wide as the column and exactly
 * as tall as its page (wp-embed.js sizes it from the frame's messages).
 */
describe('a real WordPress embeds a chart or a board from its URL alone', () => {
  const baseUrl = inject('baseUrl')
  // Readers, signed out, in one browser; the writer, signed in once, in a browser of their own.
  const browser = useChromium()
  const writing = useChromium({ viewport: viewport(1280) })
  let wordpress: WordPress
  let writer: Page
  const posts: Post[] = []
  beforeAll(async () => {
    wordpress = await startWordPress(baseUrl)
    writer = await writing.context.newPage()
    await wordpress.signIn(writer)
  }, 120_000)
  afterAll(() => wordpress?.close())

  const embeds = async (): Promise<Embed[]> => {
    // The larger board is one the API solves, by the permalink it gives, as a writer would share it.
    const solved = (await (await fetch(`${baseUrl}/api/solve?n=20`)).json()) as {
      permalink: string
    }
    return [
      ...CHART_IDS.map((id) => ({
        name: id,
        kind: 'chart' as const,
        url: `${baseUrl}/embed/${id}/`,
      })),
      {
        name: 'chosen',
        kind: 'chart',
        url: `${baseUrl}/embed/time-vs-n/?algorithms=bitmask,constellation&from=4&to=14`,
        series: ['bitmask', 'constellation'],
      },
      { name: 'board-8', kind: 'board', url: `${baseUrl}/s/8/47382516` },
      { name: 'board-20', kind: 'board', url: `${baseUrl}${solved.permalink}` },
    ]
  }

  it("publishes each URL alone on its line, and in the block editor's Embed block, whose preview shows it", async () => {
    for (const embed of await embeds()) {
      const classic = wordpress.publishClassic(
        `${embed.name}, pasted`,
        `Before.\n\n${embed.url}\n\nAfter.`,
      )
      posts.push({ ...embed, how: 'classic', address: classic })
      const draft = await writeEmbedPost(writer, wordpress, `${embed.name}, as a block`, embed.url)
      // The editor's preview is the live frame, as tall as its page (not an empty 0 px frame).
      await expect
        .poll(async () => (await draft.preview()).gap, { message: embed.name })
        .toBeLessThanOrEqual(1)
      if (embed.kind === 'chart')
        await expectDrawn((await draft.preview()).frame, embed, embed.name)
      posts.push({ ...embed, how: 'block', address: await draft.publish() })
    }
    // Wide alignment: the theme's widest column, the frame 1200 px wide at 1280.
    for (const embed of (await embeds()).filter((e) => ['paper', 'board-8'].includes(e.name))) {
      const title = `${embed.name}, as a wide block`
      const draft = await writeEmbedPost(writer, wordpress, title, embed.url, { wide: true })
      posts.push({ ...embed, how: 'wide block', address: await draft.publish() })
    }
    expect(posts).toHaveLength(2 * (CHART_IDS.length + 3) + 2)
  }, 300_000)

  it.each(WIDTHS)(
    'at %i px every post shows its embed, drawn, as wide as the column and as tall as its page',
    async (width) => {
      expect(posts.length).toBeGreaterThan(0)
      for (const post of posts) {
        const label = `${post.how} ${post.name} at ${width}`
        const { page, failedRequests, consoleErrors } = await openPage(
          browser.context,
          post.address,
          { viewport: viewport(width) },
        )
        const frame = await shownFrame(page)
        await expect.poll(() => settled(page, frame), { message: label }).toBe(true)
        expect(await fitsColumn(page), label).toBe(true)
        if (post.kind === 'chart') await expectDrawn(frame, post, label)
        else await expectBoard(frame, label)
        await saveScreenshot(page, `wordpress-${post.how}-${post.name}-${width}`)
        // WordPress's own misses (its favicon) are not ours; nothing of the service may fail.
        expect(
          failedRequests.filter((url) => url.startsWith(baseUrl)),
          label,
        ).toEqual([])
        expect(
          consoleErrors.filter((text) => text.includes(baseUrl)),
          label,
        ).toEqual([])
        await page.close()
      }
    },
  )

  it('a wide frame follows the column as the window narrows, from 1200 px wide to under 300', async () => {
    const wide = posts.filter((p) => p.how === 'wide block')
    expect(wide.map((p) => p.name)).toEqual(['paper', 'board-8'])
    for (const post of wide) {
      const { page } = await openPage(browser.context, post.address, {
        viewport: viewport(1280),
      })
      const frame = await shownFrame(page)
      const widths: number[] = []
      for (const width of [1280, 1000, 760, 600, 480, 390, 330]) {
        await page.setViewportSize(viewport(width))
        const label = `${post.name} at ${width}`
        await expect.poll(() => settled(page, frame), { message: label }).toBe(true)
        expect(await fitsColumn(page), label).toBe(true)
        if (post.kind === 'chart') await expectDrawn(frame, post, label)
        else await expectBoard(frame, label)
        widths.push(await page.$eval('iframe', (iframe) => iframe.getBoundingClientRect().width))
      }
      expect(widths[0]).toBe(1200)
      expect(Math.min(...widths)).toBeLessThan(300)
      await page.close()
    }
  })

  it("a link in the embed opens its page in the reader's tab", async () => {
    const post = posts.find((p) => p.how === 'classic' && p.name === 'board-8')!
    const { page } = await openPage(browser.context, post.address)
    const frame = await shownFrame(page)
    // The sandbox lets the frame neither open a tab nor lead the page away: WordPress follows the
    // link the frame names.
    await frame.click('.source a')
    await page.waitForURL(`${baseUrl}/s/8/47382516`)
    await page.close()
  })

  it('a URL the provider cannot embed: the editor says so and offers a plain link', async () => {
    const url = `${baseUrl}/embed/time-vs-n/?algorithms=quick`
    const { block } = await writeEmbedPost(writer, wordpress, 'Not a chart', url)
    await block.getByText('Sorry, this content could not be embedded.').waitFor()
    await block.getByRole('button', { name: 'Convert to link' }).waitFor()
    expect(await block.locator('iframe').count()).toBe(0)
  })
})

/** The post's embed frame, once WordPress shows it: it has heard from the frame. */
async function shownFrame(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector('iframe.wp-embedded-content:not([style])')
  expect(
    await page.$eval('blockquote.wp-embedded-content', (quote) => getComputedStyle(quote).display),
  ).toBe('none')
  expect(await handle.getAttribute('sandbox')).toBe('allow-scripts')
  return (await handle.contentFrame())!
}

/**
 * The frame is as tall as its page (within a pixel), and the whole page lies inside it. A chart
 * redraws a moment after its frame changes width, so this is polled until it holds.
 */
async function settled(page: Page, frame: Frame): Promise<boolean> {
  return (await frameGap(page, frame)) <= 1 && (await wholeInFrame(frame))
}

/** The frame is no wider than the column it sits in, and the page does not scroll sideways. */
function fitsColumn(page: Page): Promise<boolean> {
  return page.$eval('iframe.wp-embedded-content', (iframe) => {
    const frame = iframe.getBoundingClientRect()
    const column = iframe.closest('.entry-content, .wp-block-post-content')!.getBoundingClientRect()
    return (
      frame.width > 0 &&
      frame.width <= column.width + 0.5 &&
      document.documentElement.scrollWidth <= window.innerWidth
    )
  })
}

async function expectDrawn(frame: Frame, post: Embed, label: string): Promise<void> {
  const painted = await paintedPixels(frame)
  expect(Object.values(painted), label).toHaveLength(1)
  expect(Object.values(painted)[0], label).toBeGreaterThan(5_000)
  if (post.series) {
    const drawn = await frame.$eval('canvas[data-chart]', (canvas) =>
      JSON.parse((canvas as HTMLCanvasElement).dataset.chart!),
    )
    expect(
      drawn.series.map((s: { key: string }) => s.key),
      label,
    ).toEqual(post.series)
  }
}

async function expectBoard(frame: Frame, label: string): Promise<void> {
  const boards = await frame.$$eval('.board-embed-figure svg', (all) =>
    all
      .map((svg) => svg.getBoundingClientRect())
      .filter((box) => box.width > 0)
      .map((box) => ({ width: box.width, bottom: box.bottom, inside: box.bottom <= innerHeight })),
  )
  expect(boards, label).toHaveLength(1)
  expect(boards[0].width, label).toBeGreaterThan(250)
  expect(boards[0].inside, label).toBe(true)
}
