import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

describe('GET /api/health', () => {
  it('answers ok through the whole Worker', async () => {
    const response = await SELF.fetch('https://example.com/api/health')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true, service: 'nqueens-edge' })
  })
})

/**
 * The API's routes are strict, those that take no parameter too; pages and images for people read
 * what they take and ignore what platforms append to shared links (docs/api.md).
 */
describe('parameters a route does not take', () => {
  it('are a 400 naming them on /api/health and /api/openapi.json', async () => {
    for (const path of ['/api/health?x=1', '/api/openapi.json?v=2', '/api/health?x=1&x=2']) {
      const response = await SELF.fetch(`https://example.com${path}`)
      expect(response.status, path).toBe(400)
      const body = await response.json<Record<string, unknown>>()
      expect(body, path).toMatchObject({
        parameter: path.includes('v=') ? 'v' : 'x',
        detail: 'is not a parameter of this route; it takes none',
      })
    }
  })

  it('are ignored by the reference page and the permalinks, as shared links carry them', async () => {
    const tracking = 'utm_source=newsletter&utm_medium=email&fbclid=abc&v=2'
    for (const path of [
      '/api/docs',
      '/s/8/47382516',
      '/s/8/47382516.svg',
      '/s/8/47382516.png',
      '/s/8/47382516.txt',
      '/s/8/47382516/embed',
      '/s/100/~construct',
    ]) {
      const response = await SELF.fetch(`https://example.com${path}?${tracking}`)
      expect(response.status, path).toBe(200)
      await response.arrayBuffer()
    }
    // What the page does take is still read: the same dark image with or without a tracker.
    const dark = await SELF.fetch('https://example.com/s/8/47382516.svg?theme=dark&utm_source=x')
    const plain = await SELF.fetch('https://example.com/s/8/47382516.svg?theme=dark')
    const light = await SELF.fetch('https://example.com/s/8/47382516.svg')
    const text = await dark.text()
    expect(text).toBe(await plain.text())
    expect(text).not.toBe(await light.text())
  })
})
