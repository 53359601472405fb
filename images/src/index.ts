import { MAX_WIDTH, renderPng } from './render.ts'

/**
 * @module
 * The images Worker's one route, `POST /png?width=N` with an SVG body: the PNG resvg draws from
 * it, `width` pixels wide (1 to MAX_WIDTH). The API Worker composes every image as SVG and asks
 * here through its service binding (functions/src/lib/previews/png.ts); nothing else reaches this Worker.
 * What it cannot draw is a 400 or 413 with a plain-text reason, which the API Worker turns into a
 * 503 of its own, since the fault is never the API client's.
 */

/** The largest SVG taken: far above any card or board image the API Worker composes. */
const MAX_SVG_BYTES = 4 * 1024 * 1024

function refuse(status: number, reason: string): Response {
  return new Response(`${reason}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  })
}

export default {
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url)
    if (url.pathname !== '/png') return refuse(404, `no route ${url.pathname}; POST /png?width=N`)
    if (request.method !== 'POST') {
      return new Response('POST an SVG\n', { status: 405, headers: { Allow: 'POST' } })
    }
    const width = Number(url.searchParams.get('width'))
    if (!Number.isInteger(width) || width < 1 || width > MAX_WIDTH) {
      return refuse(400, `width must be a whole number of pixels from 1 to ${MAX_WIDTH}`)
    }
    const svg = await request.text()
    if (svg.length > MAX_SVG_BYTES) return refuse(413, `the SVG is over ${MAX_SVG_BYTES} bytes`)
    let png: Uint8Array
    try {
      png = await renderPng(svg, width)
    } catch (error) {
      return refuse(400, `not an SVG resvg can draw: ${String(error)}`)
    }
    return new Response(png, { headers: { 'Content-Type': 'image/png' } })
  },
} satisfies ExportedHandler
