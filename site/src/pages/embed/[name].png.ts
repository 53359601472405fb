/**
 * @module
 * /embed/<chart>.png (light), .light.png, .dark.png: the PNG twins of each chart; and
 * /embed/<chart>.card.png, the 1200×630 link-preview card the pages name as og:image.
 */
import type { APIRoute, GetStaticPaths } from 'astro'
import { BENCHMARK } from '@nqueens/charts/benchmark'
import { CHART_IDS, buildCharts, type Chart } from '@nqueens/charts/charts-data'
import { renderChartCard, renderChartPng } from '../../build/charts-png'

const VARIANTS: { suffix: string; draw: (chart: Chart) => Buffer }[] = [
  { suffix: '', draw: (chart) => renderChartPng(chart, 'light') },
  { suffix: '.light', draw: (chart) => renderChartPng(chart, 'light') },
  { suffix: '.dark', draw: (chart) => renderChartPng(chart, 'dark') },
  { suffix: '.card', draw: renderChartCard },
]

export const getStaticPaths = (() => {
  const charts = buildCharts(BENCHMARK)
  return CHART_IDS.flatMap((id) =>
    VARIANTS.map(({ suffix, draw }) => ({
      params: { name: `${id}${suffix}` },
      props: { chart: charts[id], draw },
    })),
  )
}) satisfies GetStaticPaths

export const GET: APIRoute<{ chart: Chart; draw: (chart: Chart) => Buffer }> = ({ props }) =>
  new Response(new Uint8Array(props.draw(props.chart)), {
    headers: { 'Content-Type': 'image/png' },
  })
