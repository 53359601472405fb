/**
 * @module
 * /cards/dashboard.png and /cards/solve.png: the 1200×630 link-preview cards of the dashboard
 * (also every page without a card of its own, Head.astro's default) and of the board page,
 * composed by `@nqueens/charts` and drawn at build time by resvg with the cards' font.
 */
import type { APIRoute, GetStaticPaths } from 'astro'
import { BENCHMARK } from '@nqueens/charts/benchmark'
import { solveCardSvg } from '@nqueens/charts/board-card'
import { dashboardCardSvg } from '@nqueens/charts/dashboard-card'
import { BOARD_MAX_N, BOARD_MIN_N } from '../../common/board-state'
import { renderCardSvg } from '../../build/charts-png'

const SITE_CARDS = {
  dashboard: () => dashboardCardSvg(BENCHMARK),
  solve: () =>
    solveCardSvg({
      description: `Place queens on any board from ${BOARD_MIN_N} to ${BOARD_MAX_N} wide, see what they attack, and let the API complete it.`,
    }),
} as const

export const getStaticPaths = (() =>
  Object.entries(SITE_CARDS).map(([name, svg]) => ({
    params: { name },
    props: { svg },
  }))) satisfies GetStaticPaths

export const GET: APIRoute<{ svg: () => string }> = ({ props }) =>
  new Response(new Uint8Array(renderCardSvg(props.svg()).asPng()), {
    headers: { 'Content-Type': 'image/png' },
  })
