import type { Page } from 'playwright-core'

/**
 * Waits for every chart on the page to be drawn, then counts the painted (non-transparent) pixels
 * of each canvas, by the id of its figure: a blank canvas counts 0.
 */
export async function paintedPixels(page: Page): Promise<Record<string, number>> {
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
