import { ICO_SIZES, iconLinks, markSvg, webManifest, MANIFEST_ICONS } from '@nqueens/design'
import { Resvg } from '@resvg/resvg-js'
import { describe, expect, it } from 'vitest'
import { icoFile, markPng } from './icons.ts'

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) })

describe('the icon set, drawn from one mark', () => {
  it('favicon.ico holds a PNG of each size, where its directory says', () => {
    const ico = icoFile(ICO_SIZES.map((size) => ({ size, png: markPng(size) })))
    expect(ico.readUInt16LE(2)).toBe(1)
    expect(ico.readUInt16LE(4)).toBe(ICO_SIZES.length)
    ICO_SIZES.forEach((size, i) => {
      const entry = 6 + 16 * i
      expect([ico[entry], ico[entry + 1]]).toEqual([size, size])
      const length = ico.readUInt32LE(entry + 8)
      const png = ico.subarray(ico.readUInt32LE(entry + 12)).subarray(0, length)
      expect(png.subarray(1, 4).toString()).toBe('PNG')
      expect(pngSize(png)).toEqual({ width: size, height: size })
    })
  })

  it('the square mark is opaque to its corners (iOS rounds it), the rounded one is not', () => {
    const corner = (svg: string) => new Resvg(svg).render().pixels[3]
    expect(corner(markSvg(180, 'square'))).toBe(255)
    expect(corner(markSvg(180, 'rounded'))).toBe(0)
  })

  it('the maskable mark keeps the crown inside the central circle launchers crop to', () => {
    const size = 200
    const { pixels } = new Resvg(markSvg(size, 'maskable')).render()
    const safe = 0.4 * size
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const white = pixels[(y * size + x) * 4] > 200
        if (white) expect(Math.hypot(x - size / 2, y - size / 2)).toBeLessThan(safe)
      }
    }
  })

  it('pages declare the icons, and the manifest lists each PNG at its size', () => {
    expect(iconLinks()).toContain('<link rel="icon" href="/favicon.ico"')
    expect(iconLinks()).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"')
    expect(iconLinks()).toContain('<link rel="manifest" href="/site.webmanifest" />')
    const icons = webManifest().icons as { src: string; sizes: string }[]
    for (const { path, size } of MANIFEST_ICONS) {
      expect(icons).toContainEqual(expect.objectContaining({ src: path, sizes: `${size}x${size}` }))
      expect(pngSize(markPng(size))).toEqual({ width: size, height: size })
    }
  })
})
