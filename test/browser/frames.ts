import type { Frame, Page } from 'playwright-core'

/**
 * @module
 * Reading an embed's iframe from the host page it was pasted into: its size, its page's, and
 * whether everything down to the embed's source link lies inside it. One iframe per host page.
 */

/** The embed's frame, once its chart is drawn. */
export async function chartFrame(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector('iframe')
  const frame = (await handle.contentFrame())!
  await frame.waitForFunction(() =>
    Array.from(document.querySelectorAll('canvas[data-chart]')).every(
      (c) => (c as HTMLCanvasElement).dataset.drawn === 'true',
    ),
  )
  return frame
}

export function frameHeight(page: Page): Promise<number> {
  return page.$eval('iframe', (iframe) => iframe.getBoundingClientRect().height)
}

/**
 * Pixels between the frame's height and its page's: 0 once the host script has sized it. The page
 * fills any frame, so its height is the one it has with its chart or board at its natural height,
 * the flex basis of the part marked data-fill (design/src/site.css): the height it reports.
 */
export async function frameGap(page: Page, frame: Frame): Promise<number> {
  const content = await frame.evaluate(() => {
    let height = document.body.getBoundingClientRect().height
    for (const part of Array.from(document.querySelectorAll('[data-fill]'))) {
      height += parseFloat(getComputedStyle(part).flexBasis) - part.getBoundingClientRect().height
    }
    return Math.ceil(height)
  })
  return Math.abs((await frameHeight(page)) - content)
}

/** The whole embed page, its source link last, lies inside the frame: nothing cut off. */
export function wholeInFrame(frame: Frame): Promise<boolean> {
  return frame.evaluate(() => {
    const source = document.querySelector('.source a')!.getBoundingClientRect()
    const body = document.body.getBoundingClientRect()
    return (
      source.bottom <= window.innerHeight &&
      body.bottom <= window.innerHeight + 1 &&
      document.documentElement.scrollWidth <= window.innerWidth
    )
  })
}

/** The embed's frame, once its page has loaded (a board embed draws without a script). */
export async function loadedFrame(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector('iframe')
  const frame = (await handle.contentFrame())!
  await frame.waitForSelector('.source a')
  return frame
}
