/**
 * @module
 * /icon.svg: the mark itself, the icon of browsers that take SVG.
 */
import type { APIRoute } from 'astro'
import { markSvg } from '@nqueens/design'

export const GET: APIRoute = () =>
  new Response(markSvg(64), { headers: { 'Content-Type': 'image/svg+xml' } })
