/**
 * @module
 * The dashboard's link-preview card, also the site's card for pages without one of their own: the
 * site's name and headline, two measured figures (the largest n counted within the cap, the
 * largest board local search solved), and the chart of how far each counter gets, from the same
 * committed benchmark the dashboard shows.
 */
import { SITE_TITLE } from '@nqueens/design'
import type { Benchmark } from './benchmark-schema.ts'
import { CARD, cardColors, cardSvg, chartPanel, mark, paragraph, text } from './card-base.ts'
import { formatCap, formatMs, isChartable, maxN } from './charts-data.ts'
import { algorithmLabel } from './labels.ts'

const MARGIN = 28
/** The chart's panel: the card's right part, its text 19 card pixels high. */
export const DASHBOARD_CARD_PLOT = {
  x: 560,
  y: MARGIN,
  width: CARD.width - 560 - MARGIN,
  height: CARD.height - 2 * MARGIN,
} as const

/** Card pixels per unit of the chart: its 12-unit text is drawn 19 pixels high. */
export const DASHBOARD_ZOOM = 1.6

/** A figure of the card: the number, and what it counts. */
export interface Headline {
  value: string
  label: string
}

/**
 * The two figures the card leads with, from `bench`: how far the best counter gets within the cap,
 * and the largest board local search solved.
 *
 * @example
 * dashboardHeadlines(BENCHMARK) // [{ value: 'n = 17', label: 'counted within 1 s by …' }, …]
 */
export function dashboardHeadlines(bench: Benchmark): Headline[] {
  const cap = formatCap(bench.settings.capMs)
  const best = bench.counters
    .filter(isChartable)
    .filter((c) => c.maxNWithinCap !== null)
    .sort((a, b) => (b.maxNWithinCap ?? 0) - (a.maxNWithinCap ?? 0))[0]
  const solved = bench.localSearch
    .flatMap((f) => f.rows.filter((r) => r.status === 'solved').map((r) => ({ id: f.id, ...r })))
    .sort((a, b) => b.n - a.n || a.ms - b.ms)[0]
  const figures: Headline[] = []
  if (best) {
    figures.push({
      value: `n = ${best.maxNWithinCap}`,
      label: `counted within ${cap}, ${algorithmLabel(best.id)}`,
    })
  }
  if (solved) {
    figures.push({
      value: solved.n.toLocaleString('en-US'),
      label: `queens placed in ${formatMs(solved.ms)} ms, ${algorithmLabel(solved.id)}`,
    })
  }
  return figures
}

/**
 * The dashboard's card, 1200×630.
 *
 * @example
 * dashboardCardSvg(BENCHMARK) // '<svg …>' the headline figures beside the largest-n chart
 */
export function dashboardCardSvg(bench: Benchmark): string {
  const colors = cardColors('light')
  const left = MARGIN + 8
  const width = DASHBOARD_CARD_PLOT.x - left - 32
  const parts = [
    mark(left, MARGIN + 4, 56),
    text(SITE_TITLE, left + 72, MARGIN + 44, { size: 36, bold: true, fill: colors.fg }),
  ]
  const heading = paragraph(
    'N-Queens, exact and fast',
    left,
    MARGIN + 96,
    { width, lines: 2, min: 28 },
    { size: 44, bold: true, fill: colors.fg },
  )
  parts.push(heading.svg)
  let y = heading.bottom + 30
  for (const figure of dashboardHeadlines(bench)) {
    parts.push(
      `<rect x="${left}" y="${y}" width="6" height="96" rx="3" fill="${colors.accent}"/>`,
      text(figure.value, left + 24, y + 48, { size: 46, bold: true, fill: colors.accent }),
      paragraph(
        figure.label,
        left + 24,
        y + 58,
        { width: width - 24, lines: 1, min: 16 },
        { size: 22, fill: colors.muted },
      ).svg,
    )
    y += 124
  }
  parts.push(chartPanel(maxN(bench), DASHBOARD_CARD_PLOT, DASHBOARD_ZOOM, true))
  return cardSvg(parts.join(''), 'light', `${SITE_TITLE}: N-Queens, exact and fast`)
}
