/**
 * @module
 * /embed/host.js: the optional sizing script of the embed snippet (browser/embed-host.ts).
 */
import type { APIRoute } from 'astro'
import { listenForEmbeds } from '../../browser/embed-host.ts'
import { EMBED_MESSAGE } from '@nqueens/charts/embed-size'

export const GET: APIRoute = () =>
  new Response(
    `(${listenForEmbeds.toString()})(document.currentScript.src, ${JSON.stringify(EMBED_MESSAGE)})\n`,
    { headers: { 'Content-Type': 'text/javascript' } },
  )
