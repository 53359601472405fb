import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import worker from '../../index.ts'
import { BASE } from '../../../test/helpers.ts'
import { IMAGES_RETRY_AFTER_SECONDS } from './png.ts'

/**
 * When the images Worker cannot answer, a PNG is a 503 problem with Retry-After, never a 500, and
 * nothing else fails with it: the pages and their SVG twins answer as ever. Each fault is the
 * IMAGES binding of this request's environment: absent (a deployment without it), one whose
 * calls fail, and one that answers an error; the real binding (the images Worker, running beside
 * this one in workerd) then draws the same image, since a 503 is never kept.
 */
type Images = Env['IMAGES'] | undefined

async function ask(path: string, images: Images): Promise<Response> {
  const ctx = createExecutionContext()
  const response = await worker.fetch(
    new Request(`${BASE}${path}`),
    { ...env, IMAGES: images },
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return response
}

const failing = {
  fetch: () => Promise.reject(new Error('connection reset')),
} as unknown as Env['IMAGES']
const erring = {
  fetch: () => Promise.resolve(new Response('exceeded CPU', { status: 500 })),
} as unknown as Env['IMAGES']

describe('PNGs when the images Worker cannot answer', () => {
  const paths = [
    '/s/8/47382516.png?width=321',
    '/embed/time-vs-n/card.png?algorithms=bitmask&width=321',
  ]

  it.each(paths)('%s is a 503 with Retry-After, then drawn once it answers', async (path) => {
    for (const [fault, images] of [
      ['no binding', undefined],
      ['a failing call', failing],
      ['an error answered', erring],
    ] as const) {
      const refused = await ask(path, images)
      expect(refused.status, fault).toBe(503)
      expect(refused.headers.get('Retry-After')).toBe(String(IMAGES_RETRY_AFTER_SECONDS))
      expect(refused.headers.get('Cache-Control')).toBe('no-store')
      expect(refused.headers.get('Content-Type')).toMatch(/^application\/problem\+json/)
      expect(await refused.json()).toMatchObject({
        type: '/api/docs#images-unavailable',
        status: 503,
        detail: expect.stringMatching(/^The image could not be drawn: /) as string,
      })
    }
    const drawn = await ask(path, env.IMAGES)
    expect(drawn.status).toBe(200)
    expect(drawn.headers.get('Content-Type')).toBe('image/png')
  })

  it('leaves the pages and the SVG twins as they are', async () => {
    for (const path of ['/s/8/47382516', '/s/8/47382516.svg', '/embed/time-vs-n/']) {
      const response = await ask(path, undefined)
      expect(response.status, path).toBe(200)
      await response.arrayBuffer()
    }
  })
})
