/**
 * @module
 * /favicon.ico: the mark at 16, 32 and 48 pixels, for browsers and bookmark cards that ask for it.
 */
import type { APIRoute } from 'astro'
import { ICO_SIZES } from '@nqueens/design'
import { icoFile, markPng } from '../build/icons.ts'

export const GET: APIRoute = () =>
  new Response(new Uint8Array(icoFile(ICO_SIZES.map((size) => ({ size, png: markPng(size) })))), {
    headers: { 'Content-Type': 'image/x-icon' },
  })
