/**
 * @module
 * A small PNG encoder for indexed images (colour type 3, 8 bits a pixel, up to 256 colours) and
 * RGB ones (colour type 2). The board images have a handful of colours, so an index a pixel is a
 * third of RGB's bytes and compresses to little; the chart cards' antialiased text and lines
 * need RGB. Deflate is the platform's CompressionStream (zlib format, which is what
 * PNG's IDAT holds), native in Workers and Node, so nothing is bundled for it.
 */

export interface IndexedImage {
  width: number
  height: number
  /** One palette index a pixel, row by row. */
  pixels: Uint8Array
  /** `#rrggbb` colours; index i is `palette[i]`. */
  palette: string[]
}

export interface RgbImage {
  width: number
  height: number
  /** Three bytes a pixel (red, green, blue), row by row. */
  rgb: Uint8Array
}

const SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10]

/**
 * @example
 * await encodePng({ width: 1, height: 1, pixels: new Uint8Array([0]), palette: ['#ff0000'] })
 * // Uint8Array [137, 80, 78, 71, …] — a 1×1 red PNG
 */
export async function encodePng(image: IndexedImage | RgbImage): Promise<Uint8Array<ArrayBuffer>> {
  const { width, height } = image
  const indexed = 'palette' in image
  const bytes = indexed ? 1 : 3
  const pixels = indexed ? image.pixels : image.rgb
  if (pixels.length !== width * height * bytes) {
    throw new RangeError(`pixels: width × height × ${bytes} bytes`)
  }
  const header = new Uint8Array(13)
  const view = new DataView(header.buffer)
  view.setUint32(0, width)
  view.setUint32(4, height)
  // 8 bits, indexed or RGB colour, deflate, adaptive filters, no interlace
  header.set([8, indexed ? 3 : 2, 0, 0, 0], 8)
  // Each row starts with its filter type; 0 (none) suits flat areas of one colour.
  const row = width * bytes
  const raw = new Uint8Array((row + 1) * height)
  for (let y = 0; y < height; y++) {
    raw.set(pixels.subarray(y * row, (y + 1) * row), y * (row + 1) + 1)
  }
  const idat = await deflate(raw)
  return concat([
    new Uint8Array(SIGNATURE),
    chunk('IHDR', header),
    ...(indexed ? [chunk('PLTE', palette(image.palette))] : []),
    chunk('IDAT', idat),
    chunk('IEND', new Uint8Array(0)),
  ])
}

function palette(colors: string[]): Uint8Array {
  if (colors.length < 1 || colors.length > 256) throw new RangeError('palette: 1 to 256 colours')
  const plte = new Uint8Array(colors.length * 3)
  colors.forEach((color, i) => plte.set(rgb(color), i * 3))
  return plte
}

function rgb(color: string): number[] {
  const value = /^#([0-9a-f]{6})$/i.exec(color)
  if (!value) throw new RangeError(`palette: ${color} is not #rrggbb`)
  const n = parseInt(value[1], 16)
  return [n >> 16, (n >> 8) & 255, n & 255]
}

async function deflate(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const stream = new Blob([data]).stream().pipeThrough(new CompressionStream('deflate'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

/** A chunk: length, type, data, and the CRC-32 of type and data. */
function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length)
  const view = new DataView(out.buffer)
  view.setUint32(0, data.length)
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i)
  out.set(data, 8)
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)))
  return out
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

/** CRC-32 as PNG (and zlib's crc32) computes it: `crc32(bytes of 'IEND') === 0xae426082`. */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 255] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}
