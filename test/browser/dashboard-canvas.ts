import type { Frame, Page } from 'playwright-core'

/**
 * Scrolls to every chart on the page (or in the frame) and waits for it to be drawn, then counts the painted
 * (non-transparent) pixels of each canvas, by the id of its figure: a blank canvas counts 0.
 */
export async function paintedPixels(page: Page | Frame): Promise<Record<string, number>> {
  // A report page draws each chart as it comes into view: bring each into view, as a reader would.
  for (const canvas of await page.$$('canvas[data-chart]')) await canvas.scrollIntoViewIfNeeded()
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('canvas[data-chart]')).every(
      (c) => (c as HTMLCanvasElement).dataset.drawn === 'true',
    ),
  )
  return page.$$eval('canvas[data-chart]', (canvases) =>
    Object.fromEntries(
      canvases.map((canvas) => {
        const c = canvas as HTMLCanvasElement
        const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height)
        let painted = 0
        for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) painted++
        return [c.closest('figure')?.id ?? '?', painted]
      }),
    ),
  )
}

/**
 * Painted pixels in each canvas's last two columns, over its bottom 45 CSS pixels (the x axis's
 * labels and title), by the id of its figure: a label cut off by the canvas edge paints there.
 */
export async function inkAtRightEdge(page: Page): Promise<Record<string, number>> {
  await paintedPixels(page)
  return page.$$eval('canvas[data-chart]', (canvases) =>
    Object.fromEntries(
      canvases.map((canvas) => {
        const c = canvas as HTMLCanvasElement
        const band = Math.round(45 * (c.height / c.getBoundingClientRect().height))
        const { data } = c.getContext('2d')!.getImageData(c.width - 2, c.height - band, 2, band)
        let painted = 0
        for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) painted++
        return [c.closest('figure')?.id ?? '?', painted]
      }),
    ),
  )
}
