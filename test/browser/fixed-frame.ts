import type { Frame } from 'playwright-core'

/**
 * @module
 * An oEmbed answer's html as Iframely shows it, and what a test reads inside that frame.
 *
 * Iframely (and the sites that embed through it) keeps a `rich` answer's iframe but not its html
 * around it: no script, no fallback link. It frames the iframe's `src` in a box of the answer's
 * fixed aspect, `width / height`, as wide as the column: the wrapper its html-utils.js writes for
 * a link with an `aspect-ratio` (an absolutely placed iframe in a box of `padding-bottom: h/w`),
 * which oembed-rich.js gives a whitelisted provider's answer. This is a replica of that markup,
 * written from the iframely package's source (2.4.3, lib/html-utils.js `wrapContainer`); the real
 * package is not run here (test/browser/fixed-frame.test.ts says why).
 */
export interface RichAnswer {
  type: string
  html: string
  width: number
  height: number
}

/** The answer's iframe alone, in Iframely's aspect box: no host script reaches it. */
export function iframelyHtml(answer: RichAnswer): string {
  const src = /<iframe[^>]* src="([^"]+)"/.exec(answer.html)?.[1]
  if (!src) throw new Error(`the answer's html has no iframe: ${answer.html}`)
  const padding = Math.round((10000 * 100 * answer.height) / answer.width) / 10000
  return (
    `<div style="left: 0; width: 100%; height: 0; position: relative; padding-bottom: ${padding}%;">` +
    `<iframe src="${src}" style="top: 0; left: 0; width: 100%; height: 100%; position: absolute; border: 0;" ` +
    'allowfullscreen scrolling="no"></iframe></div>'
  )
}

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
