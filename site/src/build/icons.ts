/**
 * @module
 * The icon files, drawn at build time from the design's one mark (`markSvg`) by resvg: PNGs of
 * each size, and favicon.ico, which holds the small PNGs.
 */
import { Resvg } from '@resvg/resvg-js'
import { markSvg, type MarkShape } from '@nqueens/design'

/** The mark as a PNG `size` pixels square. */
export function markPng(size: number, shape: MarkShape = 'rounded'): Buffer {
  return new Resvg(markSvg(size, shape)).render().asPng()
}

/**
 * An ICO file holding PNG images (a format every browser reads since Windows Vista's): a 6-byte
 * header, a 16-byte entry per image, then the PNGs. Written here rather than taken from a library,
 * since it is these few lines of byte layout and the PNGs are already drawn.
 */
export function icoFile(pngs: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(pngs.length, 4)
  let offset = header.length
  pngs.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i
    header.writeUInt8(size >= 256 ? 0 : size, entry) // width (0 means 256)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1) // height
    header.writeUInt8(0, entry + 2) // no palette
    header.writeUInt8(0, entry + 3)
    header.writeUInt16LE(1, entry + 4) // colour planes
    header.writeUInt16LE(32, entry + 6) // bits per pixel
    header.writeUInt32LE(png.length, entry + 8)
    header.writeUInt32LE(offset, entry + 12)
    offset += png.length
  })
  return Buffer.concat([header, ...pngs.map(({ png }) => png)])
}
