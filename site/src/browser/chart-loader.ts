/**
 * @module
 * Draws a report page's charts as they come into view: until then each shows its static SVG
 * (ChartFigure.astro), and Chart.js (charts.ts) is not even loaded, so the first paint and the
 * page's first seconds of script go to what the reader sees first.
 */

/** How far below the viewport a chart starts drawing, so it is ready as the reader scrolls on. */
const AHEAD = '300px 0px'

export function drawChartsInView(): void {
  const canvases = document.querySelectorAll<HTMLCanvasElement>('canvas[data-chart]')
  if (canvases.length === 0) return
  let charts: Promise<typeof import('./charts.ts')> | undefined
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        observer.unobserve(entry.target)
        charts ??= import('./charts.ts')
        void charts.then(({ drawChart }) => drawChart(entry.target as HTMLCanvasElement))
      }
    },
    { rootMargin: AHEAD },
  )
  canvases.forEach((canvas) => observer.observe(canvas))
}
