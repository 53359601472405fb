/**
 * @module
 * /site.webmanifest: the web manifest every page links (design/src/icons.ts).
 */
import type { APIRoute } from 'astro'
import { webManifest } from '@nqueens/design'

export const GET: APIRoute = () =>
  new Response(JSON.stringify(webManifest(), null, 2), {
    headers: { 'Content-Type': 'application/manifest+json' },
  })
