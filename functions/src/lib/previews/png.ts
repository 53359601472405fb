import { ProblemError } from '../http/problem.ts'

/**
 * @module
 * Every PNG the API Worker serves (chart cards, board images, thumbnails) is an SVG it composes,
 * drawn by the images Worker (images/, resvg) behind the IMAGES service binding. When that Worker
 * cannot answer, the image is a 503 with Retry-After, never a 500: the pages keep their SVG twins,
 * and a client may ask again.
 */

/** Seconds a client waits before asking for an image again after a 503. */
export const IMAGES_RETRY_AFTER_SECONDS = 30

/** The environment this module reads: the service binding, absent where none is configured. */
export interface ImagesEnv {
  IMAGES?: Fetcher
}

/** `svg` as a PNG `width` pixels wide, drawn by the images Worker. */
export async function renderPng(env: ImagesEnv, svg: string, width: number): Promise<ArrayBuffer> {
  if (!env.IMAGES) throw unavailable('this deployment has no IMAGES binding')
  let answer: Response
  try {
    answer = await env.IMAGES.fetch(`https://images.internal/png?width=${width}`, {
      method: 'POST',
      headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' },
      body: svg,
    })
  } catch (error) {
    throw unavailable(`the images Worker did not answer (${String(error)})`)
  }
  if (answer.status !== 200 || answer.headers.get('Content-Type') !== 'image/png') {
    const reason = (await answer.text()).trim().slice(0, 200)
    throw unavailable(`the images Worker answered ${answer.status}: ${reason}`)
  }
  return answer.arrayBuffer()
}

function unavailable(why: string): ProblemError {
  return new ProblemError(
    'images-unavailable',
    `The image could not be drawn: ${why}.`,
    undefined,
    {
      'Retry-After': String(IMAGES_RETRY_AFTER_SECONDS),
      'Cache-Control': 'no-store',
    },
  )
}
