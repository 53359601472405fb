// /embed/<chart>.svg: the static twin of each chart, drawn at build time from the same data,
// for `<img>` where scripts are not allowed (READMEs, feeds, some blogs).
import type { APIRoute, GetStaticPaths } from 'astro'
import { BENCHMARK } from '../../data/benchmark'
import { CHART_IDS, buildCharts, type ChartId } from '../../scripts/charts-data'
import { renderSvg } from '../../scripts/charts-svg'

export const getStaticPaths = (() =>
  CHART_IDS.map((chart) => ({ params: { chart } }))) satisfies GetStaticPaths

export const GET: APIRoute = ({ params }) => {
  const chart = buildCharts(BENCHMARK)[params.chart as ChartId]
  return new Response(renderSvg(chart), { headers: { 'Content-Type': 'image/svg+xml' } })
}
