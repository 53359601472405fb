import type { Frame } from 'playwright-core'

/**
 * @module
 * What a test reads inside an embed's frame: where the chart, its plot, axes and legend, or the
 * board, its caption and link, lie, in the frame's CSS pixels.
 */

/** What lies where inside a chart's frame, in the frame's CSS pixels. */
export interface ChartFrameLayout {
  frame: { width: number; height: number }
  /** The page's scrollable size: no larger than the frame when nothing is cut. */
  scroll: { width: number; height: number }
  canvas: Box
  /** The title, the caption, the table's toggle and the link back, each as laid out. */
  lines: Box[]
  /** Where Chart.js drew the plot, its axes and legend, in the frame (site/src/browser/charts.ts). */
  plot: Box
  x: Box
  y: Box
  legend?: Box
  /** The frame's bottom less the page's padding and the last line's bottom: space left blank. */
  blankBelow: number
}

export interface Box {
  left: number
  top: number
  right: number
  bottom: number
}

/** Reads a chart's frame, once its chart is drawn. */
export async function chartFrameLayout(frame: Frame): Promise<ChartFrameLayout> {
  await frame.waitForFunction(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('canvas[data-chart]')
    return canvas?.dataset.drawn === 'true' && canvas.dataset.layout !== undefined
  })
  // Chart.js lays out again when its box settles; a frame later, the layout is final.
  await frame.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))))
  return frame.evaluate(() => {
    const rect = (e: Element) => {
      const { left, top, right, bottom } = e.getBoundingClientRect()
      return { left, top, right, bottom }
    }
    const canvas = document.querySelector<HTMLCanvasElement>('canvas[data-chart]')!
    const at = rect(canvas)
    const layout = JSON.parse(canvas.dataset.layout!) as Record<string, number[] | undefined>
    const inFrame = (box: number[] | undefined) =>
      box && {
        left: at.left + box[0],
        top: at.top + box[1],
        right: at.left + box[2],
        bottom: at.top + box[3],
      }
    const lines = ['h1', 'figcaption', 'details > summary', '.source'].map((selector) =>
      rect(document.querySelector(selector)!),
    )
    return {
      frame: { width: innerWidth, height: innerHeight },
      scroll: {
        width: document.documentElement.scrollWidth,
        height: document.documentElement.scrollHeight,
      },
      canvas: at,
      lines,
      plot: inFrame(layout.plot)!,
      x: inFrame(layout.x)!,
      y: inFrame(layout.y)!,
      legend: inFrame(layout.legend),
      blankBelow:
        innerHeight -
        parseFloat(getComputedStyle(document.querySelector('main')!).paddingBottom) -
        Math.max(...lines.map((line) => line.bottom)),
    }
  })
}

/** What lies where inside a board's frame, in the frame's CSS pixels. */
export interface BoardFrameLayout {
  frame: { width: number; height: number }
  scroll: { width: number; height: number }
  board: Box
  caption: Box
  source: Box
}

export function boardFrameLayout(frame: Frame): Promise<BoardFrameLayout> {
  return frame.evaluate(() => {
    const rect = (e: Element) => {
      const { left, top, right, bottom } = e.getBoundingClientRect()
      return { left, top, right, bottom }
    }
    const board = Array.from(document.querySelectorAll('.board-embed-board svg')).find(
      (svg) => getComputedStyle(svg).display !== 'none',
    )!
    return {
      frame: { width: innerWidth, height: innerHeight },
      scroll: {
        width: document.documentElement.scrollWidth,
        height: document.documentElement.scrollHeight,
      },
      board: rect(board),
      caption: rect(document.querySelector('figcaption')!),
      source: rect(document.querySelector('.source')!),
    }
  })
}
