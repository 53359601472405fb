/**
 * @module
 * Reads back the PNGs the Worker serves, for the tests, with fast-png (a well-kept decoder in
 * plain JavaScript, so it runs in workerd as in Node): the size, and each pixel's colour.
 */
import { convertIndexedToRgb, decode } from 'fast-png'

export interface DecodedPng {
  width: number
  height: number
  /** `#rrggbb` of the pixel at (x, y). */
  colorAt(x: number, y: number): string
}

export function readPng(bytes: Uint8Array): DecodedPng {
  const png = decode(bytes)
  if (png.depth !== 8) throw new Error(`a PNG of depth ${png.depth}, not 8`)
  const data = png.palette ? convertIndexedToRgb(png) : png.data
  const channels = png.palette ? (png.transparency ? 4 : 3) : png.channels
  const hex = (value: number) => value.toString(16).padStart(2, '0')
  return {
    width: png.width,
    height: png.height,
    colorAt(x, y) {
      const at = (y * png.width + x) * channels
      return `#${hex(data[at])}${hex(data[at + 1])}${hex(data[at + 2])}`
    },
  }
}
