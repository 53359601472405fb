import { CROWN } from '@nqueens/core'
import { describe, expect, it } from 'vitest'
import { crownMask, rasterizeBoard } from './board-png.ts'
import { crc32, encodePng } from './png.ts'

/** The obvious test of a point against the crown's shapes, to check the span-based mask by. */
function inCrown(u: number, v: number): boolean {
  const [left, top, right, bottom] = CROWN.band
  if (u >= left && u <= right && v >= top && v <= bottom) return true
  if (CROWN.balls.some(([cx, cy, r]) => (u - cx) ** 2 + (v - cy) ** 2 <= r * r)) return true
  let inside = false
  const points = CROWN.points
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i]
    const [xj, yj] = points[j]
    if (yi > v !== yj > v && u < ((xj - xi) * (v - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

describe('crownMask', () => {
  it.each([10, 17, 71, 143])('covers the samples the crown covers, at %i pixels', (size) => {
    const mask = crownMask(size)
    const scale = 100 / size
    for (let py = 0; py < size; py++) {
      for (let px = 0; px < size; px++) {
        let count = 0
        for (let sy = 0; sy < 4; sy++) {
          for (let sx = 0; sx < 4; sx++) {
            if (inCrown((px + (sx + 0.5) / 4) * scale, (py + (sy + 0.5) / 4) * scale)) count++
          }
        }
        expect(mask.covered[py * size + px], `pixel ${px},${py}`).toBe(count)
      }
    }
  })
})

describe('encodePng', () => {
  it('computes PNG CRCs', () => {
    expect(crc32(new TextEncoder().encode('IEND'))).toBe(0xae426082)
  })

  it('refuses what PNG cannot hold', async () => {
    const pixels = new Uint8Array(4)
    await expect(encodePng({ width: 2, height: 2, pixels, palette: [] })).rejects.toThrow(/palette/)
    await expect(encodePng({ width: 3, height: 2, pixels, palette: ['#000000'] })).rejects.toThrow(
      /pixels/,
    )
    await expect(encodePng({ width: 2, height: 2, pixels, palette: ['red'] })).rejects.toThrow(
      /#rrggbb/,
    )
  })
})

describe('rasterizeBoard', () => {
  it('uses few colours, all from its palette', () => {
    const image = rasterizeBoard([1, 3, 0, 2], [])
    expect(image.palette.length).toBeLessThanOrEqual(256)
    expect(image.pixels.reduce((a, b) => Math.max(a, b), 0)).toBe(image.palette.length - 1)
  })
})
