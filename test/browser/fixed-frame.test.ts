import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { CHART_IDS } from '@nqueens/charts/charts-data'
import { openPage, saveScreenshot, useChromium } from './chromium.ts'
import { startHostSite, type HostSite } from './host-page.ts'
import { boardFrameLayout, chartFrameLayout, type Box } from './fixed-frame.ts'
import { startIframely } from './iframely.ts'

/**
 * Embeds as Iframely, and the sites that embed through it, show them: a self-hosted Iframely
 * (npm's `iframely`, test/browser/iframely.ts) unfurls each URL from the served Worker and renders
 * our oEmbed answer its way, the iframe alone (no script, no fallback link) in a box of the
 * answer's fixed aspect as wide as the column. That html is pasted on a second loopback origin in
 * columns of a phone (390 px), a blog (680) and a wide page (1280), less the host's padding. Every
 * chart and a chosen series, and boards small, wrong and large: the whole embed lies inside its
 * frame (the plot, both axes and the legend; the board, its caption and link), and the frame is
 * filled, leaving no more than a few pixels blank.
 */
const COLUMNS = [390, 680, 1280]
/** The host page's padding on each side (host-page.ts). */
const HOST_PADDING = 16
/** A few pixels: rounding, and the 13 px floor of a board embed's unit in a narrow frame. */
const FEW = 8

const charts = [
  ...CHART_IDS.map((id) => `/charts/${id}/`),
  '/charts/time-vs-n/?algorithms=bitmask,constellation&from=4&to=14',
]
const boards = ['/s/8/47382516', '/s/8/12345678', '/s/1000/~construct']

describe('embeds as Iframely shows them: a frame of the answer’s fixed aspect, without our script', () => {
  const baseUrl = inject('baseUrl')
  const browser = useChromium()
  let host: HostSite
  /** Iframely's html for each page, asked for before any frame loads, one page at a time. */
  const rendered = new Map<string, string>()
  beforeAll(async () => {
    host = await startHostSite()
    const iframely = await startIframely()
    try {
      for (const path of [...charts, ...boards]) {
        rendered.set(path, (await iframely.embed(`${baseUrl}${path}`)).html)
      }
    } finally {
      await iframely.close()
    }
  }, 180_000)
  afterAll(() => host.close())

  /** Our oEmbed answer for the page at `path`. */
  async function answerFor(path: string): Promise<{ type: string; width: number; height: number }> {
    const url = `${baseUrl}/api/oembed?url=${encodeURIComponent(`${baseUrl}${path}`)}&format=json`
    return (await fetch(url)).json()
  }

  /** The host page with Iframely's html, `column` px wide; the frame's document once loaded. Each
   * frame is read in the light scheme and then the dark, in which the charts are drawn again. */
  async function framed(path: string, column: number, name: string) {
    const answer = await answerFor(path)
    expect(answer.type, path).toBe('rich')
    const iframely = rendered.get(path)!
    // Iframely's own html: the iframe alone, in a box of the answer's aspect, and no script.
    expect(iframely, path).toMatch(/^<div style="[^"]*padding-bottom: [0-9.]+%;"><iframe /)
    expect(iframely, path).not.toContain('<script')
    // The column is the page: no max-width of the host's own.
    const html = `<style>body{max-width:none!important}</style>${iframely}`
    const { page, consoleErrors } = await openPage(
      browser.context,
      host.put(`/${name}.html`, html),
      {
        viewport: { width: column, height: 1600 },
      },
    )
    const frame = (await (await page.waitForSelector('iframe')).contentFrame())!
    await frame.waitForSelector('.source a')
    const box = (await page.locator('iframe').boundingBox())!
    expect(box.width).toBeCloseTo(column - 2 * HOST_PADDING, 0)
    expect(box.height).toBeCloseTo((box.width * answer.height) / answer.width, 0)
    return { page, frame, consoleErrors }
  }

  const inside = (box: Box, outer: Box, what: string) => {
    expect(box.left, what).toBeGreaterThanOrEqual(outer.left - 0.5)
    expect(box.top, what).toBeGreaterThanOrEqual(outer.top - 0.5)
    expect(box.right, what).toBeLessThanOrEqual(outer.right + 0.5)
    expect(box.bottom, what).toBeLessThanOrEqual(outer.bottom + 0.5)
  }

  for (const column of COLUMNS) {
    it.each(charts)(
      `a chart at %s fills its frame in a ${column} px column, nothing cut`,
      async (path) => {
        const name = `fixed-frame-${path.split('/')[2]}${path.includes('?') ? '-chosen' : ''}-${column}`
        const { page, frame, consoleErrors } = await framed(path, column, name)
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme })
          const layout = await chartFrameLayout(frame)
          await saveScreenshot(page, `${name}-${scheme}`)
          const whole = { left: 0, top: 0, right: layout.frame.width, bottom: layout.frame.height }
          expect(layout.scroll.width).toBeLessThanOrEqual(layout.frame.width)
          expect(layout.scroll.height).toBeLessThanOrEqual(layout.frame.height)
          for (const [i, line] of layout.lines.entries()) inside(line, whole, `line ${i}`)
          inside(layout.canvas, whole, 'canvas')
          for (const part of ['plot', 'x', 'y', 'legend'] as const) {
            if (part === 'legend' && layout.legend === undefined) continue
            inside(layout[part]!, layout.canvas, part)
          }
          // A plot one can read: not squeezed to a strip by the legend and the lines around it.
          expect(layout.plot.bottom - layout.plot.top).toBeGreaterThanOrEqual(90)
          expect(layout.plot.right - layout.plot.left).toBeGreaterThanOrEqual(200)
          // Filled: the chart as wide as the frame less its padding, the lines down to its bottom.
          expect(layout.canvas.right - layout.canvas.left).toBeGreaterThanOrEqual(
            layout.frame.width - 24 - 1,
          )
          expect(layout.blankBelow).toBeLessThanOrEqual(FEW)
        }
        expect(consoleErrors).toEqual([])
        await page.close()
      },
    )

    it.each(boards)(
      `a board at %s fills its frame in a ${column} px column, nothing cut`,
      async (path) => {
        const name = `fixed-frame-board-${path.split('/')[2]}-${path.split('/')[3].replace('~', '')}-${column}`
        const { page, frame, consoleErrors } = await framed(path, column, name)
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme })
          const layout = await boardFrameLayout(frame)
          await saveScreenshot(page, `${name}-${scheme}`)
          const { width, height } = layout.frame
          const whole = { left: 0, top: 0, right: width, bottom: height }
          expect(layout.scroll.width).toBeLessThanOrEqual(width)
          expect(layout.scroll.height).toBeLessThanOrEqual(height)
          for (const [what, box] of Object.entries({
            board: layout.board,
            caption: layout.caption,
            source: layout.source,
          })) {
            inside(box, whole, what)
          }
          const side = layout.board.right - layout.board.left
          expect(layout.board.bottom - layout.board.top).toBeCloseTo(side, 0)
          // The board as large as the frame allows one way, and the other way no more than a few
          // pixels to spare: its margins are a unit of a 30th of the frame's width (13 px at least).
          const unit = Math.max(13, width / 30)
          const spareAcross = width - 1.5 * unit - side
          const spareDown = height - 0.5 * unit - layout.source.bottom
          expect(Math.min(spareAcross, spareDown)).toBeLessThanOrEqual(1)
          expect(Math.max(spareAcross, spareDown)).toBeLessThanOrEqual(FEW)
        }
        expect(consoleErrors).toEqual([])
        await page.close()
      },
    )
  }
})
