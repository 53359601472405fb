/**
 * @module
 * /icon-192.png, /icon-512.png, /icon-maskable-512.png: the web manifest's PNG icons.
 */
import type { APIRoute, GetStaticPaths } from 'astro'
import { MANIFEST_ICONS } from '@nqueens/design'
import { markPng } from '../build/icons.ts'

export const getStaticPaths = (() =>
  MANIFEST_ICONS.map(({ path, size, purpose }) => ({
    params: { icon: path.slice(1, -'.png'.length) },
    props: { size, shape: purpose === 'maskable' ? ('maskable' as const) : ('rounded' as const) },
  }))) satisfies GetStaticPaths

export const GET: APIRoute<{ size: number; shape: 'rounded' | 'maskable' }> = ({ props }) =>
  new Response(new Uint8Array(markPng(props.size, props.shape)), {
    headers: { 'Content-Type': 'image/png' },
  })
