// /embed/host.js: the optional sizing script of the embed snippet (scripts/embed-host.ts).
import type { APIRoute } from 'astro'
import { listenForEmbeds } from '../../scripts/embed-host.ts'
import { EMBED_MESSAGE } from '../../scripts/embed-size.ts'

export const GET: APIRoute = () =>
  new Response(
    `(${listenForEmbeds.toString()})(document.currentScript.src, ${JSON.stringify(EMBED_MESSAGE)})\n`,
    { headers: { 'Content-Type': 'text/javascript' } },
  )
