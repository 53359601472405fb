/**
 * @module
 * /site.css: the one stylesheet of the site and of the Worker's pages, the colour variables
 * (design/src/palette.ts) followed by the rules (design/src/site.css), both from `@nqueens/design`.
 */
import type { APIRoute } from 'astro'
import rules from '@nqueens/design/site.css?raw'
import { themeCss } from '@nqueens/design'

export const GET: APIRoute = () =>
  new Response(`${themeCss()}\n${rules}`, { headers: { 'Content-Type': 'text/css' } })
