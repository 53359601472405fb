/**
 * @module
 * Reads back the PNGs the Worker writes (indexed, 8 bits, filter 0 on every row), for the tests:
 * checks the signature and every chunk's CRC, inflates the image data, and gives each pixel's
 * colour.
 */
import { crc32 } from '../src/images/png.ts'

export interface DecodedPng {
  width: number
  height: number
  /** `#rrggbb` of the pixel at (x, y). */
  colorAt(x: number, y: number): string
}

export async function readPng(bytes: Uint8Array): Promise<DecodedPng> {
  const signature = [137, 80, 78, 71, 13, 10, 26, 10]
  if (!signature.every((b, i) => bytes[i] === b)) throw new Error('not a PNG signature')
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const chunks = new Map<string, Uint8Array>()
  for (let at = 8; at < bytes.length;) {
    const length = view.getUint32(at)
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8))
    const data = bytes.subarray(at + 8, at + 8 + length)
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== view.getUint32(at + 8 + length)) {
      throw new Error(`bad CRC in ${type}`)
    }
    chunks.set(type, data)
    at += 12 + length
  }
  const header = chunks.get('IHDR')!
  const width = new DataView(header.buffer, header.byteOffset).getUint32(0)
  const height = new DataView(header.buffer, header.byteOffset).getUint32(4)
  if (header[8] !== 8 || header[9] !== 3) throw new Error('not 8-bit indexed')
  const stream = new Blob([chunks.get('IDAT')!.slice()])
    .stream()
    .pipeThrough(new DecompressionStream('deflate'))
  const raw = new Uint8Array(await new Response(stream).arrayBuffer())
  if (raw.length !== (width + 1) * height) throw new Error('image data of the wrong size')
  const plte = chunks.get('PLTE')!
  const hex = (i: number) => plte[i].toString(16).padStart(2, '0')
  return {
    width,
    height,
    colorAt(x, y) {
      const row = y * (width + 1)
      if (raw[row] !== 0) throw new Error(`row ${y} has filter ${raw[row]}`)
      const index = raw[row + 1 + x] * 3
      return `#${hex(index)}${hex(index + 1)}${hex(index + 2)}`
    },
  }
}
