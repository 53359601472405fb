// /site.css: the one stylesheet of the site and of the Worker's pages, the colour variables
// (design/palette.ts) followed by the rules (design/site.css).
import type { APIRoute } from 'astro'
import rules from '../design/site.css?raw'
import { themeCss } from '../design/palette.ts'

export const GET: APIRoute = () =>
  new Response(`${themeCss()}\n${rules}`, { headers: { 'Content-Type': 'text/css' } })
