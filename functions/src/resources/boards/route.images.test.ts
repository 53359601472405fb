import { PALETTES } from '@nqueens/core'
import { PAGE_COLORS } from '@nqueens/design'
import { CARD_BOARD } from '@nqueens/charts/board-card'
import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { BASE } from '../../../test/helpers.ts'
import { readPng } from '../../../test/png-reader.ts'

async function fetchPng(path: string) {
  const response = await SELF.fetch(`${BASE}${path}`)
  expect(response.status, path).toBe(200)
  expect(response.headers.get('Content-Type')).toBe('image/png')
  return readPng(new Uint8Array(await response.arrayBuffer()))
}

/** The board: a square down the card's left, as the board card lays it out. */
const BOARD = { left: CARD_BOARD.x, top: CARD_BOARD.y, size: CARD_BOARD.size }

/** The centre of the crown's band in square (row, col) of an n-board: always queen-coloured. */
function bandPixel(n: number, row: number, col: number): [number, number] {
  const square = BOARD.size / n
  return [
    Math.floor(BOARD.left + Math.round(col * square) + square / 2),
    Math.floor(BOARD.top + Math.round(row * square) + square * 0.83),
  ]
}

/** Pixels of the card right of the board that are not its background: its text. */
function textInk(png: Awaited<ReturnType<typeof fetchPng>>, background: string): number {
  let ink = 0
  for (let y = 0; y < 630; y += 2) {
    for (let x = BOARD.left + BOARD.size + 20; x < 1200; x += 2) {
      if (png.colorAt(x, y) !== background) ink++
    }
  }
  return ink
}

describe('GET /s/:n/:queens.png, the board card drawn by the images Worker', () => {
  it('draws a 1200×630 card: the board down its left, its queens, its title and verdict beside', async () => {
    const png = await fetchPng('/s/8/47382516.png')
    expect([png.width, png.height]).toEqual([1200, 630])
    expect(png.colorAt(5, 5)).toBe(PAGE_COLORS.light.bg)
    // 4,7,3,8,2,5,1,6: row 1's queen is in column 4, row 8's in column 6.
    expect(png.colorAt(...bandPixel(8, 0, 3))).toBe(PALETTES.light.queen)
    expect(png.colorAt(...bandPixel(8, 7, 5))).toBe(PALETTES.light.queen)
    // Row 1, column 1 is empty and light; row 1, column 2 empty and dark.
    expect(png.colorAt(...bandPixel(8, 0, 0))).toBe(PALETTES.light.light)
    expect(png.colorAt(...bandPixel(8, 0, 1))).toBe(PALETTES.light.dark)
    // The board fills most of the card's height.
    expect(BOARD.size / 630).toBeGreaterThan(0.85)
    expect(textInk(png, PAGE_COLORS.light.bg)).toBeGreaterThan(2_000)
  })

  it('draws attacking queens red, and the dark theme in dark colours', async () => {
    const png = await fetchPng('/s/4/1,2,0,0.png?theme=dark')
    expect(png.colorAt(5, 5)).toBe(PAGE_COLORS.dark.bg)
    expect(png.colorAt(...bandPixel(4, 0, 0))).toBe(PALETTES.dark.conflict)
    expect(png.colorAt(...bandPixel(4, 1, 1))).toBe(PALETTES.dark.conflict)
    expect(textInk(png, PAGE_COLORS.dark.bg)).toBeGreaterThan(2_000)
  })

  it('draws boards too large for squares as a density view, each block shaded by its queens', async () => {
    const mid = await fetchPng('/s/100/~construct.png')
    expect(mid.width).toBe(1200)
    const million = await fetchPng('/s/1000000/~construct.png')
    expect(textInk(million, PAGE_COLORS.light.bg)).toBeGreaterThan(2_000)
    const huge = await fetchPng('/s/20000/~construct.png')
    expect(huge.height).toBe(630)
    const shades = new Set<string>()
    for (let y = BOARD.top + 2; y < BOARD.top + BOARD.size - 2; y += 2) {
      for (let x = BOARD.left + 2; x < BOARD.left + BOARD.size - 2; x += 2) {
        shades.add(huge.colorAt(x, y))
      }
    }
    // Blocks holding queens are shaded apart from empty ones: more than the two square colours.
    expect(shades.size).toBeGreaterThan(2)
    expect(textInk(huge, PAGE_COLORS.light.bg)).toBeGreaterThan(2_000)
  })

  it('draws a thumbnail ?width= wide, the same shape, and refuses a width it does not draw', async () => {
    const small = await fetchPng('/s/8/47382516.png?width=300')
    expect([small.width, small.height]).toEqual([300, 158])
    for (const width of ['0', '15', '1201', '12.5', 'wide']) {
      const response = await SELF.fetch(`${BASE}/s/8/47382516.png?width=${width}`)
      expect(response.status, width).toBe(400)
      expect((await response.json<{ parameter: string }>()).parameter).toBe('width')
    }
  })

  it('answers a bad board with problem+json, not a page', async () => {
    const response = await SELF.fetch(`${BASE}/s/5/2413.png`)
    expect(response.status).toBe(400)
    expect(response.headers.get('Content-Type')).toMatch(/^application\/problem\+json/)
  })
})

describe('big-board permalink pages', () => {
  it('offer verification by POST instead of an empty ?queens= link', async () => {
    const page = await (await SELF.fetch(`${BASE}/s/20000/~construct`)).text()
    expect(page).not.toContain('/api/verify?queens=')
    expect(page).toContain('https://nqueens.test/s/20000/~construct.txt')
    expect(page).toContain('-d @- &#39;https://nqueens.test/api/verify&#39;')
    expect(page).toContain('content="https://nqueens.test/s/20000/~construct.png"')
  })
})
