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

/**
 * The x axis's tick labels of each chart, read from its pixels: the second line of ink from the
 * canvas's foot (the axis title is the first), split into labels where a gap of 5 CSS px or more
 * runs through it. Each is given as its width in CSS px, by the id of its figure, with the width
 * of the widest label the axis could draw ("10,000,000" in Chart.js's tick font): labels that run
 * into each other read as one label wider than that.
 */
export async function xTickLabels(
  page: Page,
): Promise<Record<string, { widths: number[]; widest: number }>> {
  await paintedPixels(page)
  return page.$$eval('canvas[data-chart]', (canvases) =>
    Object.fromEntries(
      canvases.map((canvas) => {
        const c = canvas as HTMLCanvasElement
        const scale = c.width / c.getBoundingClientRect().width
        const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height)
        const inkAt = (x: number, y: number) => data[(y * c.width + x) * 4 + 3] > 40
        const rowHasInk = (y: number) => {
          for (let x = 0; x < c.width; x++) if (inkAt(x, y)) return true
          return false
        }
        // Lines of ink from the foot up: [top, bottom] rows of each.
        const lines: [number, number][] = []
        let bottom: number | undefined
        for (let y = c.height - 1; y >= 0 && lines.length < 2; y--) {
          if (rowHasInk(y)) bottom ??= y
          else if (bottom !== undefined) {
            lines.push([y + 1, bottom])
            bottom = undefined
          }
        }
        const [top, foot] = lines[1] ?? [0, -1]
        const widths: number[] = []
        let start: number | undefined
        let last = -Infinity
        for (let x = 0; x < c.width; x++) {
          let ink = false
          for (let y = top; y <= foot && !ink; y++) ink = inkAt(x, y)
          if (!ink) continue
          if (start === undefined) start = x
          else if (x - last >= 5 * scale) {
            widths.push((last - start + 1) / scale)
            start = x
          }
          last = x
        }
        if (start !== undefined) widths.push((last - start + 1) / scale)
        const context = document.createElement('canvas').getContext('2d')!
        context.font = `12px ${getComputedStyle(document.body).fontFamily}`
        const widest = context.measureText('10,000,000').width
        return [c.closest('figure')?.id ?? '?', { widths, widest }]
      }),
    ),
  )
}
