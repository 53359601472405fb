/**
 * @module
 * What the Worker needs to know about the site's embeds (`@nqueens/charts/embeds`): the charts as
 * the embed pages draw them (from the same benchmark data), their sizes, the chosen-series
 * parser, and the height reporter the Worker's board embeds serve. One source, so an oEmbed answer
 * sizes a frame for the very page it points at.
 */
import { buildCharts, CHART_IDS, type Chart, type ChartId } from './charts-data.ts'
import raw from './benchmark.json'
import { BenchmarkSchema } from './benchmark-schema.ts'

export { CHART_IDS, type Chart, type ChartId }
export { applySelection, readSelection, selectionQuery } from './chart-selection.ts'
export { EMBED_MESSAGE, EMBED_WIDTH, embedHeight, twinSize } from './embed-size.ts'
export { reportEmbedHeight } from './embed-report.ts'

let charts: Record<ChartId, Chart> | undefined

/**
 * The charts as the embed pages draw them, built from the benchmark data on first use (not as the
 * module loads: a Worker that never answers for a chart neither validates the data nor builds
 * them when it starts). The data is validated as `benchmark.ts` validates it for the site.
 */
export function embedCharts(): Record<ChartId, Chart> {
  return (charts ??= buildCharts(BenchmarkSchema.parse(raw)))
}

export function isChartId(id: string): id is ChartId {
  return (CHART_IDS as readonly string[]).includes(id)
}
