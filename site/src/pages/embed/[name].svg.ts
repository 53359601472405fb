/**
 * @module
 * /embed/<chart>.svg, and .light.svg / .dark.svg: the static twins of each chart, drawn at build
 * time from the same data, for `<img>` where scripts are not allowed (READMEs, feeds, some blogs).
 * The plain one follows the reader's light or dark scheme; the others fix one.
 */
import type { APIRoute, GetStaticPaths } from 'astro'
import { BENCHMARK } from '@nqueens/charts/benchmark'
import { CHART_IDS, buildCharts } from '@nqueens/charts/charts-data'
import { renderSvg, type SvgScheme } from '@nqueens/charts/svg'

const SCHEMES: { suffix: string; scheme: SvgScheme }[] = [
  { suffix: '', scheme: 'auto' },
  { suffix: '.light', scheme: 'light' },
  { suffix: '.dark', scheme: 'dark' },
]

export const getStaticPaths = (() => {
  const charts = buildCharts(BENCHMARK)
  return CHART_IDS.flatMap((id) =>
    SCHEMES.map(({ suffix, scheme }) => ({
      params: { name: `${id}${suffix}` },
      props: { svg: renderSvg(charts[id], scheme) },
    })),
  )
}) satisfies GetStaticPaths

export const GET: APIRoute<{ svg: string }> = ({ props }) =>
  new Response(props.svg, { headers: { 'Content-Type': 'image/svg+xml' } })
