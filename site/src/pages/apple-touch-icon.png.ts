/**
 * @module
 * /apple-touch-icon.png: the square mark, opaque, for iOS home screens and the link cards that
 * prefer it (it is the largest icon a page declares).
 */
import type { APIRoute } from 'astro'
import { APPLE_TOUCH_SIZE } from '@nqueens/design'
import { markPng } from '../build/icons.ts'

export const GET: APIRoute = () =>
  new Response(new Uint8Array(markPng(APPLE_TOUCH_SIZE, 'square')), {
    headers: { 'Content-Type': 'image/png' },
  })
