import { SELF } from 'cloudflare:test'
import { convertIndexedToRgb, decode } from 'fast-png'
import { describe, expect, it } from 'vitest'

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100">' +
  '<rect width="200" height="100" fill="#ffffff"/>' +
  '<rect x="0" y="0" width="100" height="100" fill="#ff0000"/>' +
  '<text x="150" y="60" font-family="DejaVu Sans" font-size="40" fill="#000000">Q</text></svg>'

async function draw(svg: string, width: number | string, method = 'POST') {
  return SELF.fetch(`https://images.internal/png?width=${width}`, {
    method,
    body: method === 'POST' ? svg : undefined,
  })
}

function pixels(bytes: ArrayBuffer) {
  const png = decode(new Uint8Array(bytes))
  const data = png.palette ? convertIndexedToRgb(png) : png.data
  const channels = png.palette ? (png.transparency ? 4 : 3) : png.channels
  return {
    width: png.width,
    height: png.height,
    rgb: (x: number, y: number) => {
      const at = (y * png.width + x) * channels
      return [data[at], data[at + 1], data[at + 2]]
    },
  }
}

describe('the images Worker: POST /png?width=N with an SVG body', () => {
  it('draws the SVG as a PNG of that width, keeping its aspect', async () => {
    const answer = await draw(SVG, 400)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Content-Type')).toBe('image/png')
    const png = pixels(await answer.arrayBuffer())
    expect([png.width, png.height]).toEqual([400, 200])
    expect(png.rgb(100, 100)).toEqual([255, 0, 0])
    expect(png.rgb(390, 10)).toEqual([255, 255, 255])
  })

  it('draws text with its bundled DejaVu Sans: the glyph leaves ink where it stands', async () => {
    const png = pixels(await (await draw(SVG, 200)).arrayBuffer())
    let ink = 0
    for (let y = 20; y < 70; y++) for (let x = 140; x < 190; x++) if (png.rgb(x, y)[0] < 128) ink++
    expect(ink).toBeGreaterThan(200)
  })

  it('refuses a width it does not draw, a body that is not SVG, another method or path', async () => {
    for (const width of ['0', '1201', '12.5', 'wide', '']) {
      const answer = await draw(SVG, width)
      expect(answer.status, width).toBe(400)
      expect(await answer.text()).toMatch(/width must be a whole number of pixels from 1 to 1200/)
    }
    const notSvg = await draw('a board, not an image', 100)
    expect(notSvg.status).toBe(400)
    expect(await notSvg.text()).toMatch(/not an SVG resvg can draw/)
    const get = await draw(SVG, 100, 'GET')
    expect(get.status).toBe(405)
    expect(get.headers.get('Allow')).toBe('POST')
    expect((await SELF.fetch('https://images.internal/')).status).toBe(404)
  })
})
